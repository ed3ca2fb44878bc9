/**
 * `GET /api/profiles/list/`: search and browse (SPEC.md sections 2 and 7, DESIGN.md D4). A member's
 * session adds the member defaults (opposite gender, initial age range), leaves the own profile
 * out and marks visited cards (`visited`). Against scraping (issue 13 defect 12): pages of at most
 * 20 cards for visitors and 50 for members (1000 only for a member's look-up by `code=`,
 * `listLimitMax`), and limits per client address and per member.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listLimitMax, profileCard, profileListQuery, msg } from '@nikah/shared';
import { fieldError } from '../../lib/errors';
import { identify } from '../../plugins/auth';
import { listLimits } from '../policy/limits';
import { listProfilesFor } from './service';

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const limits = listLimits(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/profiles/list/',
    {
      onRequest: [identify],
      preHandler: [limits.perMember],
      config: { rateLimit: limits.perIp },
      schema: {
        tags: ['search'],
        description:
          'Visible profiles matching every given filter, newest first. `__in` filters take comma-separated display names. ' +
          'Members: opposite gender unless `gender` is given; without age bounds, 18 to own age (men) or own age to 80 ' +
          '(women); never the own profile; `visited` on each card. `code` look-ups get no defaults. `limit`: at most ' +
          '20 for visitors, 50 for members, 1000 for a member with `code`. Limited per address and per member.',
        querystring: profileListQuery,
        response: { 200: z.object({ results: z.array(profileCard), count: z.number().int() }) },
      },
    },
    async (req) => {
      const max = listLimitMax({ member: req.member !== null, byCode: req.query.code !== undefined });
      if (req.query.limit > max) {
        throw fieldError('limit', msg('lte', { n: max }));
      }
      return listProfilesFor(
        app.deps.database.db,
        req.query,
        req.member,
        app.deps.now(),
        app.deps.config.SEARCH_COUNT_CACHE_SECONDS * 1000,
      );
    },
  );
}
