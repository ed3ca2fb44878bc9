/**
 * `GET /api/profiles/list/` (SPEC.md section 7): one page of profile cards matching the filters,
 * with the total count. Pages are `PAGE_SIZE` (20) by default. For a member (`listProfilesFor`)
 * the member defaults apply, the own profile is left out and cards carry the eye mark. The count
 * may come from count-cache.ts (SEARCH_COUNT_CACHE_SECONDS old at most).
 */
import { count, inArray } from 'drizzle-orm';
import type { ProfileCard, ProfileListQuery } from '@nikah/shared';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import type { Member } from '../auth/sessions';
import { visitedAmong } from '../visitors/service';
import { presentCard } from '../../presenters/card';
import { cardColumns } from '../profiles/service';
import { cachedCount } from './count-cache';
import { listConditions, listOrder, type ListContext } from './filters';
import { searcherOf, withMemberDefaults } from './member-defaults';

export interface ProfileListPage {
  results: ProfileCard[];
  count: number;
}

/**
 * Runs the page query and the count query; `ctx` excludes the member's own profile and, with
 * `visitedBy`, sets the eye mark of each card (one more query over the page's ids).
 */
export async function listProfiles(
  db: Db,
  q: ProfileListQuery,
  ctx: ListContext & { visitedBy?: number; countCacheMs?: number } = {},
): Promise<ProfileListPage> {
  const where = listConditions(q, ctx);
  const order = listOrder(q);
  const now = ctx.now ?? new Date();
  // The count depends on the filters, who asks, and the day (ages); not on the page.
  const { page: _page, limit: _limit, ...filters } = q;
  const countKey = JSON.stringify([filters, ctx.ownProfileId, ctx.viewerId, now.toISOString().slice(0, 10)]);
  // Ids first (an index-only scan when the covering index fits), then the cards of that page only:
  // deep pages then skip index entries instead of whole rows.
  const [ids, total] = await Promise.all([
    db
      .select({ id: profiles.id })
      .from(profiles)
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    cachedCount(db, countKey, ctx.countCacheMs ?? 0, now.getTime(), async () => {
      const [row] = await db.select({ n: count() }).from(profiles).where(where);
      return row?.n ?? 0;
    }),
  ]);
  const pageIds = ids.map((r) => r.id);
  const [rows, seen] =
    pageIds.length === 0
      ? [[], new Set<number>()]
      : await Promise.all([
          db
            .select(cardColumns)
            .from(profiles)
            .where(inArray(profiles.id, pageIds))
            .orderBy(...order),
          ctx.visitedBy === undefined ? undefined : visitedAmong(db, ctx.visitedBy, pageIds),
        ]);
  const results = rows.map((r) => {
    const card = presentCard(r, now);
    return seen ? { ...card, visited: seen.has(r.id) } : card;
  });
  return { results, count: total };
}

/**
 * The list as `member` (null for a visitor) sees it at `now`: for a member with a profile, the
 * member defaults of SPEC.md sections 6 and 9, without the own profile, with the eye marks.
 */
export async function listProfilesFor(
  db: Db,
  q: ProfileListQuery,
  member: Member | null,
  now: Date,
  countCacheMs = 0,
): Promise<ProfileListPage> {
  const profileId = member?.profileId ?? null;
  if (profileId === null) return listProfiles(db, q, { now, countCacheMs });
  const me = await searcherOf(db, profileId);
  const query = me ? withMemberDefaults(q, me, now) : q;
  // With the other gender searched the own profile cannot match: no `id <>` condition then, so
  // the count stays an index-only scan of profiles_search_facets_idx (bench/results/search.md).
  const ownCanMatch = !me || query.gender === undefined || query.gender === me.gender;
  return listProfiles(db, query, {
    now,
    ...(ownCanMatch ? { ownProfileId: profileId } : {}),
    viewerId: profileId,
    visitedBy: profileId,
    countCacheMs,
  });
}
