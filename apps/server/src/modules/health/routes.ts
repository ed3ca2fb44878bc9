/** `GET /healthz`: `{"status":"ok"}` once the database answers (DESIGN.md section 3). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { msg } from '@nikah/shared';
import { sendDetail } from '../../lib/errors';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ detail: z.string() }) },
      },
    },
    async (_req, reply) => {
      try {
        await app.deps.database.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch {
        return sendDetail(reply, 503, msg('databaseNotReady'));
      }
    },
  );
}
