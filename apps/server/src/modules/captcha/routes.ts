/**
 * The photo captcha (SPEC.md sections 4 and 5, DESIGN.md D5), members only:
 * - `GET /api/profiles/captcha/` issues `{captcha_id, question: 'a + b', expires_on}`;
 * - `POST /api/profiles/captcha/` `{captcha_id, answer, slug}`: a right answer gives short-lived
 *   links to the original photos of `slug` for the caller (`{photos, photo_1, photo_2,
 *   expires_on}`); a wrong one 400 `{answer: ['Wrong value']}`; an unknown, used or expired
 *   question 400 `{captcha_id: [...]}`; an unknown or hidden profile 404 `{detail: 'No Profile Found!'}`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_MSG, DISCOVERY_MSG, captchaAnswer, captchaChallenge, captchaPhotos } from '@nikah/shared';
import { detailError, fieldError } from '../../lib/errors';
import { authenticate, memberOf } from '../../plugins/auth';
import { findProfileBySlug, isVisible } from '../accounts/detail';
import { answerCaptcha, issueCaptcha } from './service';
import { signedPhotoLinks } from './photo-links';

/** Captcha calls per client address per minute (each route): far above what a person needs. */
const CAPTCHA_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = () => ({
    db: app.deps.database.db,
    key: app.deps.serverKey,
    now: app.deps.clock?.() ?? new Date(),
  });

  r.get(
    '/profiles/captcha/',
    {
      onRequest: [authenticate],
      config: { rateLimit: CAPTCHA_RATE_LIMIT },
      schema: {
        tags: ['discovery'],
        description: 'A new arithmetic question (two digits 0-9), answerable once within 10 minutes.',
        response: { 200: captchaChallenge },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return issueCaptcha(deps(), memberOf(req).userId);
    },
  );

  r.post(
    '/profiles/captcha/',
    {
      onRequest: [authenticate],
      config: { rateLimit: CAPTCHA_RATE_LIMIT },
      schema: {
        tags: ['discovery'],
        description:
          'Answers a question for the photos of profile `slug`. Right: links to the originals, ' +
          'valid 10 minutes for the caller only. Any answer uses the question up.',
        body: captchaAnswer,
        response: { 200: captchaPhotos },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const member = memberOf(req);
      const d = deps();
      const row = await findProfileBySlug(d.db, req.body.slug);
      const owner = row !== undefined && row.userId !== null && row.userId === member.userId;
      if (!row || (!owner && !isVisible(row))) throw detailError(404, ACCOUNT_MSG.noProfile);
      const outcome = await answerCaptcha(d, member.userId, req.body.captcha_id, req.body.answer);
      if (outcome === 'expired') throw fieldError('captcha_id', DISCOVERY_MSG.captchaExpired);
      if (outcome === 'wrong') throw fieldError('answer', DISCOVERY_MSG.wrongValue);
      return signedPhotoLinks(d.key, row, member.userId, d.now);
    },
  );
}
