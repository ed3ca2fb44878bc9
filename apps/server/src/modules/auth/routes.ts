/**
 * Account calls of SPEC.md section 7 with the behaviour of DESIGN.md D1-D3:
 * `POST /api/configs/send-otp/`, `POST /api/profiles/login/`, `logout/`, `verify-user/`,
 * `get-email/` and `set-password/`. Rules live in service.ts and otp.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MSG,
  OTP_VALID_MINUTES,
  isEmailUsername,
  loginForm,
  messageResponse,
  sendOtpForm,
  sessionResponse,
  setPasswordForm,
  statusResponse,
  usernameLookupForm,
  verifyUserResponse,
  msg,
} from '@nikah/shared';
import { HttpError, detailError } from '../../lib/errors';
import { accountLimits } from '../../lib/rate-limit';
import {
  authenticate,
  clearSessionCookie,
  credentialOf,
  fromThisSite,
  memberOf,
  setSessionCookie,
} from '../../plugins/auth';
import { loginGuard } from './login-guard';
import { codeCheckDeps, requestCode } from './otp';
import { revokeToken } from './sessions';
import * as svc from './service';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = () => app.deps;
  const limits = accountLimits(app.deps.config);
  const guard = loginGuard(app.counters, app.deps.config);

  r.post(
    '/configs/send-otp/',
    {
      config: { rateLimit: limits.otpRequests },
      schema: {
        tags: ['accounts'],
        description:
          'Sends a 6-digit code by SMS (mobile username) or e-mail. Never returns the code. ' +
          '`purpose` is signup (default) or reset. A third request within 24 hours gets 429.',
        body: sendOtpForm,
        response: {
          200: z.object({
            message: z.string(),
            channel: z.enum(['sms', 'email']),
            valid_minutes: z.number().int(),
          }),
        },
      },
    },
    async (req) => {
      const { database, serverKey, notifier } = deps();
      await requestCode(
        {
          db: database.db,
          key: serverKey,
          notifier,
          codesPerUsernamePerDay: deps().config.OTP_CODES_PER_USERNAME_PER_DAY,
          log: req.log,
        },
        { username: req.body.username, purpose: req.body.purpose, ip: req.ip, lastCode: req.body.last_otp },
      );
      return {
        message: ACCOUNT_MSG.otpSent,
        channel: isEmailUsername(req.body.username) ? ('email' as const) : ('sms' as const),
        valid_minutes: OTP_VALID_MINUTES,
      };
    },
  );

  r.post(
    '/profiles/login/',
    {
      config: { rateLimit: limits.login },
      schema: {
        tags: ['accounts'],
        description:
          'Starts a session: the token for `Authorization: Token <token>`, also set as the `session` cookie.',
        body: loginForm,
        response: { 200: sessionResponse },
      },
    },
    async (req, reply) => {
      const { username } = req.body;
      const block = await guard.check(req.ip, username);
      if (block) {
        reply.header('Retry-After', String(block.retryAfterSeconds));
        throw detailError(429, msg('tooManyRequests'));
      }
      // The try already counts as a failure (guard.check): only the right password takes it back,
      // also for a blocked profile (403), whose password was right.
      let session;
      try {
        session = await svc.login(deps().database.db, req.body);
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 403) await guard.cleared(username);
        throw err;
      }
      await guard.cleared(username);
      setSessionCookie(reply, session.token);
      return session;
    },
  );

  r.post(
    '/profiles/logout/',
    {
      schema: {
        tags: ['accounts'],
        description: 'Ends the session of the request, if any.',
        response: { 200: messageResponse },
      },
    },
    async (req, reply) => {
      const credential = credentialOf(req);
      // Logout reads the credential itself (it must work with a revoked token), so it applies the
      // cookie-write rule of plugins/auth.ts here: another site cannot sign a member out.
      if (credential?.from === 'cookie' && !fromThisSite(req)) throw detailError(403, msg('forbidden'));
      if (credential?.token) await revokeToken(deps().database.db, credential.token);
      clearSessionCookie(reply);
      return { message: ACCOUNT_MSG.loggedOut };
    },
  );

  r.post(
    '/profiles/verify-user/',
    {
      config: { rateLimit: limits.lookups },
      schema: { tags: ['accounts'], body: usernameLookupForm, response: { 200: verifyUserResponse } },
    },
    async (req) => svc.verifyUser(deps().database.db, req.body.username),
  );

  r.post(
    '/profiles/get-email/',
    {
      onRequest: [authenticate],
      config: { rateLimit: limits.lookups },
      schema: {
        tags: ['accounts'],
        description:
          "The e-mail of the session's own account; 403 for any other username (no hint to strangers).",
        body: usernameLookupForm,
        response: { 200: z.object({ email: z.string().nullable() }) },
      },
    },
    async (req) => svc.getEmail(deps().database.db, req.body.username, memberOf(req)),
  );

  r.post(
    '/profiles/set-password/',
    {
      config: { rateLimit: limits.codeChecks },
      schema: {
        tags: ['accounts'],
        description:
          'Forgot password: a reset code (send-otp with purpose reset) and the new password. Ends every session.',
        body: setPasswordForm,
        response: { 200: statusResponse },
      },
    },
    async (req) => {
      const done = await svc.setPassword(codeCheckDeps(app), req.body, req.ip);
      // The reset proved the phone or mailbox: the owner need not wait out a stranger's failures.
      await guard.cleared(req.body.username);
      return done;
    },
  );
}
