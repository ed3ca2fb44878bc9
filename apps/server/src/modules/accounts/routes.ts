/**
 * Profile account calls of SPEC.md section 7: `POST /api/profiles/create/`,
 * `PATCH /api/profiles/update/{userId}/` and `GET /api/profiles/update-last-active/`, and the
 * Hide/Show switch `PATCH /api/profiles/visibility/` (DESIGN.md D16). `{userId}` is the profile id
 * login returns.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  lastActiveResponse,
  ownerProfileDetail,
  profileUpdateBody,
  sessionResponse,
  signupForm,
  visibilityForm,
  visibilityResponse,
} from '@nikah/shared';
import { idParam } from '../../lib/params';
import { accountLimits } from '../../lib/rate-limit';
import { authenticate, memberOf, setSessionCookie } from '../../plugins/auth';
import { codeCheckDeps } from '../auth/otp';
import { createAccount } from './signup';
import { setProfileVisibility, touchLastActive, updateProfile } from './update';

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
          'Creates an active profile pending approval (DESIGN.md D16) and logs in (token also set as ' +
          'the `session` cookie).',
        body: signupForm,
        response: { 200: sessionResponse },
      },
    },
    async (req, reply) => {
      const session = await createAccount({ ...codeCheckDeps(app), today: app.deps.now() }, req.body, req.ip);
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
          '(object or JSON string); which one is told by the keys. Leaves is_active as it is ' +
          '(`PATCH /profiles/visibility/` changes it). Answers the owner view.',
        params: z.object({ userId: idParam }),
        body: profileUpdateBody,
        response: { 200: ownerProfileDetail },
      },
    },
    async (req) => updateProfile(db(), memberOf(req), req.params.userId, req.body, app.deps.now()),
  );

  r.patch(
    '/profiles/visibility/',
    {
      onRequest: [authenticate],
      schema: {
        tags: ['accounts'],
        description:
          "Hides (`false`) or shows (`true`) the session's own profile (DESIGN.md D16). Others see " +
          'it only when it is also approved.',
        body: visibilityForm,
        response: { 200: visibilityResponse },
      },
    },
    async (req) => setProfileVisibility(db(), memberOf(req), req.body.is_active),
  );

  r.get(
    '/profiles/update-last-active/',
    {
      onRequest: [authenticate],
      schema: { tags: ['accounts'], response: { 200: lastActiveResponse } },
    },
    async (req) => {
      const member = memberOf(req);
      if (member.profileId !== null) await touchLastActive(db(), member.profileId);
      return { status: 'ok' as const };
    },
  );
}
