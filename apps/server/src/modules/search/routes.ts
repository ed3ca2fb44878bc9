/**
 * `GET /api/profiles/list/`: search and browse (SPEC.md sections 2 and 7, DESIGN.md D4). A member's
 * session adds the member defaults (opposite gender, initial age range), leaves the own profile
 * out and marks visited cards (`visited`).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileCard, profileListQuery } from '@nikah/shared';
import { identify } from '../../plugins/auth';
import { listProfilesFor } from './service';

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/profiles/list/',
    {
      onRequest: [identify],
      schema: {
        tags: ['search'],
        description:
          'Visible profiles matching every given filter, newest first. `__in` filters take comma-separated display names. ' +
          'Members: opposite gender unless `gender` is given; without age bounds, 18 to own age (men) or own age to 80 ' +
          '(women); never the own profile; `visited` on each card. `code` look-ups get no defaults.',
        querystring: profileListQuery,
        response: { 200: z.object({ results: z.array(profileCard), count: z.number().int() }) },
      },
    },
    async (req) =>
      listProfilesFor(app.deps.database.db, req.query, req.member, app.deps.clock?.() ?? new Date()),
  );
}
