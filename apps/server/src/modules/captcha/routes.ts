/**
 * The photo captcha (SPEC.md sections 4 and 5, DESIGN.md D5), members only:
 * - `GET /api/profiles/captcha/` issues `{captcha_id, question: 'a + b', expires_on}`;
 * - `POST /api/profiles/captcha/` `{captcha_id, answer, slug}`: a right answer gives short-lived
 *   links to the original photos of `slug` for the caller (`{photos, photo_1, photo_2,
 *   expires_on}`); a wrong one 400 `{answer: ['Wrong value']}`; an unknown, used or expired
 *   question 400 `{captcha_id: [...]}`; an unknown or hidden profile 404 `{detail: 'No Profile Found!'}`.
 * The arithmetic is about intent, not bots (SPEC.md), so a script solves it: right answers are
 * capped per member per 24 hours (PHOTO_REVEALS_PER_DAY, then 429) and logged with the contact
 * reveals for the owner's "who viewed" list; each route is limited per client address
 * (RATE_LIMIT_CAPTCHA_PER_MINUTE).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { captchaAnswer, captchaChallenge, captchaPhotos, msg } from '@nikah/shared';
import { fieldError } from '../../lib/errors';
import { authenticate, memberOf } from '../../plugins/auth';
import { recordReveal } from '../accounts/contacts';
import { findProfileBySlug } from '../accounts/detail';
import { authorizeProfile, isOwner } from '../policy';
import { blockState, authorizeNotBlockedBy } from '../policy/blocks';
import { captchaLimit } from '../policy/limits';
import { answerCaptcha, issueCaptcha } from './service';
import { signedPhotoLinks } from './photo-links';

export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = () => ({
    db: app.deps.database.db,
    key: app.deps.serverKey,
    now: app.deps.now(),
  });
  const perAddress = captchaLimit(app);

  r.get(
    '/profiles/captcha/',
    {
      onRequest: [authenticate],
      config: { rateLimit: perAddress },
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
      config: { rateLimit: perAddress },
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
      const row = authorizeProfile(member, await findProfileBySlug(d.db, req.body.slug));
      // A member the owner blocked gets the same 404 as for a hidden profile, and no originals.
      authorizeNotBlockedBy(await blockState(d.db, member.profileId, row.id));
      const outcome = await answerCaptcha(d, member.userId, req.body.captcha_id, req.body.answer);
      if (outcome === 'expired') throw fieldError('captcha_id', msg('captchaExpired'));
      if (outcome === 'wrong') throw fieldError('answer', msg('wrongValue'));
      if (!isOwner(member, row)) {
        const cap = app.deps.config.PHOTO_REVEALS_PER_DAY;
        await recordReveal(d.db, member, row.id, 'photos', {
          cap,
          capMessage: msg('photoCap', { n: cap }),
          now: d.now,
        });
      }
      return signedPhotoLinks(d.key, row, member.userId, d.now);
    },
  );
}
