/**
 * Blocking from a profile (issue 8; the `blocks` table, which the chat reuses): block, unblock and
 * the blocker's list. What a block hides is the policy's (modules/policy/blocks.ts).
 */
import { and, desc, eq } from 'drizzle-orm';
import { LOOKUP_LIMIT, msg, type BlockedListResponse } from '@nikah/shared';
import type { Db } from '../../db/client';
import { blocks, profiles } from '../../db/schema';
import { detailError } from '../../lib/errors';
import { presentCard } from '../../presenters/card';
import { cardColumns } from '../profiles/service';
import { VISIBLE_PROFILE_SQL } from '../policy';
import { profileByCode } from '../profiles/by-code';

/**
 * Member profile `me` blocks the profile with code `code` at `now`. Returns false when it was
 * already blocked (nothing changes). Errors: 400 for one's own profile; 404 'No Profile Found!'
 * for an unknown or hidden code.
 */
export async function blockProfile(db: Db, me: number, code: string, now: Date): Promise<boolean> {
  const target = await profileByCode(db, code);
  if (target?.id === me) throw detailError(400, msg('blockSelf'));
  if (!target?.visible) throw detailError(404, msg('noProfile'));
  const added = await db
    .insert(blocks)
    .values({ blockerId: me, blockedId: target.id, createdOn: now })
    .onConflictDoNothing()
    .returning({ id: blocks.blockedId });
  return added.length > 0;
}

/**
 * Member profile `me` unblocks the profile with code `code` (hidden or not). Errors: 404 'No
 * Profile Found!' for an unknown code, 404 'This profile is not blocked.' when `me` had not blocked it.
 */
export async function unblockProfile(db: Db, me: number, code: string): Promise<void> {
  const target = await profileByCode(db, code);
  if (!target) throw detailError(404, msg('noProfile'));
  const removed = await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, me), eq(blocks.blockedId, target.id)))
    .returning({ id: blocks.blockedId });
  if (removed.length === 0) throw detailError(404, msg('notBlocked'));
}

/** The visible profiles member profile `me` blocked, latest first, at most LOOKUP_LIMIT, as cards. */
export async function listBlocked(db: Db, me: number, now: Date): Promise<BlockedListResponse> {
  const rows = await db
    .select(cardColumns)
    .from(blocks)
    .innerJoin(profiles, eq(profiles.id, blocks.blockedId))
    .where(and(eq(blocks.blockerId, me), VISIBLE_PROFILE_SQL))
    .orderBy(desc(blocks.createdOn), desc(blocks.blockedId))
    .limit(LOOKUP_LIMIT);
  return { results: rows.map((r) => presentCard(r, now)) };
}
