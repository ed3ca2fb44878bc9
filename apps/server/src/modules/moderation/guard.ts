/**
 * The guard of every admin route (DESIGN.md section 3, D24): `authenticate` (401 without a session),
 * then the moderation policy's `authorizeModerator` (403 for a member), then the second factor (403
 * `secondFactorEnrol` or `secondFactorRequired` until this session has passed it), before a body is
 * read. It lives here, not in modules/policy, so the policy stays free of Fastify plugins (the seed
 * and the benchmarks import the policy).
 */
import type { FastifyRequest } from 'fastify';
import { msg } from '@nikah/shared';
import type { Config } from '../../config';
import { detailError } from '../../lib/errors';
import { authenticate } from '../../plugins/auth';
import { authorizeModerator } from '../policy/moderation';
import { sessionSecondFactor } from '../second-factor/service';

/**
 * True when every moderator must have a second factor (DESIGN.md D24): always in production,
 * elsewhere with `ADMIN_2FA=required`. Otherwise only those who enrolled are asked for it.
 */
export const secondFactorRequired = (config: Config): boolean =>
  config.NODE_ENV === 'production' || config.ADMIN_2FA === 'required';

/** onRequest hook after `authenticate`: rejects with 403 unless the session is a superuser's. */
const moderatorOnly = (req: FastifyRequest): Promise<void> =>
  new Promise((resolve) => {
    authorizeModerator(req.member);
    resolve();
  });

/**
 * onRequest hook after `moderatorOnly`: lets the session through when it has passed the second
 * factor, or when its account has none and none is required. Otherwise 403: `secondFactorRequired`
 * (enrolled: enter a code) or `secondFactorEnrol` (required and not enrolled: set it up first).
 */
async function secondFactorPassed(req: FastifyRequest): Promise<void> {
  const member = authorizeModerator(req.member);
  const { config, database } = req.server.deps;
  const state = await sessionSecondFactor(database.db, member);
  if (state.passed) return;
  if (state.enrolled) throw detailError(403, msg('secondFactorRequired'));
  if (secondFactorRequired(config)) throw detailError(403, msg('secondFactorEnrol'));
}

/**
 * The `onRequest` hooks of every admin route: `authenticate` (401 without a session),
 * `authorizeModerator` (403 for a member), then the second factor (403 until passed).
 */
export const moderatorGuard = [authenticate, moderatorOnly, secondFactorPassed];

/**
 * The hooks of the second factor's own routes (`/api/admin/2fa/`), which a moderator reaches before
 * passing it: `authenticate` and `authorizeModerator` only.
 */
export const moderatorSignInGuard = [authenticate, moderatorOnly];
