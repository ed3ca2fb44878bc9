/**
 * `GET /api/profiles/matches/?page=` (issue Discovery), members only: visible opposite-gender
 * profiles that fit the member's expectation_proposal and whose own expectation the member fits,
 * best first, 20 per page, `{results: [cards with visited], count}`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { matchesQuery, profilePage } from '@nikah/shared';
import { authenticate, memberOf } from '../../plugins/auth';
import { listMatches } from './service';

export async function matchesRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/profiles/matches/',
    {
      onRequest: [authenticate],
      schema: {
        tags: ['discovery'],
        description:
          'Profiles that fit your expectations and whose expectations you fit (no expectation fits ' +
          'everyone); explicit two-way matches first, then verified, then recently active.',
        querystring: matchesQuery,
        response: { 200: profilePage },
      },
    },
    async (req) => {
      const id = memberOf(req).profileId;
      if (id === null) return { results: [], count: 0 };
      return listMatches(app.deps.database.db, id, req.query.page, app.deps.now());
    },
  );
}
