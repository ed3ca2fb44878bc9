/**
 * Visits (SPEC.md sections 2, 4 and 7): a member opening another's profile adds one to their visit
 * row (`visits`: count and last time) and to the profile's view_count; the owner lists who came
 * (`profile-visited/user`), and every list of cards a member sees carries the eye mark (`visited`)
 * on the profiles they opened, read with one query per page.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { LOOKUP_LIMIT, type ProfileCard, type VisitorsResponse } from '@nikah/shared';
import type { Db } from '../../db/client';
import { profiles, visits } from '../../db/schema';
import { VISIBLE_PROFILE_SQL, notBlockedWith } from '../policy';
import { presentCard } from '../../presenters/card';
import { cardColumns } from '../profiles/service';

/**
 * Counts one view of profile `profileId`: view_count + 1, and for a viewer with a profile the
 * visit row (created with count 1, else count + 1) with last_visited_on = `now`. One transaction.
 */
export async function recordView(
  db: Db,
  viewerId: number | null,
  profileId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ viewCount: sql`${profiles.viewCount} + 1` })
      .where(eq(profiles.id, profileId));
    if (viewerId === null || viewerId === profileId) return;
    await tx
      .insert(visits)
      .values({ visitorId: viewerId, visitedId: profileId, visitCount: 1, lastVisitedOn: now })
      .onConflictDoUpdate({
        target: [visits.visitorId, visits.visitedId],
        set: { visitCount: sql`${visits.visitCount} + 1`, lastVisitedOn: now },
      });
  });
}

/** Which of profiles `ids` member profile `viewerId` has visited (one query). */
export async function visitedAmong(db: Db, viewerId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: visits.visitedId })
    .from(visits)
    .where(and(eq(visits.visitorId, viewerId), inArray(visits.visitedId, [...new Set(ids)])));
  return new Set(rows.map((r) => r.id));
}

/**
 * `cards` with `visited` set for member profile `viewerId`; unchanged (no `visited` field) when
 * there is no viewer profile (visitors, or a member without a profile).
 */
export async function markVisited<T extends ProfileCard>(
  db: Db,
  viewerId: number | null | undefined,
  cards: T[],
): Promise<T[]> {
  if (viewerId === null || viewerId === undefined) return cards;
  const seen = await visitedAmong(
    db,
    viewerId,
    cards.map((c) => c.id),
  );
  return cards.map((c) => ({ ...c, visited: seen.has(c.id) }));
}

/**
 * Who opened profile `profileId`: visible visitors only (DESIGN.md D4), none blocked either way,
 * latest visit first, at most LOOKUP_LIMIT; their codes and their cards with last_visited_on,
 * visit_count and the eye mark.
 */
export async function listVisitors(db: Db, profileId: number, now: Date): Promise<VisitorsResponse> {
  const rows = await db
    .select({ ...cardColumns, lastVisitedOn: visits.lastVisitedOn, visitCount: visits.visitCount })
    .from(visits)
    .innerJoin(profiles, eq(profiles.id, visits.visitorId))
    .where(and(eq(visits.visitedId, profileId), VISIBLE_PROFILE_SQL, notBlockedWith(profileId)))
    .orderBy(desc(visits.lastVisitedOn), desc(visits.visitorId))
    .limit(LOOKUP_LIMIT);
  const cards = rows.map((r) => ({
    ...presentCard(r, now),
    last_visited_on: r.lastVisitedOn.toISOString(),
    visit_count: r.visitCount,
  }));
  return {
    profile_visited: cards.map((c) => c.profile_code),
    results: await markVisited(db, profileId, cards),
  };
}
