/**
 * `GET /api/profiles/new-profiles/`: the latest visible profiles (SPEC.md sections 2 and 9). For a
 * member, without the own profile and with the eye mark (`visited`) on each card.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEW_PROFILES_LIMIT, profileCard } from '@nikah/shared';
import { identify } from '../../plugins/auth';
import { markVisited } from '../visitors/service';
import { listNewProfiles } from './service';

export async function profilesRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/profiles/new-profiles/',
    {
      onRequest: [identify],
      schema: { tags: ['profiles'], response: { 200: z.object({ results: z.array(profileCard) }) } },
    },
    async (req) => {
      const db = app.deps.database.db;
      const own = req.member?.profileId ?? null;
      const now = app.deps.now();
      const cards = await listNewProfiles(db, NEW_PROFILES_LIMIT, { excludeId: own, now });
      return { results: await markVisited(db, own, cards) };
    },
  );
}
