/**
 * Moderation API, part 1 (issue 9; DESIGN.md section 3, D4, D13, D17), superusers only (401
 * visitor, 403 member, checked before the body is read); every action is one transaction with its
 * audit entry (before/after). Lists take `?page=&page_size=` (20 by default, at most 100) and answer
 * `{count, results}`. `{id}` is the profile id; `{slot}` a photo slot, 0 or 1.
 * - `GET /api/admin/profiles/?approval_status=pending|approved|rejected&changed=&photos=&flagged=&ordering=`
 * - `GET /api/admin/profiles/{id}/`; `POST /api/admin/profiles/{id}/approve/` `{remarks?}`,
 *   `/reject/` `{remarks}`
 * - `GET /api/admin/profiles/{id}/photos/{slot}/current|pending` (the stored original);
 *   `POST /api/admin/profiles/{id}/photos/{slot}/approve/` and `/reject/` `{remarks?}` (D17)
 * - `GET /api/admin/members/?q=`; `POST /api/admin/members/{id}/block/` `{reason}`, `/unblock/`,
 *   `/promote/`, `/demote/`
 * - `GET /api/admin/audit/?target_type=&target_id=`, `GET /api/admin/dashboard/`
 * Part 2 (documents, reports, deletion requests) is `casesRoutes` in cases-routes.ts, registered
 * beside this plugin in app.ts.
 */
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminMemberItem,
  adminMemberPage,
  adminMembersQuery,
  adminProfileDetail,
  adminProfileItem,
  adminProfilePage,
  adminProfilesQuery,
  approveBody,
  auditPage,
  auditQuery,
  blockBody,
  dashboard,
  photoSlot,
  rejectBody,
} from '@nikah/shared';
import { idParam } from '../../lib/params';
import { authorizeModerator } from '../policy/moderation';
import { moderatorGuard } from './guard';
import { auditPage as readAuditPage } from './audit-view';
import { dashboard as readDashboard } from './dashboard-service';
import { blockMember, searchMembers, setSuperuser, unblockMember } from './members-service';
import { approveProfile, decidePendingPhoto, rejectProfile } from './profiles-actions';
import { moderatorPhotoFile } from './profiles-photos';
import { listProfileQueue, moderationDetail, moderationItem } from './profiles-queue';

const moderator = (req: FastifyRequest) => authorizeModerator(req.member);
const idParams = z.object({ id: idParam });
const photoParams = z.object({ id: idParam, slot: photoSlot });

export async function moderationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const deps = () => ({
    db: db(),
    storage: app.deps.storage,
    notices: app.deps.notices,
    now: app.deps.now(),
  });
  const tags = ['admin'];

  r.get(
    '/admin/profiles/',
    {
      onRequest: moderatorGuard,
      schema: { tags, querystring: adminProfilesQuery, response: { 200: adminProfilePage } },
    },
    async (req) => listProfileQueue(db(), req.query, app.deps.now()),
  );

  r.get(
    '/admin/profiles/:id/',
    { onRequest: moderatorGuard, schema: { tags, params: idParams, response: { 200: adminProfileDetail } } },
    async (req) => moderationDetail(db(), req.params.id, app.deps.now()),
  );

  r.post(
    '/admin/profiles/:id/approve/',
    {
      onRequest: moderatorGuard,
      schema: { tags, params: idParams, body: approveBody.optional(), response: { 200: adminProfileItem } },
    },
    async (req) => {
      await approveProfile(deps(), moderator(req).userId, req.params.id, req.body?.remarks || null);
      return moderationItem(db(), req.params.id, app.deps.now());
    },
  );

  r.post(
    '/admin/profiles/:id/reject/',
    {
      onRequest: moderatorGuard,
      schema: { tags, params: idParams, body: rejectBody, response: { 200: adminProfileItem } },
    },
    async (req) => {
      await rejectProfile(deps(), moderator(req).userId, req.params.id, req.body.remarks);
      return moderationItem(db(), req.params.id, app.deps.now());
    },
  );

  r.get(
    '/admin/profiles/:id/photos/:slot/:which',
    {
      onRequest: moderatorGuard,
      schema: {
        tags,
        description:
          'The stored original of a slot (`current`) or its photo waiting for approval (`pending`).',
        params: photoParams.extend({ which: z.enum(['current', 'pending']) }),
        querystring: z.object({ v: z.string().max(64).optional() }),
      },
    },
    async (req, reply) => {
      const file = await moderatorPhotoFile(
        { db: db(), storage: app.deps.storage },
        req.params.id,
        req.params.slot,
        req.params.which,
      );
      return reply
        .type('image/jpeg')
        .header('Content-Disposition', 'inline')
        .header('Cache-Control', 'private, no-cache')
        .sendFile(path.basename(file), path.dirname(file), { cacheControl: false });
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    r.post(
      `/admin/profiles/:id/photos/:slot/${decision}/`,
      {
        onRequest: moderatorGuard,
        schema: {
          tags,
          params: photoParams,
          body: approveBody.optional(),
          response: { 200: adminProfileItem },
        },
      },
      async (req) => {
        const { id, slot } = req.params;
        await decidePendingPhoto(
          deps(),
          moderator(req).userId,
          id,
          slot,
          decision,
          req.body?.remarks || null,
        );
        return moderationItem(db(), id, app.deps.now());
      },
    );
  }

  r.get(
    '/admin/members/',
    {
      onRequest: moderatorGuard,
      schema: { tags, querystring: adminMembersQuery, response: { 200: adminMemberPage } },
    },
    async (req) => searchMembers(db(), req.query),
  );

  r.post(
    '/admin/members/:id/block/',
    {
      onRequest: moderatorGuard,
      schema: { tags, params: idParams, body: blockBody, response: { 200: adminMemberItem } },
    },
    async (req) => blockMember(deps(), moderator(req), req.params.id, req.body.reason),
  );

  r.post(
    '/admin/members/:id/unblock/',
    { onRequest: moderatorGuard, schema: { tags, params: idParams, response: { 200: adminMemberItem } } },
    async (req) => unblockMember(deps(), moderator(req), req.params.id),
  );

  for (const [verb, superuser] of [
    ['promote', true],
    ['demote', false],
  ] as const) {
    r.post(
      `/admin/members/:id/${verb}/`,
      { onRequest: moderatorGuard, schema: { tags, params: idParams, response: { 200: adminMemberItem } } },
      async (req) => setSuperuser(deps(), moderator(req), req.params.id, superuser),
    );
  }

  r.get(
    '/admin/audit/',
    { onRequest: moderatorGuard, schema: { tags, querystring: auditQuery, response: { 200: auditPage } } },
    async (req) => readAuditPage(db(), req.query),
  );

  r.get(
    '/admin/dashboard/',
    { onRequest: moderatorGuard, schema: { tags, response: { 200: dashboard } } },
    async () => readDashboard(db(), app.deps.now()),
  );
}
