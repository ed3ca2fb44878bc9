/**
 * Configuration calls of SPEC.md section 7: `GET /api/configs/header-message/`,
 * `blocked-keywords/` and `count/partner-found`; also registers the visitor counters
 * (`configs/counter/{page}`), the feedback form (`POST configs/feedback/`) and the site's contact
 * details (`configs/site/`).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blockedKeywordItem, countResponse, headerMessageItem } from '@nikah/shared';
import { counterRoutes } from '../counters/routes';
import { feedbackRoutes } from './feedback';
import { siteRoutes } from './site-routes';
import * as svc from './service';

/** Registers the configuration calls and the routes listed above. */
export async function configsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  await app.register(counterRoutes);
  await app.register(feedbackRoutes);
  await app.register(siteRoutes);

  r.get(
    '/configs/header-message/',
    { schema: { tags: ['configs'], response: { 200: z.array(headerMessageItem) } } },
    async () => svc.listHeaderMessages(db()),
  );
  r.get(
    '/configs/blocked-keywords/',
    { schema: { tags: ['configs'], response: { 200: z.array(blockedKeywordItem) } } },
    async () => svc.listBlockedKeywords(db()),
  );
  r.get(
    '/configs/count/partner-found',
    { schema: { tags: ['configs'], response: { 200: countResponse } } },
    async () => ({ count: await svc.partnerFoundCount(db()) }),
  );
}
