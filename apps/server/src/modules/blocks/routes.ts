/**
 * Blocking from a profile (issue 8), members with a profile only (401 without a session, 403 for
 * an account without a profile):
 * - `POST /api/profiles/block/{profile_code}/` blocks: `{blocked: true, message}` (201 when new,
 *   200 when it was already blocked, with 'User already blocked.');
 * - `DELETE` the same path unblocks: `{blocked: false, message}`;
 * - `GET /api/profiles/blocked/`: the profiles I blocked, as cards.
 * A block hides both members from each other's lists and refuses proposals either way; the
 * blocked member gets 404 for the blocker's profile; the blocker can still open it to unblock.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blockResponse, blockedListResponse, messageText, msg } from '@nikah/shared';
import { profileCodeParam } from '../../lib/params';
import { authenticate, memberOf } from '../../plugins/auth';
import { authorize } from '../policy';
import { blockProfile, listBlocked, unblockProfile } from './service';

const params = z.object({ profile_code: profileCodeParam });

export async function blocksRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  r.post(
    '/profiles/block/:profile_code/',
    {
      onRequest: [authenticate],
      schema: {
        tags: ['discovery'],
        description:
          'Blocks a visible profile (201; 200 if it was already blocked). 400 for your own, 404 ' +
          'for an unknown or hidden code.',
        params,
        response: { 200: blockResponse, 201: blockResponse },
      },
    },
    async (req, reply) => {
      const me = authorize(memberOf(req), 'actAs', {});
      const added = await blockProfile(db(), me, req.params.profile_code, app.deps.now());
      return reply
        .status(added ? 201 : 200)
        .send({ blocked: true, message: messageText(msg(added ? 'userBlockedDone' : 'userAlreadyBlocked')) });
    },
  );

  r.delete(
    '/profiles/block/:profile_code/',
    {
      onRequest: [authenticate],
      schema: {
        tags: ['discovery'],
        description: 'Unblocks a profile you blocked; 404 when you had not blocked it.',
        params,
        response: { 200: blockResponse },
      },
    },
    async (req) => {
      await unblockProfile(db(), authorize(memberOf(req), 'actAs', {}), req.params.profile_code);
      return { blocked: false, message: messageText(msg('userUnblocked')) };
    },
  );

  r.get(
    '/profiles/blocked/',
    {
      onRequest: [authenticate],
      schema: {
        tags: ['discovery'],
        description: 'The visible profiles you blocked, latest first (at most 1000).',
        response: { 200: blockedListResponse },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const id = memberOf(req).profileId;
      if (id === null) return { results: [] };
      return listBlocked(db(), id, app.deps.now());
    },
  );
}
