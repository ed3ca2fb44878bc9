/**
 * The friend list and the per-friend calls of the chat (SPEC.md sections 3, 4 and 7; DESIGN.md
 * D2, D5, D7, D19; issue 10): friends with their last message and unread count, block status,
 * block and unblock (the same `blocks` table and service as modules/blocks), verification status
 * and the chat guidelines agreement.
 */
import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import {
  messageText,
  msg,
  type BlockStatusResponse,
  type ChatBlockResponse,
  type FriendItem,
  type GuidelinesResponse,
} from '@nikah/shared';
import type { Db } from '../../db/client';
import { blocks, chatMessages, guardians, profiles } from '../../db/schema';
import { HttpError, detailError } from '../../lib/errors';
import type { Member } from '../auth/sessions';
import { blockProfile, unblockProfile } from '../blocks/service';
import { acceptedPairSql, authorize, blockState, notLeavingSql } from '../policy';
import { cardThumbnail } from '../../presenters/card';
import type { RealtimeHub } from '../realtime/hub';
import { toChatMessage, unreadCountsOf } from './service';

/** Most friends listed. */
const FRIENDS_MAX = 1000;

/**
 * The friends of the caller (`senderId`, else 403): members with an Accepted proposal either way,
 * except those who blocked the caller (a block hides the blocker) and those whose deletion is
 * pending or done (policy/leaving.ts; a leaver still sees their friends); those the caller blocked stay,
 * marked `blocked`, so the chat can offer Unblock. Each with the card image (D5), last message,
 * unread count, presence and whether a guardian of either side reads the chat (D19). Latest
 * conversation first, then by name.
 */
export async function listFriends(
  db: Db,
  actor: Member,
  senderId: number,
  hub: RealtimeHub,
): Promise<FriendItem[]> {
  const me = authorize(actor, 'actAs', { profileId: senderId });
  // Drizzle writes a column of a one-table select list without its table ("id"), which inside a
  // subquery names the subquery's own column when it has one (guardians.id): the friend's id is
  // spelled out in full there.
  const friend = sql`${profiles}.${sql.identifier(profiles.id.name)}`;
  const rows = await db
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      slug: profiles.slug,
      gender: profiles.gender,
      avatarSeed: profiles.avatarSeed,
      photo1: profiles.photo1,
      photo2: profiles.photo2,
      lastActive: profiles.lastActive,
      blocked: sql<boolean>`EXISTS (SELECT 1 FROM ${blocks} WHERE ${blocks.blockerId} = ${me} AND ${blocks.blockedId} = ${friend})`,
      guardian: sql<boolean>`EXISTS (SELECT 1 FROM ${guardians} WHERE ${guardians.status} = 'active' AND ${guardians.memberProfileId} IN (${me}, ${friend}))`,
    })
    .from(profiles)
    .where(
      and(
        ne(profiles.id, me),
        acceptedPairSql(me, sql`${profiles.id}`),
        sql`NOT EXISTS (SELECT 1 FROM ${blocks} WHERE ${blocks.blockerId} = ${profiles.id} AND ${blocks.blockedId} = ${me})`,
        sql`coalesce(${profiles.deletionStatus}, '') <> 'completed'`,
        // A friend whose deletion is pending is gone for others at once (policy/leaving.ts).
        notLeavingSql(),
      ),
    )
    .orderBy(asc(profiles.fullName), asc(profiles.id))
    .limit(FRIENDS_MAX);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // Every row involves me, so the unordered pair names the friend (and needs no parameter, which
  // DISTINCT ON and ORDER BY must share).
  const lo = sql`least(${chatMessages.senderId}, ${chatMessages.receiverId})`;
  const hi = sql`greatest(${chatMessages.senderId}, ${chatMessages.receiverId})`;
  const [lastRows, unread, online] = await Promise.all([
    db
      .selectDistinctOn([lo, hi])
      .from(chatMessages)
      .where(
        or(
          and(eq(chatMessages.senderId, me), inArray(chatMessages.receiverId, ids)),
          and(eq(chatMessages.receiverId, me), inArray(chatMessages.senderId, ids)),
        ),
      )
      .orderBy(lo, hi, desc(chatMessages.id)),
    unreadCountsOf(db, me),
    hub.onlineAmong(ids),
  ]);
  const last = new Map(lastRows.map((row) => [row.senderId === me ? row.receiverId : row.senderId, row]));
  const unreadBy = new Map(unread.unreadList.map((u) => [u.sender_id, u.unread_count]));
  const friends = rows.map((r) => {
    const lastRow = last.get(r.id);
    return {
      item: {
        friend_id: r.id,
        full_name: r.fullName,
        slug: r.slug,
        avatar: cardThumbnail(r),
        last_message: lastRow ? toChatMessage(lastRow) : null,
        unread_count: unreadBy.get(r.id) ?? 0,
        online: online.has(r.id),
        last_active: r.lastActive ? r.lastActive.toISOString() : null,
        guardian_present: Boolean(r.guardian),
        blocked: Boolean(r.blocked),
      },
      lastId: lastRow?.id ?? 0,
    };
  });
  // Stable sort: name order (from the query) within the same last message id.
  return friends.sort((a, b) => b.lastId - a.lastId).map((f) => f.item);
}

