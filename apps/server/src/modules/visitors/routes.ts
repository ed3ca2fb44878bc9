/**
 * `GET /api/profiles/profile-visited/user` (SPEC.md sections 2 and 7): the caller's visitors,
 * members only. `{profile_visited: [codes], results: [cards with last_visited_on, visit_count]}`,
 * latest visit first; a member without a profile gets empty lists.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { visitorsResponse } from '@nikah/shared';
import { authenticate, memberOf } from '../../plugins/auth';
import { listVisitors } from './service';

export async function visitorsRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/profiles/profile-visited/user',
    {
      onRequest: [authenticate],
      schema: {
        tags: ['discovery'],
        description: 'Visible members who opened your profile, latest visit first (at most 1000).',
        response: { 200: visitorsResponse },
      },
    },
    async (req) => {
      const member = memberOf(req);
      if (member.profileId === null) return { profile_visited: [], results: [] };
      return listVisitors(app.deps.database.db, member.profileId, app.deps.now());
    },
  );
}
