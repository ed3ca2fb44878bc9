/** `GET /api/profiles/new-profiles/`: the latest visible profiles (SPEC.md sections 2 and 9). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEW_PROFILES_LIMIT, profileCard } from '@nikah/shared';
import { listNewProfiles } from './service';

export async function profilesRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/profiles/new-profiles/',
      { schema: { tags: ['profiles'], response: { 200: z.object({ results: z.array(profileCard) }) } } },
      async () => ({ results: await listNewProfiles(app.deps.database.db, NEW_PROFILES_LIMIT) }),
    );
}
