/**
 * Seeing another member's profile (SPEC.md sections 4, 6 and 7; DESIGN.md D4-D6):
 * - `GET /api/profiles/detail-slug/{slug}?skip-update=&from=`: the profile detail (detail-view.ts),
 *   limited per member and per client address;
 * - `POST /api/profiles/contact/{profile_code}/?from=`: "Show contact", the contact details when
 *   the rules allow, capped per member per day and logged (contacts.ts);
 * - `GET /api/profiles/contact-views/`: the owner's list of who was shown their contact details or
 *   photos ("who viewed my number").
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactDetails, contactViewsResponse, profileDetail } from '@nikah/shared';
import { profileCodeParam, slugParam } from '../../lib/params';
import { authenticate, memberOf } from '../../plugins/auth';
import { detailLimits } from '../policy/limits';
import { listContactViews, revealContact } from './contacts';
import { findProfileByCode } from './detail';
import { viewProfile } from './detail-view';

const fromQuery = z.string().max(20).optional();

export async function detailRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const now = () => app.deps.now();
  const limits = detailLimits(app);

  r.get(
    '/profiles/detail-slug/:slug',
    {
      onRequest: [authenticate],
      preHandler: [limits.perMember],
      config: { rateLimit: limits.perIp },
      schema: {
        tags: ['accounts'],
        description:
          'A profile: every field for its owner (`is_owner: true`); for others card and detail fields ' +
          'and blurred photos, never contact details: `contact_hidden_reason` says whether "Show ' +
          'contact" would answer now (null) or why not (private contact without a proposal, or ' +
          "outside 08:00-22:00 in `contact_time_zone`, the owner's zone, unless `from=proposal` and " +
          'that profile proposed to you). Every view by another member counts one view and a visit ' +
          '(`skip-update` is accepted and changes nothing: the owner is never counted). Limited per ' +
          'member and per address.',
        params: z.object({ slug: slugParam }),
        querystring: z.object({ 'skip-update': z.string().max(10).optional(), from: fromQuery }),
        response: { 200: profileDetail },
      },
    },
    async (req, reply) => {
      // Contact access depends on the hour and on proposals: never reuse a stored answer.
      reply.header('Cache-Control', 'private, no-store');
      return viewProfile(db(), memberOf(req), req.params.slug, {
        fromProposal: req.query.from === 'proposal',
        now: now(),
      });
    },
  );

  r.post(
    '/profiles/contact/:profile_code/',
    {
      onRequest: [authenticate],
      schema: {
        tags: ['discovery'],
        description:
          '"Show contact": contact_of, contact_number, whatsapp_country_code, whatsapp_number and ' +
          'email of a visible profile, when the rules allow (403 `{detail}` otherwise: private ' +
          "contact without a proposal, or outside 08:00-22:00 in the owner's time zone unless " +
          '`from=proposal` and that profile proposed to you). Each reveal is logged for the owner; ' +
          'at most CONTACT_REVEALS_PER_DAY (default 20) per member per 24 hours, then 429. ' +
          '`reveals_left` is null for your own profile.',
        params: z.object({ profile_code: profileCodeParam }),
        querystring: z.object({ from: fromQuery }),
        response: { 200: contactDetails },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const row = await findProfileByCode(db(), req.params.profile_code);
      return revealContact(db(), memberOf(req), row, {
        fromProposal: req.query.from === 'proposal',
        now: now(),
        cap: app.deps.config.CONTACT_REVEALS_PER_DAY,
      });
    },
  );

  r.get(
    '/profiles/contact-views/',
    {
      onRequest: [authenticate],
      schema: {
        tags: ['discovery'],
        description:
          'Who was shown your contact details (`kind: contact`) or original photos (`photos`), ' +
          'latest first (at most 1000); empty for an account without a profile.',
        response: { 200: contactViewsResponse },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const profileId = memberOf(req).profileId;
      if (profileId === null) return { results: [] };
      return listContactViews(db(), profileId);
    },
  );
}
