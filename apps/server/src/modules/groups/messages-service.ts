/**
 * Group-forum messages (SPEC.md sections 3, 7 and 8; DESIGN.md D2, D8, D9, D20; issue 10): send
 * (members only, the sender's name from the profile, blocked words refused, the scam shield
 * marking, stored then pushed to the group) and read (members only; marks the group read).
 */
import { and, desc, eq, gt, asc } from 'drizzle-orm';
import {
  GROUP_ADMIN_SENDER,
  GROUP_PAGE_SIZE,
  blockedWordInMessageRef,
  detectScam,
  findBlockedWord,
  type GroupMessage,
  type GroupMessagesResponse,
} from '@nikah/shared';
import type { Db } from '../../db/client';
import { groupMembers, groupMessages, profiles } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import type { Member } from '../auth/sessions';
import { blockedKeywordList } from '../accounts/checks';
import { flagRepeatedScam, type ScamFlagSettings } from '../chat/scam-service';
import { authorize, authorizeGroupMember, authorizeNewContact, leavingState } from '../policy';
import type { RealtimeHub } from '../realtime/hub';
import { groupByName, isGroupMember, type GroupRef } from './service';

type Row = typeof groupMessages.$inferSelect;

/** A stored message on the wire (realtime.ts `groupMessage`). */
export function toGroupMessage(row: Row, group: GroupRef): GroupMessage {
  return {
    id: row.id,
    group_id: group.id,
    group_name: group.group_name,
    sender_id: row.senderId,
    sender_name: row.senderName,
    text: row.text,
    timestamp: row.createdOn.toISOString(),
    from_admin: row.fromAdmin,
    scam: row.scam,
  };
}

/** What sending needs besides the database. */
export interface GroupSendContext {
  hub: RealtimeHub;
  now: Date;
  scam: ScamFlagSettings;
}

/**
 * Member `actor` posts `text` (trimmed, 1..GROUP_MESSAGE_MAX, checked by the route) to group
 * `group_name`. The sender's name is their profile's full name (a `sender_name` in the body is
 * ignored; a superuser without a profile posts as 'Admin'); a superuser's message is `from_admin`.
 * A message the scam shield matches is stored with `scam: true` and counted toward the sender's
 * flag. After the commit the message goes to every member's sockets ('group:message').
 * Errors: 403 another `user_id`; 404 unknown group; 403 'You need to join this group to see
 * messages!❗' for a non-member; 403 'deletionPendingNoContact' while the sender's deletion is
 * pending; 400 `{text: ['Your message contains blocked words...']}`.
 */
export async function sendGroupMessage(
  db: Db,
  actor: Member,
  body: { group_name: string; user_id?: number | undefined; text: string },
  ctx: GroupSendContext,
): Promise<GroupMessage> {
  const me = authorize(actor, 'actAsOrModerate', { profileId: body.user_id });
  const group = await groupByName(db, body.group_name);
  authorizeGroupMember(actor, await isGroupMember(db, group.id, me));
  authorizeNewContact(await leavingState(db, me));
  const word = findBlockedWord(body.text, await blockedKeywordList(db));
  if (word) throw fieldError('text', blockedWordInMessageRef(word));
  const scam = detectScam(body.text).match;
  const senderName = me === null ? GROUP_ADMIN_SENDER : await profileName(db, me);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(groupMessages)
      .values({
        groupId: group.id,
        senderId: me,
        senderName,
        text: body.text,
        fromAdmin: actor.isSuperuser,
        scam,
        createdOn: ctx.now,
      })
      .returning();
    if (me !== null) {
      await tx
        .update(groupMembers)
        .set({ lastReadOn: ctx.now })
        .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.profileId, me)));
      if (scam) await flagRepeatedScam(tx, me, ctx.now, ctx.scam);
    }
    return inserted!;
  });
  const message = toGroupMessage(row, group);
  ctx.hub.toGroup(group.id, 'group:message', message);
  return message;
}

async function profileName(db: Db, profileId: number): Promise<string> {
  const [row] = await db
    .select({ name: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  return row?.name ?? GROUP_ADMIN_SENDER;
}

/**
 * Messages of group `groupName` for a member (or a superuser): those after `timestamp` (oldest
 * first, at most GROUP_PAGE_SIZE; `has_more` when newer remain), else the latest GROUP_PAGE_SIZE
 * (`has_more` when older remain). The caller's group becomes read (unread 0). Errors: 404 unknown
 * group; 403 'You need to join this group to see messages!❗'.
 */
export async function groupMessagesFor(
  db: Db,
  actor: Member,
  groupName: string,
  timestamp: string | undefined,
  now: Date,
): Promise<GroupMessagesResponse> {
  const group = await groupByName(db, groupName);
  const member = await isGroupMember(db, group.id, actor.profileId);
  authorizeGroupMember(actor, member);
  const inGroup = eq(groupMessages.groupId, group.id);
  const rows =
    timestamp !== undefined
      ? await db
          .select()
          .from(groupMessages)
          .where(and(inGroup, gt(groupMessages.createdOn, new Date(timestamp))))
          .orderBy(asc(groupMessages.createdOn), asc(groupMessages.id))
          .limit(GROUP_PAGE_SIZE + 1)
      : await db
          .select()
          .from(groupMessages)
          .where(inGroup)
          .orderBy(desc(groupMessages.createdOn), desc(groupMessages.id))
          .limit(GROUP_PAGE_SIZE + 1);
  const hasMore = rows.length > GROUP_PAGE_SIZE;
  const page = rows
    .slice(0, GROUP_PAGE_SIZE)
    .sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime() || a.id - b.id);
  if (member && actor.profileId !== null) {
    await db
      .update(groupMembers)
      .set({ lastReadOn: now })
      .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.profileId, actor.profileId)));
  }
  return { group, messages: page.map((r) => toGroupMessage(r, group)), has_more: hasMore };
}
