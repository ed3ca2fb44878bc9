/**
 * What the profile detail of another member adds for its viewer (issue 8): the proposals between
 * them, and whether the viewer blocked or reported the profile. Opening the detail marks the
 * profile's 'Sent' proposals to the viewer Opened first, so the state shown is the new one.
 */
import { and, eq } from 'drizzle-orm';
import type { ProfileRelation } from '@nikah/shared';
import type { Db } from '../../db/client';
import { reports } from '../../db/schema';
import { authorizeNotBlockedBy, blockState } from '../policy';
import { markProposalsOpened, proposalState } from './service';

/** True when member profile `me` reported profile `other`. */
async function reportedBy(db: Db, me: number, other: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.reporterId, me), eq(reports.reportedId, other)))
    .limit(1);
  return Boolean(row);
}

/**
 * The relation of viewer profile `me` (null: an account without a profile) to profile `other`
 * at `now`, for the detail. Throws 404 `{detail: 'No Profile Found!'}` when `other` blocked the
 * viewer (the policy's `authorizeNotBlockedBy`); marks `other`'s Sent proposals to `me` Opened.
 */
export async function relationForDetail(
  db: Db,
  me: number | null,
  other: number,
  now: Date,
): Promise<ProfileRelation> {
  const blocks = await blockState(db, me, other);
  authorizeNotBlockedBy(blocks);
  if (me === null) {
    return { proposal: { sent: null, received: null }, blocked_by_me: false, reported_by_me: false };
  }
  await markProposalsOpened(db, me, other, now);
  const [proposal, reported] = await Promise.all([proposalState(db, me, other), reportedBy(db, me, other)]);
  return { proposal, blocked_by_me: blocks.byMe, reported_by_me: reported };
}
