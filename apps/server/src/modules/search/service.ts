/**
 * `GET /api/profiles/list/` (SPEC.md section 7): one page of profile cards matching the filters,
 * with the total count. Pages are `PAGE_SIZE` (20) by default.
 */
import { count, inArray } from 'drizzle-orm';
import type { ProfileCard, ProfileListQuery } from '@nikah/shared';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { toProfileCard } from '../profiles/card';
import { cardColumns } from '../profiles/service';
import { listConditions, listOrder, type ListContext } from './filters';

export interface ProfileListPage {
  results: ProfileCard[];
  count: number;
}

/** Runs the page query and the count query; `ctx` excludes the member's own profile. */
export async function listProfiles(
  db: Db,
  q: ProfileListQuery,
  ctx: ListContext = {},
): Promise<ProfileListPage> {
  const where = listConditions(q, ctx);
  const order = listOrder(q);
  // Ids first (an index-only scan when the covering index fits), then the cards of that page only:
  // deep pages then skip index entries instead of whole rows.
  const [ids, [total]] = await Promise.all([
    db
      .select({ id: profiles.id })
      .from(profiles)
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(profiles).where(where),
  ]);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select(cardColumns)
          .from(profiles)
          .where(
            inArray(
              profiles.id,
              ids.map((r) => r.id),
            ),
          )
          .orderBy(...order);
  const now = ctx.now ?? new Date();
  return { results: rows.map((r) => toProfileCard(r, now)), count: total?.n ?? 0 };
}
