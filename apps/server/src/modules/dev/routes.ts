/**
 * `GET /api/dev/outbox?to=<username>` (DESIGN.md section 3): messages the notifier sent, newest
 * first. Registered only outside production, so tests can read one-time codes.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { outbox } from '../../db/schema';

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
}
