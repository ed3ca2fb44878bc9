/**
 * Online / last active (issue 10, SPEC.md section 2 "friend chat"): who hears that a member came
 * online or went offline (their friends: an Accepted proposal either way and no block either way),
 * and the `profiles.last_active` time written when a member's first socket connects and when the
 * last one disconnects.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blocks, profiles, proposals } from '../../db/schema';

/** Profile ids of member `profileId`'s friends: Accepted proposal either way, no block either way. */
export async function friendIdsOf(db: Db, profileId: number): Promise<number[]> {
  const other = sql`CASE WHEN ${proposals.senderId} = ${profileId} THEN ${proposals.receiverId} ELSE ${proposals.senderId} END`;
  const rows = await db
    .selectDistinct({ id: sql<number>`${other}`.mapWith(Number) })
    .from(proposals)
    .where(
      sql`${proposals.status} = 'Accepted' AND (${proposals.senderId} = ${profileId} OR ${proposals.receiverId} = ${profileId})
        AND NOT EXISTS (SELECT 1 FROM ${blocks} WHERE (${blocks.blockerId} = ${profileId} AND ${blocks.blockedId} = ${other})
          OR (${blocks.blockerId} = ${other} AND ${blocks.blockedId} = ${profileId}))`,
    );
  return rows.map((r) => r.id);
}

/** Sets `last_active` of the members `profileIds` to `at`. */
export async function touchLastActive(db: Db, profileIds: number[], at: Date): Promise<void> {
  if (profileIds.length === 0) return;
  await db.update(profiles).set({ lastActive: at }).where(inArray(profiles.id, profileIds));
}
