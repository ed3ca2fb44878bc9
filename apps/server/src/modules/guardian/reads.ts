/**
 * The guardian's side of D19 (DESIGN.md; issue 10), read-only: the members the caller guards and
 * those members' friend chats, each behind the caller's active link (policy/guardian.ts). Reading
 * changes no message status. The member's side and the invitation are in ./service.ts.
 */
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import {
  CHAT_PAGE_SIZE,
  groupMessagesByDate,
  type FriendItem,
  type GuardedMember,
  type GuardianMessagesResponse,
} from '@nikah/shared';
import type { Db } from '../../db/client';
import { chatMessages, guardians, profiles } from '../../db/schema';
import type { Member } from '../auth/sessions';
import { chatPair, toChatMessage } from '../chat/service';
import { listFriends } from '../chat/friends-service';
import { authorizeGuardianRead, authorizeReadConversation } from '../policy';
import type { RealtimeHub } from '../realtime/hub';

/** The caller's active link to member `profileId`, or 403 (policy/guardian.ts). */
async function linkTo(db: Db, actor: Member, profileId: number) {
  const [link] = await db
    .select({ id: guardians.id, status: guardians.status, memberProfileId: guardians.memberProfileId })
    .from(guardians)
    .innerJoin(profiles, eq(profiles.id, guardians.memberProfileId))
    .where(
      and(
        eq(guardians.guardianUserId, actor.userId),
        eq(guardians.memberProfileId, profileId),
        eq(guardians.status, 'active'),
        sql`coalesce(${profiles.deletionStatus}, '') <> 'completed'`,
      ),
    )
    .limit(1);
  return authorizeGuardianRead(link);
}

/** Account `userId`'s active links to members whose profile is not deleted (join `profiles`). */
const activeLinksOf = (userId: number) =>
  and(
    eq(guardians.guardianUserId, userId),
    eq(guardians.status, 'active'),
    sql`coalesce(${profiles.deletionStatus}, '') <> 'completed'`,
  );

/**
 * The profile ids of the members account `userId` guards (active links), ascending: the watch
 * rooms of its sockets (modules/realtime). Empty when it guards no one.
 */
export async function guardedMemberIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ profileId: profiles.id })
    .from(guardians)
    .innerJoin(profiles, eq(profiles.id, guardians.memberProfileId))
    .where(activeLinksOf(userId))
    .orderBy(profiles.id);
  return rows.map((r) => r.profileId);
}

/** The members the caller guards (active links), by name: card fields only. */
export async function guardedMembers(db: Db, actor: Member): Promise<GuardedMember[]> {
  const rows = await db
    .select({
      profileId: profiles.id,
      fullName: profiles.fullName,
      slug: profiles.slug,
      acceptedOn: guardians.acceptedOn,
    })
    .from(guardians)
    .innerJoin(profiles, eq(profiles.id, guardians.memberProfileId))
    .where(activeLinksOf(actor.userId))
    .orderBy(profiles.fullName, profiles.id);
  return rows.map((r) => ({
    profile_id: r.profileId,
    full_name: r.fullName,
    slug: r.slug,
    accepted_on: r.acceptedOn ? r.acceptedOn.toISOString() : null,
  }));
}

/**
 * The friend list of member `profileId` as that member sees it (modules/chat `listFriends`: card
 * fields, last message, unread count, guardian present), for the caller if they guard the member
 * (else 403). Reading changes nothing.
 */
export async function guardianFriends(
  db: Db,
  actor: Member,
  profileId: number,
  hub: RealtimeHub,
): Promise<FriendItem[]> {
  const link = await linkTo(db, actor, profileId);
  // Read as the member: the link above is the guardian's right to exactly this list.
  const asMember: Member = { ...actor, profileId: link.memberProfileId };
  return listFriends(db, asMember, link.memberProfileId, hub);
}

/**
 * A page of member `profileId`'s conversation with friend `q.with`, newest CHAT_PAGE_SIZE (or
 * those before message `q.before`), grouped by date label in `timeZone`, for the caller if they
 * guard the member (else 403) and the member may read it (friends, not blocked by the friend;
 * else 403 as for the member). Unlike the member's get-messages it changes no status: a guardian
 * reading is not the member receiving or reading.
 */
export async function guardianMessages(
  db: Db,
  actor: Member,
  profileId: number,
  q: { with: number; before?: number | undefined },
  timeZone: string,
): Promise<GuardianMessagesResponse> {
  const link = await linkTo(db, actor, profileId);
  const me = link.memberProfileId;
  authorizeReadConversation(await chatPair(db, me, q.with));
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        sql`((${chatMessages.senderId} = ${me} AND ${chatMessages.receiverId} = ${q.with}) OR (${chatMessages.senderId} = ${q.with} AND ${chatMessages.receiverId} = ${me}))`,
        q.before !== undefined ? lt(chatMessages.id, q.before) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(CHAT_PAGE_SIZE + 1);
  const page = rows
    .slice(0, CHAT_PAGE_SIZE)
    .sort((a, b) => a.id - b.id)
    .map(toChatMessage);
  return { groupedMessages: groupMessagesByDate(page, timeZone), has_more: rows.length > CHAT_PAGE_SIZE };
}
