/**
 * The guard of every admin route (DESIGN.md section 3): `authenticate` (401 without a session),
 * then the moderation policy's `authorizeModerator` (403 for a member), before a body is read.
 * It lives here, not in modules/policy, so the policy stays free of Fastify plugins (the seed and
 * the benchmarks import the policy).
 */
import type { FastifyRequest } from 'fastify';
import { authenticate } from '../../plugins/auth';
import { authorizeModerator } from '../policy/moderation';

/** onRequest hook after `authenticate`: rejects with 403 unless the session is a superuser's. */
const moderatorOnly = (req: FastifyRequest): Promise<void> =>
  new Promise((resolve) => {
    authorizeModerator(req.member);
    resolve();
  });

/**
 * The `onRequest` hooks of every admin route: `authenticate` (401 without a session), then
 * `authorizeModerator` (403 for a member), before a body is read.
 */
export const moderatorGuard = [authenticate, moderatorOnly];
