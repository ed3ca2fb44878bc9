/**
 * Profile account calls of SPEC.md section 7: `POST /api/profiles/create/`,
 * `PATCH /api/profiles/update/{userId}/` and
 * `GET /api/profiles/update-last-active/`. `{userId}` is the profile id login returns.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_MSG, ownerProfileDetail, sessionResponse, signupForm } from '@nikah/shared';
import { detailError } from '../../lib/errors';
import { accountLimits } from '../../lib/rate-limit';
import { authenticate, memberOf, setSessionCookie } from '../../plugins/auth';
import { findProfileById, toOwnerDetail } from './detail';
import { createAccount } from './signup';
import { touchLastActive, updateProfile } from './update';

const idParam = z.coerce.number().int().positive().max(2_147_483_647);

export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const limits = accountLimits(app.deps.config);

  r.post(
    '/profiles/create/',
    {
      config: { rateLimit: limits.codeChecks },
      schema: {
        tags: ['accounts'],
        description:
          'Signup: the whole profile form, username, password and the signup code (`otp`). ' +
          'Creates a pending, inactive profile and logs in (token also set as the `session` cookie).',
        body: signupForm,
        response: { 200: sessionResponse },
      },
    },
    async (req, reply) => {
      const session = await createAccount({ db: db(), key: app.deps.serverKey }, req.body);
      setSessionCookie(reply, session.token);
      return session;
    },
  );

  // `GET /profiles/detail-slug/{slug}` lives in detail-routes.ts with the other views of a profile.

  r.patch(
    '/profiles/update/:userId/',
    {
      onRequest: [authenticate],
      schema: {
        tags: ['accounts'],
        description:
          'The owner updates the whole form (steps 1-4), or `{email}`, or `{expectation_proposal}` ' +
          '(object or JSON string). Sets is_active. Answers the owner view.',
        params: z.object({ userId: idParam }),
        body: z.record(z.string(), z.unknown()),
        response: { 200: ownerProfileDetail },
      },
    },
    async (req) => {
      await updateProfile(db(), memberOf(req), req.params.userId, req.body);
      const row = await findProfileById(db(), req.params.userId);
      if (!row) throw detailError(404, ACCOUNT_MSG.noProfile);
      return toOwnerDetail(row);
    },
  );

  r.get(
    '/profiles/update-last-active/',
    {
      onRequest: [authenticate],
      schema: { tags: ['accounts'], response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async (req) => {
      const member = memberOf(req);
      if (member.profileId !== null) await touchLastActive(db(), member.profileId);
      return { status: 'ok' as const };
    },
  );
}
