/**
 * The moderators' second factor (DESIGN.md D24, issue 28), superusers only (401 visitor, 403 member),
 * reachable before the factor is passed (every other /api/admin/ route waits for it, guard.ts):
 * - `GET /api/admin/2fa/`: `{enrolled, required, passed, recovery_codes_left}`
 * - `POST /api/admin/2fa/enrol/`: a new secret waiting for its first code `{secret, otpauth_uri, qr_image}`
 * - `POST /api/admin/2fa/confirm/` `{code}`: the factor is on; `{recovery_codes}` (shown this once)
 * - `POST /api/admin/2fa/verify/` `{code}`: this session passes (authenticator or recovery code)
 * - `POST /api/admin/2fa/disable/` `{code}`: the factor is off
 * Codes are limited per account (tries.ts): past the limit 429 with Retry-After, before any check.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  msg,
  secondFactorCodeBody,
  secondFactorConfirmed,
  secondFactorDisabled,
  secondFactorEnrolment,
  secondFactorStatus,
  secondFactorVerified,
} from '@nikah/shared';
import { detailError } from '../../lib/errors';
import type { Member } from '../auth/sessions';
import { moderatorSignInGuard, secondFactorRequired } from '../moderation/guard';
import { authorizeModerator } from '../policy/moderation';
import {
  confirmEnrolment,
  disableSecondFactor,
  recoveryCodesLeft,
  sessionSecondFactor,
  startEnrolment,
  verifySession,
} from './service';
import { secondFactorTries } from './tries';

export async function secondFactorRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const ctx = () => ({ db: app.deps.database.db, serverKey: app.deps.serverKey, now: app.deps.now() });
  const tries = secondFactorTries(app.counters, app.deps.config);

  /** Runs `check` (which spends a code) within the account's limit of tries. */
  async function limited<T>(member: Member, reply: FastifyReply, check: () => Promise<T>): Promise<T> {
    const wait = await tries.take(member.userId);
    if (wait !== undefined) {
      reply.header('Retry-After', String(wait));
      throw detailError(429, msg('tooManyRequests'));
    }
    const result = await check();
    await tries.clear(member.userId);
    return result;
  }

  r.get(
    '/admin/2fa/',
    {
      onRequest: moderatorSignInGuard,
      schema: {
        tags,
        description: 'Your second factor and this session.',
        response: { 200: secondFactorStatus },
      },
    },
    async (req, reply) => {
      const member = authorizeModerator(req.member);
      const db = app.deps.database.db;
      const state = await sessionSecondFactor(db, member);
      const required = secondFactorRequired(app.deps.config);
      reply.header('Cache-Control', 'private, no-store');
      return {
        enrolled: state.enrolled,
        required,
        passed: state.passed || (!state.enrolled && !required),
        recovery_codes_left: state.enrolled ? await recoveryCodesLeft(db, member.userId) : 0,
      };
    },
  );

  r.post(
    '/admin/2fa/enrol/',
    {
      onRequest: moderatorSignInGuard,
      schema: {
        tags,
        description:
          'Starts setting up the authenticator app: a new secret and its QR code (409 when already on).',
        response: { 200: secondFactorEnrolment },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return startEnrolment(ctx(), authorizeModerator(req.member));
    },
  );

  r.post(
    '/admin/2fa/confirm/',
    {
      onRequest: moderatorSignInGuard,
      schema: {
        tags,
        description: "Confirms the set-up with the app's first code; answers the 10 recovery codes, once.",
        body: secondFactorCodeBody,
        response: { 200: secondFactorConfirmed },
      },
    },
    async (req, reply) => {
      const member = authorizeModerator(req.member);
      reply.header('Cache-Control', 'private, no-store');
      const codes = await limited(member, reply, () => confirmEnrolment(ctx(), member, req.body.code));
      return { recovery_codes: codes };
    },
  );

  r.post(
    '/admin/2fa/verify/',
    {
      onRequest: moderatorSignInGuard,
      schema: {
        tags,
        description: 'Passes the second factor for this session with an app code or an unused recovery code.',
        body: secondFactorCodeBody,
        response: { 200: secondFactorVerified },
      },
    },
    async (req, reply) => {
      const member = authorizeModerator(req.member);
      const left = await limited(member, reply, () => verifySession(ctx(), member, req.body.code));
      return { passed: true as const, recovery_codes_left: left };
    },
  );

  r.post(
    '/admin/2fa/disable/',
    {
      onRequest: moderatorSignInGuard,
      schema: {
        tags,
        description: 'Turns the second factor off, with an app code or a recovery code.',
        body: secondFactorCodeBody,
        response: { 200: secondFactorDisabled },
      },
    },
    async (req, reply) => {
      const member = authorizeModerator(req.member);
      await limited(member, reply, () => disableSecondFactor(ctx(), member, req.body.code));
      return { enrolled: false as const };
    },
  );
}
