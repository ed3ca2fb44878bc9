/**
 * Moderation cases (issue 9 part 2; DESIGN.md section 3, D11-D13), superusers only (401 visitor,
 * 403 member, checked before the body is read); lists `?page=&page_size=` as `{count, results}`.
 * - `GET /api/admin/documents/?status=In Process|Verified|Rejected&ordering=`; the file of one:
 *   `GET /api/admin/documents/{docId}/file` (no-store, inline; 404 once cleaned up);
 *   `POST /api/admin/profiles/{id}/verification/` `{status, remarks}` ({id}: profile id).
 * - `GET /api/admin/reports/?status=open|dismissed|warned|blocked&ordering=`; its evidence:
 *   `GET /api/admin/reports/{id}/evidence`; `POST /api/admin/reports/{id}/dismiss/` `{remarks}`,
 *   `/warn/` `{message}`, `/block/` `{reason}`.
 * - `GET /api/admin/deletion-requests/?status=requested|completed|declined&ordering=`;
 *   `POST /api/admin/deletion-requests/{id}/complete/` `{remarks?}`, `/decline/` `{remarks}`
 *   ({id}: profile id).
 * Every decision is one transaction with its audit row (before/after); the member is told.
 */
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blockReportBody,
  completeDeletionBody,
  declineDeletionBody,
  deletionItem,
  deletionListQuery,
  deletionPage,
  dismissReportBody,
  documentItem,
  documentListQuery,
  documentPage,
  reportItem,
  reportListQuery,
  reportPage,
  verificationDecisionBody,
  warnReportBody,
} from '@nikah/shared';
import { idParam } from '../../lib/params';
import { authorizeModerator } from '../policy/moderation';
import { moderatorGuard } from './guard';
import { completeDeletion, declineDeletion, listDeletions } from './deletions-service';
import { decideVerification, documentFile, listDocuments } from './documents-service';
import { decideReport, evidenceFile, listReports } from './reports-service';

const moderator = (req: FastifyRequest) => authorizeModerator(req.member);
const moderatorId = (req: FastifyRequest) => moderator(req).userId;
const idParams = z.object({ id: idParam });

/** Sends a private stored file: its type, inline, never cached (DESIGN.md D12). */
function sendPrivateFile(reply: FastifyReply, found: { file: string; mimeType: string }) {
  return reply
    .type(found.mimeType)
    .header('Content-Disposition', 'inline')
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .sendFile(path.basename(found.file), path.dirname(found.file), { cacheControl: false });
}

export async function casesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const files = () => ({ db: db(), storage: app.deps.storage });
  const notifying = () => ({ db: db(), notices: app.deps.notices, now: app.deps.now() });
  const tags = ['admin'];

  r.get(
    '/admin/documents/',
    {
      onRequest: moderatorGuard,
      schema: { tags, querystring: documentListQuery, response: { 200: documentPage } },
    },
    async (req) => listDocuments(db(), req.query),
  );

  r.get(
    '/admin/documents/:id/file',
    {
      onRequest: moderatorGuard,
      schema: { tags, description: 'The stored document file (superusers only).', params: idParams },
    },
    async (req, reply) =>
      sendPrivateFile(reply, await documentFile(files(), req.params.id, moderatorId(req))),
  );

  r.post(
    '/admin/profiles/:id/verification/',
    {
      onRequest: moderatorGuard,
      schema: { tags, params: idParams, body: verificationDecisionBody, response: { 200: documentItem } },
    },
    async (req) => decideVerification(notifying(), moderatorId(req), req.params.id, req.body),
  );

  r.get(
    '/admin/reports/',
    {
      onRequest: moderatorGuard,
      schema: { tags, querystring: reportListQuery, response: { 200: reportPage } },
    },
    async (req) => listReports(db(), req.query),
  );

  r.get(
    '/admin/reports/:id/evidence',
    {
      onRequest: moderatorGuard,
      schema: { tags, description: 'The evidence image of a report (superusers only).', params: idParams },
    },
    async (req, reply) => sendPrivateFile(reply, await evidenceFile(files(), req.params.id)),
  );

  const reportSchema = <B extends z.ZodType>(body: B) => ({
    onRequest: moderatorGuard,
    schema: { tags, params: idParams, body, response: { 200: reportItem } },
  });
  const deciding = () => ({ ...notifying(), storage: app.deps.storage });
  r.post('/admin/reports/:id/dismiss/', reportSchema(dismissReportBody), async (req) =>
    decideReport(deciding(), moderator(req), req.params.id, 'dismiss', req.body.remarks || null),
  );
  r.post('/admin/reports/:id/warn/', reportSchema(warnReportBody), async (req) =>
    decideReport(deciding(), moderator(req), req.params.id, 'warn', req.body.message),
  );
  r.post('/admin/reports/:id/block/', reportSchema(blockReportBody), async (req) =>
    decideReport(deciding(), moderator(req), req.params.id, 'block', req.body.reason),
  );

  r.get(
    '/admin/deletion-requests/',
    {
      onRequest: moderatorGuard,
      schema: { tags, querystring: deletionListQuery, response: { 200: deletionPage } },
    },
    async (req) => listDeletions(db(), req.query),
  );

  r.post(
    '/admin/deletion-requests/:id/complete/',
    {
      onRequest: moderatorGuard,
      schema: {
        tags,
        params: idParams,
        body: completeDeletionBody.optional(),
        response: { 200: deletionItem },
      },
    },
    async (req) =>
      completeDeletion(
        { ...notifying(), erasureDays: app.deps.config.ERASURE_DAYS },
        moderatorId(req),
        req.params.id,
        req.body?.remarks || null,
      ),
  );

  r.post(
    '/admin/deletion-requests/:id/decline/',
    {
      onRequest: moderatorGuard,
      schema: { tags, params: idParams, body: declineDeletionBody, response: { 200: deletionItem } },
    },
    async (req) => declineDeletion(notifying(), moderatorId(req), req.params.id, req.body.remarks),
  );
}