/** `check-block-status`: the blocks between the caller (`senderId`, else 403) and `receiverId`. */
export async function blockStatus(
  db: Db,
  actor: Member,
  senderId: number,
  receiverId: number,
): Promise<BlockStatusResponse> {
  const me = authorize(actor, 'actAs', { profileId: senderId });
  const state = await blockState(db, me, receiverId);
  return { isBlocked: state.byMe || state.byThem, blocked_by_me: state.byMe, blocked_by_them: state.byThem };
}

/** The profile code of profile `id`, or 404 'No Profile Found!'. */
async function codeOf(db: Db, id: number): Promise<string> {
  const [row] = await db
    .select({ code: profiles.profileCode })
    .from(profiles)
    .where(eq(profiles.id, id))
    .limit(1);
  if (!row) throw detailError(404, msg('noProfile'));
  return row.code;
}

/**
 * `block-user`: the caller (`senderId`, else 403) blocks `receiverId` through modules/blocks
 * (`blockProfile`: 400 oneself, 404 unknown or hidden). 'Blocked! User has been blocked
 * successfully.' or, when it was already, 'User already blocked.'.
 */
export async function blockUser(
  db: Db,
  actor: Member,
  senderId: number,
  receiverId: number,
  now: Date,
): Promise<ChatBlockResponse> {
  const me = authorize(actor, 'actAs', { profileId: senderId });
  const added = await blockProfile(db, me, await codeOf(db, receiverId), now);
  return {
    status: 'success',
    message: messageText(msg(added ? 'userBlockedDone' : 'userAlreadyBlocked')),
    isBlocked: true,
  };
}

/**
 * `unblock-user`: the caller (`senderId`, else 403) unblocks `receiverId` through modules/blocks
 * (`unblockProfile`). 'Unblocked! User has been unblocked successfully.'; 404 'Failed to unblock
 * user.' when there was no such block (or no such profile).
 */
export async function unblockUser(
  db: Db,
  actor: Member,
  senderId: number,
  receiverId: number,
): Promise<ChatBlockResponse> {
  const me = authorize(actor, 'actAs', { profileId: senderId });
  try {
    await unblockProfile(db, me, await codeOf(db, receiverId));
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404) throw detailError(404, msg('unblockFailed'));
    throw err;
  }
  return { status: 'success', message: messageText(msg('userUnblocked')), isBlocked: false };
}

/** `check-verification/{userId}`: the caller's own (`userId`, else 403) verification_status. */
export async function verificationOf(db: Db, actor: Member, userId: number): Promise<string> {
  const me = authorize(actor, 'actAs', { profileId: userId });
  const [row] = await db
    .select({ status: profiles.verificationStatus })
    .from(profiles)
    .where(eq(profiles.id, me))
    .limit(1);
  if (!row) throw detailError(404, msg('noProfile'));
  return row.status;
}

/** Whether the caller agreed to the friend-chat guidelines, and when. */
export async function guidelinesState(db: Db, actor: Member): Promise<GuidelinesResponse> {
  const [row] = await db
    .select({ on: profiles.chatRulesAcceptedOn })
    .from(profiles)
    .where(eq(profiles.id, authorize(actor, 'actAs', {})))
    .limit(1);
  const on = row?.on ?? null;
  return { accepted: on !== null, accepted_on: on ? on.toISOString() : null };
}

/** Records the caller's agreement to the guidelines at `now` (the first agreement's time stays). */
export async function acceptGuidelines(db: Db, actor: Member, now: Date): Promise<GuidelinesResponse> {
  const [row] = await db
    .update(profiles)
    .set({ chatRulesAcceptedOn: sql`coalesce(${profiles.chatRulesAcceptedOn}, ${now})` })
    .where(eq(profiles.id, authorize(actor, 'actAs', {})))
    .returning({ on: profiles.chatRulesAcceptedOn });
  if (!row?.on) throw detailError(404, msg('noProfile'));
  return { accepted: true, accepted_on: row.on.toISOString() };
}
