/**
 * Saved searches (DESIGN.md D21 and section 3; issue 30): a member keeps up to SAVED_SEARCHES_MAX
 * named filter sets of `GET /api/profiles/list/` (the shared `profileListQuery` rules), and once a
 * day gets one digest of the new approved profiles matching any of them. Matching is the search
 * module's own code (`listConditions`, `withMemberDefaults`), so a saved search finds what the
 * search page would: visible profiles, no blocks either way, never the own profile.
 */
import { and, asc, count, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import { msg, profileListQuery, SAVED_SEARCHES_MAX, type SavedSearchItem } from '@nikah/shared';
import type { Db } from '../../db/client';
import { profiles, savedSearches } from '../../db/schema';
import { detailError } from '../../lib/errors';
import { listConditions } from '../search/filters';
import { searcherOf, withMemberDefaults } from '../search/member-defaults';
import type { Notices } from './service';

type Row = typeof savedSearches.$inferSelect;

/** Most new profiles one saved search counts per digest. */
const MATCHES_MAX = 500;

const present = (r: Row): SavedSearchItem => ({
  id: r.id,
  name: r.name,
  filters: r.filters,
  created: r.createdOn.toISOString(),
});

/** Account `userId`'s saved searches, oldest first. */
export async function listSavedSearches(db: Db, userId: number): Promise<SavedSearchItem[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdOn), asc(savedSearches.id));
  return rows.map(present);
}

/**
 * Saves `filters` (already checked against the list's schema) as `name` for account `userId`; new
 * profiles count from `now`. 400 `{detail}` when the account already keeps SAVED_SEARCHES_MAX.
 */
export async function saveSearch(
  db: Db,
  userId: number,
  body: { name: string; filters: Record<string, string> },
  now: Date,
): Promise<SavedSearchItem> {
  return db.transaction(async (tx) => {
    const [kept] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if ((kept?.n ?? 0) >= SAVED_SEARCHES_MAX) {
      throw detailError(400, msg('lte', { n: SAVED_SEARCHES_MAX }));
    }
    const [row] = await tx
      .insert(savedSearches)
      .values({ userId, name: body.name, filters: body.filters, createdOn: now, checkedUntil: now })
      .returning();
    return present(row!);
  });
}

/** Deletes account `userId`'s saved search `id`; 404 when it has none of that id. */
export async function deleteSavedSearch(db: Db, userId: number, id: number): Promise<void> {
  const gone = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (gone.length === 0) throw detailError(404, msg('notFound'));
}

/** The web app's search page with `filters` filled in. */
export const searchLink = (filters: Record<string, string>) => {
  const q = new URLSearchParams(filters).toString();
  return q ? `/profiles?${q}` : '/profiles';
};

/**
 * The daily digest as of `now`: for each account with saved searches, the visible profiles
 * approved after each search's `checkedUntil` (and by `now`) that match it, counted once across
 * its searches; one `saved-search-matches` notice per account with any, naming the searches that
 * matched. Each search then counts from `now`. Returns the number of accounts told.
 */
export async function sendSavedSearchDigests(db: Db, notices: Notices, now: Date): Promise<number> {
  const all = await db.select().from(savedSearches).orderBy(asc(savedSearches.userId), asc(savedSearches.id));
  const byUser = new Map<number, Row[]>();
  for (const s of all) byUser.set(s.userId, [...(byUser.get(s.userId) ?? []), s]);
  let told = 0;
  for (const [userId, searches] of byUser) {
    const [own] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .limit(1);
    const me = own ? await searcherOf(db, own.id) : undefined;
    const found = new Set<number>();
    const matched: Row[] = [];
    for (const s of searches) {
      const parsed = profileListQuery.safeParse(s.filters);
      if (!parsed.success) continue;
      const q = me ? withMemberDefaults(parsed.data, me, now) : parsed.data;
      const where = and(
        listConditions(q, { now, ...(own ? { ownProfileId: own.id, viewerId: own.id } : {}) }),
        gt(profiles.approvedOn, s.checkedUntil),
        lte(profiles.approvedOn, now),
      );
      const rows = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(where)
        .orderBy(desc(profiles.approvedOn))
        .limit(MATCHES_MAX);
      if (rows.length > 0) matched.push(s);
      for (const r of rows) found.add(r.id);
    }
    await db
      .update(savedSearches)
      .set({ checkedUntil: now })
      .where(
        inArray(
          savedSearches.id,
          searches.map((s) => s.id),
        ),
      );
    if (found.size === 0) continue;
    await notices.notify(
      {
        userId,
        kind: 'saved-search-matches',
        params: { count: String(found.size), names: matched.map((s) => s.name).join(', ') },
        link: searchLink(matched[0]!.filters),
      },
      now,
    );
    told += 1;
  }
  return told;
}
