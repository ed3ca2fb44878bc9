/**
 * Development-only routes, registered only outside production (DESIGN.md section 3):
 * `GET /api/dev/outbox?to=<username>`, the messages the notifier sent, newest first, so tests can
 * read one-time codes; and `POST /api/dev/approve/{slug}`, which does what a moderator's approval
 * does (moderation/profiles-actions.ts, without an audit entry; the profile is active since signup,
 * DESIGN.md D16), so browser tests can make a new member visible to others; and `POST /api/dev/superuser/`
 * `{username, password}`, which creates a new superuser account (409 for an existing account that
 * is not a superuser: without a login it never promotes nor resets a password).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { msg, plainAccountName, strongPassword } from '@nikah/shared';
import { outbox, profiles } from '../../db/schema';
import { detailError } from '../../lib/errors';
import { slugParam } from '../../lib/params';
import { approveProfile, decidePendingPhoto } from '../moderation/profiles-actions';
import { createDevSuperuser } from '../auth/superuser';

const outboxItem = z.object({
  to: z.string(),
  channel: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  created_on: z.string(),
});

export async function devRoutes(app: FastifyInstance): Promise<void> {
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
      const deps = { db, storage: app.deps.storage, notifier: app.deps.notifier, now: app.deps.now() };
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

  // `POST /api/dev/superuser/`: a new superuser account for browser tests of the moderation
  // console (the CLI cannot open the embedded database while the server holds it). Unlike the CLI,
  // it never promotes an existing member nor resets a password (409; `createDevSuperuser`).
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/superuser/',
    {
      schema: {
        tags: ['dev'],
        description:
          'Outside production: creates a superuser account; an existing superuser is left as it is; ' +
          '409 for any other existing account.',
        body: z.strictObject({ username: plainAccountName, password: strongPassword }),
        response: { 200: z.object({ created: z.boolean() }) },
      },
    },
    async (req) => {
      const { username, password } = req.body;
      return createDevSuperuser(app.deps.database.db, username, password);
    },
  );
}
