/**
 * Profile account calls of SPEC.md section 7: `POST /api/profiles/create/`,
 * `GET /api/profiles/detail-slug/{slug}?skip-update=`, `PATCH /api/profiles/update/{userId}/` and
 * `GET /api/profiles/update-last-active/`. `{userId}` is the profile id login returns.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_MSG, ownerProfileDetail, profileDetail, sessionResponse, signupForm } from '@nikah/shared';
import { detailError } from '../../lib/errors';
import { accountLimits } from '../../lib/rate-limit';
import { authenticate, memberOf, setSessionCookie } from '../../plugins/auth';
import { resolveTimeZone } from './contacts';
import { findProfileById, toOwnerDetail } from './detail';
import { viewProfile } from './detail-view';
import { createAccount } from './signup';
import { touchLastActive, updateProfile } from './update';

const idParam = z.coerce.number().int().positive().max(2_147_483_647);
const slugParam = z.string().min(1).max(120);

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

  r.get(
    '/profiles/detail-slug/:slug',
    {
      onRequest: [authenticate],
      schema: {
        tags: ['accounts'],
        description:
          'A profile: every field for its owner (`is_owner: true`); for others card and detail fields, ' +
          'blurred photos, contacts only when allowed (`contact_hidden_reason` says why not: private ' +
          'contact without a proposal, or outside 08:00-22:00 in the `X-Timezone` zone, default ' +
          'Asia/Kolkata, unless `from=proposal` and that profile proposed to you). Other views count ' +
          'one view and a visit unless `skip-update=true`.',
        params: z.object({ slug: slugParam }),
        querystring: z.object({
          'skip-update': z.string().max(10).optional(),
          from: z.string().max(20).optional(),
        }),
        response: { 200: profileDetail },
      },
    },
    async (req, reply) => {
      // Contacts depend on the hour and on proposals: never reuse a stored answer.
      reply.header('Cache-Control', 'private, no-store');
      return viewProfile(db(), memberOf(req), req.params.slug, {
        skipUpdate: ['true', '1', 'yes'].includes((req.query['skip-update'] ?? '').toLowerCase()),
        fromProposal: req.query.from === 'proposal',
        timeZone: resolveTimeZone(req.headers['x-timezone']),
        now: app.deps.clock?.() ?? new Date(),
      });
    },
  );

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
