/**
 * The privacy rights' routes (DESIGN.md D22 and section 3 "Privacy rights", issue 31):
 * - `GET /api/profiles/consents/` the notices the member accepted; `POST` accepts the one in force;
 * - `POST /api/profiles/export/` starts "Download my data" (202 `{id}`, 429 past EXPORTS_PER_DAY);
 *   `GET /api/profiles/export/{id}/` 202 `{status}` while it is made, then the ZIP, to its owner
 *   only (404 for anyone else and after EXPORT_LINK_HOURS);
 * - `GET /api/configs/privacy/` the privacy page's settings (grievance officer, periods).
 */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consentForm, consentList, exportStarted, privacySettings, type ExportPending } from '@nikah/shared';
import { authenticate, memberOf } from '../../plugins/auth';
import { listConsents, recordConsent } from './consents';
import { DATA_EXPORT_JOB, exportDownload, startExport } from './export';

/** Browsers and proxies may reuse the settings answer this long (seconds). */
const SETTINGS_MAX_AGE_S = 300;

export async function privacyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['privacy'];
  const config = app.deps.config;
  const settings = {
    grievance_name: config.SITE_GRIEVANCE_NAME ?? null,
    grievance_email: config.SITE_GRIEVANCE_EMAIL ?? null,
    erasure_days: config.ERASURE_DAYS,
    document_retention_days: config.VERIFICATION_DOC_RETENTION_DAYS,
    ip_retention_days: config.IP_RETENTION_DAYS,
    export_link_hours: config.EXPORT_LINK_HOURS,
  };

  r.get(
    '/configs/privacy/',
    {
      schema: {
        tags,
        summary: "The privacy page's settings: the grievance officer (null when unset) and the periods.",
        response: { 200: privacySettings },
      },
    },
    async (_req, reply) => {
      reply.header('Cache-Control', `public, max-age=${SETTINGS_MAX_AGE_S}`);
      return settings;
    },
  );

  r.get(
    '/profiles/consents/',
    {
      onRequest: [authenticate],
      schema: {
        tags,
        summary: 'The consent notices you accepted, newest first.',
        response: { 200: consentList },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { results: await listConsents(db(), memberOf(req).userId) };
    },
  );

  r.post(
    '/profiles/consents/',
    {
      onRequest: [authenticate],
      schema: {
        tags,
        summary: 'Accept the consent notice in force (`version` CONSENT_VERSION) read in `language`.',
        body: consentForm,
        response: { 201: consentList },
      },
    },
    async (req, reply) => {
      const userId = memberOf(req).userId;
      await recordConsent(db(), userId, req.body, app.deps.now());
      reply.code(201);
      return { results: await listConsents(db(), userId) };
    },
  );

  r.post(
    '/profiles/export/',
    {
      onRequest: [authenticate],
      schema: {
        tags,
        summary: 'Start "Download my data": a job makes a ZIP of your data; poll its address.',
        response: { 202: exportStarted },
      },
    },
    async (req, reply) => {
      const id = await startExport(db(), memberOf(req).userId, app.deps.now());
      await app.jobQueue?.send(DATA_EXPORT_JOB, { id });
      reply.code(202).header('Cache-Control', 'private, no-store');
      return { id };
    },
  );

  r.get(
    '/profiles/export/:id/',
    {
      onRequest: [authenticate],
      schema: {
        tags,
        summary: 'Your data export: 202 `{status}` while it is made, then the ZIP (application/zip).',
        description:
          'The ZIP holds your account, profile, proposals, favourites, visits made and received, ' +
          'contact reveals both ways, notifications, chat messages you sent and received and ' +
          'consents as JSON, and your photos and verification documents as files. Only you get ' +
          'it (404 for anyone else), for EXPORT_LINK_HOURS after it was made.',
        params: z.object({ id: z.string().regex(/^[0-9a-f]{32}$/) }),
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const found = await exportDownload(
        { db: db(), storage: app.deps.storage },
        memberOf(req).userId,
        req.params.id,
        app.deps.now(),
      );
      if ('status' in found) return reply.code(202).send({ status: found.status } satisfies ExportPending);
      return reply
        .type('application/zip')
        .header('Content-Disposition', 'attachment; filename="my-nikah-data.zip"')
        .send(fs.createReadStream(found.file));
    },
  );
}
