/**
 * `GET /api/configs/counter/{book|guidelines|homepage}` (SPEC.md section 7): counts the calling
 * browser once a day per page and answers `{count}`, the page's total. The browser is known by a
 * random id in the httpOnly `visitor` cookie, set on its first call; only a keyed hash of that id
 * is stored (never the id or the address). The day comes from `deps.clock` (tests fix it).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COUNTER_PAGES, countResponse } from '@nikah/shared';
import { countVisit, counterDay, pruneVisits, visitorHash } from './service';

/** Name, path and lifetime of the visitor cookie (Chromium caps cookies at 400 days). */
export const VISITOR_COOKIE = 'visitor';
const VISITOR_COOKIE_PATH = '/api/configs/counter';
const VISITOR_COOKIE_DAYS = 400;
/** 16 random bytes, base64url. */
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

/** The browser's visitor id from its cookie; a new one (also set as the cookie) when absent or bad. */
function visitorId(req: FastifyRequest, reply: FastifyReply): string {
  const current = req.cookies[VISITOR_COOKIE];
  if (current && VISITOR_ID.test(current)) return current;
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(VISITOR_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.server.deps.config.NODE_ENV === 'production',
    path: VISITOR_COOKIE_PATH,
    maxAge: VISITOR_COOKIE_DAYS * 86_400,
  });
  return id;
}

export async function counterRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const now = () => app.deps.now();
  // Old rows are removed at most once a day per process.
  let prunedOn = '';

  r.get(
    '/configs/counter/:page',
    {
      schema: {
        tags: ['configs'],
        summary: 'Counts this browser once a day for the page; answers the page total.',
        params: z.object({ page: z.enum(COUNTER_PAGES) }),
        response: { 200: countResponse },
      },
    },
    async (req, reply) => {
      const db = app.deps.database.db;
      const day = counterDay(now());
      const hash = visitorHash(app.deps.serverKey, visitorId(req, reply));
      const count = await countVisit(db, req.params.page, hash, day);
      if (prunedOn !== day) {
        prunedOn = day;
        await pruneVisits(db, day);
      }
      reply.header('Cache-Control', 'no-store');
      return { count };
    },
  );
}
