/**
 * `PATCH /api/profiles/detail/{userId}/` (SPEC.md section 7): the owner asks for their profile's
 * deletion with a reason (deletion.ts). `{userId}` is the profile id and must be the session's
 * (DESIGN.md D2: 403 otherwise).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteRequestBody, deleteRequestResponse } from '@nikah/shared';
import { idParam } from '../../lib/params';
import { authenticate, memberOf } from '../../plugins/auth';
import { authorize } from '../policy';
import { requestDeletion } from './deletion';

export async function deletionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.patch(
    '/profiles/detail/:userId/',
    {
      onRequest: [authenticate],
      schema: {
        tags: ['accounts'],
        description:
          "Ask for your profile's deletion: `reason_to_delete` (one of DELETE_REASONS) and " +
          "`reason_detail` (required for 'Others', at most 2000 characters). `userId` is your " +
          'profile id. Refused within 7 days of creation (403) and while a request is pending ' +
          '(409). The profile leaves search, lists and the detail of others at once; a moderator ' +
          'completes the deletion.',
        params: z.object({ userId: idParam }),
        body: deleteRequestBody,
        response: { 200: deleteRequestResponse },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const profileId = authorize(memberOf(req), 'actAs', { profileId: req.params.userId });
      return requestDeletion(app.deps.database.db, profileId, req.body, app.deps.now());
    },
  );
}
