/**
 * Favourites (SPEC.md sections 2, 7 and 8), members only (401 without a session):
 * - `PATCH /api/profiles/add-to-favourite/{profile_code}/` adds: `{message: 'Profile Added to favourites.'}`;
 * - `DELETE` the same path removes: `{message: 'Profile removed from favourites.'}`;
 * - `GET /api/profiles/add-to-favourite/user/`: `{favourite_profile_ids: [codes], results: [cards]}`.
 * A member without a profile (a superuser) gets 403 on changes and empty lists.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DISCOVERY_MSG, favouritesResponse, messageResponse } from '@nikah/shared';
import { profileCodeParam } from '../../lib/params';
import { authenticate, memberOf } from '../../plugins/auth';
import { authorize } from '../policy';
import { addFavourite, listFavourites, removeFavourite } from './service';

const params = z.object({ profile_code: profileCodeParam });

export async function favouritesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  r.patch(
    '/profiles/add-to-favourite/:profile_code/',
    {
      onRequest: [authenticate],
      schema: {
        tags: ['discovery'],
        description: 'Adds a visible profile to your favourites (idempotent); 400 for your own.',
        params,
        response: { 200: messageResponse },
      },
    },
    async (req) => {
      await addFavourite(db(), authorize(memberOf(req), 'actAs', {}), req.params.profile_code);
      return { message: DISCOVERY_MSG.favouriteAdded };
    },
  );

  r.delete(
    '/profiles/add-to-favourite/:profile_code/',
    {
      onRequest: [authenticate],
      schema: {
        tags: ['discovery'],
        description: 'Removes a profile from your favourites (idempotent for visible profiles).',
        params,
        response: { 200: messageResponse },
      },
    },
    async (req) => {
      await removeFavourite(db(), authorize(memberOf(req), 'actAs', {}), req.params.profile_code);
      return { message: DISCOVERY_MSG.favouriteRemoved };
    },
  );

  r.get(
    '/profiles/add-to-favourite/user/',
    {
      onRequest: [authenticate],
      schema: {
        tags: ['discovery'],
        description: 'Your visible favourites, latest added first (at most 1000).',
        response: { 200: favouritesResponse },
      },
    },
    async (req) => {
      const id = memberOf(req).profileId;
      if (id === null) return { favourite_profile_ids: [], results: [] };
      return listFavourites(db(), id, app.deps.now());
    },
  );
}
