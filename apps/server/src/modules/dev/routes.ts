/**
 * Development tools (DESIGN.md section 3 and D23), registered only with DEV_OUTBOX=true (which the
 * configuration refuses in production): `GET /api/dev/outbox?to=<username>`, the messages the
 * notifier kept, newest first, so tests can read one-time codes; and `POST /api/dev/approve/{slug}`,
 * which does what a moderator's approval does (moderation/profiles-actions.ts, without an audit
 * entry; the profile is active since signup, DESIGN.md D16), so browser tests can make a new member
 * visible to others. Both answer only clients whose socket address is loopback: any other gets
 * the 404 of a route that does not exist. No route here creates or promotes a superuser (the CLI
 * `npm run create-superuser` does).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { msg } from '@nikah/shared';
import { outbox, profiles } from '../../db/schema';
import { detailError } from '../../lib/errors';
import { slugParam } from '../../lib/params';
import { approveProfile, decidePendingPhoto } from '../moderation/profiles-actions';

const outboxItem = z.object({
  to: z.string(),
  channel: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  created_on: z.string(),
});

/**
 * True for a loopback address as a socket reports it: 127.0.0.0/8, ::1, or 127.x mapped into IPv6.
 * Only the socket's own address counts: X-Forwarded-For (and `req.ip` under TRUST_PROXY) is
 * whatever the client or a proxy wrote.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address);
}

/** The development routes; register under `/api` only when DEV_OUTBOX is on. */
export async function devRoutes(app: FastifyInstance): Promise<void> {
  // Hidden from every client not on this machine: the 404 any unknown path gets.
  app.addHook('onRequest', async (req) => {
    if (!isLoopbackAddress(req.raw.socket.remoteAddress)) throw detailError(404, msg('notFound'));
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        querystring: z.object({ to: z.string().trim().min(1).max(254).optional() }),
        response: { 200: z.object({ results: z.array(outboxItem) }) },
      },
    },
    async (req) => {
      const q = app.deps.database.db.select().from(outbox);
      const rows = await (req.query.to ? q.where(eq(outbox.to, req.query.to)) : q)
        .orderBy(desc(outbox.createdOn), desc(outbox.id))
        .limit(100);
      return {
        results: rows.map((m) => ({
          to: m.to,
          channel: m.channel,
          text: m.text,
          code: m.code,
          created_on: m.createdOn.toISOString(),
        })),
      };
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/approve/:slug',
    {
      schema: {
        tags: ['dev'],
        params: z.object({ slug: slugParam }),
        response: { 200: z.object({ status: z.literal('approved') }) },
      },
    },
    async (req) => {
      const db = app.deps.database.db;
      const [row] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.slug, req.params.slug));
      if (!row) throw detailError(404, msg('notFound'));
      // The moderators' approval without a moderator: no audit entry (moderation/profiles-actions.ts).
      const deps = { db, storage: app.deps.storage, notices: app.deps.notices, now: app.deps.now() };
      await approveProfile(deps, null, row.id, null);
      // Photos waiting for a moderator (D17) are approved too, as a moderator would.
      const [pending] = await db
        .select({ photo1: profiles.photo1Pending, photo2: profiles.photo2Pending })
        .from(profiles)
        .where(eq(profiles.id, row.id));
      for (const [slot, key] of [pending?.photo1, pending?.photo2].entries()) {
        if (key) await decidePendingPhoto(deps, null, row.id, slot, 'approve', null);
      }
      return { status: 'approved' as const };
    },
  );
}
