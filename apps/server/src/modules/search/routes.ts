/** `GET /api/profiles/list/`: search and browse (SPEC.md sections 2 and 7, DESIGN.md D4). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileCard, profileListQuery } from '@nikah/shared';
import { listProfiles } from './service';

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/profiles/list/',
    {
      schema: {
        tags: ['search'],
        description:
          'Visible profiles matching every given filter, newest first. `__in` filters take comma-separated display names.',
        querystring: profileListQuery,
        response: { 200: z.object({ results: z.array(profileCard), count: z.number().int() }) },
      },
    },
    async (req) => listProfiles(app.deps.database.db, req.query),
  );
}
