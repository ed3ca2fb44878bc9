/**
 * Group forums: the list with the caller's state, create and delete (superusers, through the
 * moderation console's content service, so the audit entry and the unique-name rule are the same),
 * join (Verified members) and a real leave (SPEC.md sections 4 and 7; DESIGN.md D8; issue 10).
 * Access rules are the policy's (modules/policy/groups.ts).
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { messageText, msg, type AvailableGroupsResponse, type GroupActionResponse } from '@nikah/shared';
import type { Db } from '../../db/client';
import { groupMembers, groupMessages, groups, profiles } from '../../db/schema';
import { HttpError, detailError } from '../../lib/errors';
import type { Member } from '../auth/sessions';
import { createContent, deleteContent } from '../moderation/content-service';
import { groupKind } from '../moderation/content-kinds';
import { authorize, authorizeGroupManager, authorizeJoin, isLeaving } from '../policy';

/** A group row as the routes need it. */
export interface GroupRef {
  id: number;
  group_name: string;
}

/** The group named `name` (exact, after trimming by the schema), or 404 'Not found.'. */
export async function groupByName(db: Db, name: string): Promise<GroupRef> {
  const [row] = await db
    .select({ id: groups.id, group_name: groups.groupName })
    .from(groups)
    .where(eq(groups.groupName, name))
    .limit(1);
  if (!row) throw detailError(404, msg('notFound'));
  return row;
}

/** Whether profile `profileId` (null: no profile) is a member of group `groupId`. */
export async function isGroupMember(db: Db, groupId: number, profileId: number | null): Promise<boolean> {
  if (profileId === null) return false;
  const [row] = await db
    .select({ id: groupMembers.groupId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.profileId, profileId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Every group by name, with its member count, whether the caller joined, and the caller's unread
 * count (messages of others after the caller's `last_read_on`; 0 when not a member).
 */
export async function availableGroups(db: Db, actor: Member): Promise<AvailableGroupsResponse> {
  const me = actor.profileId ?? -1;
  const counts = db
    .select({ groupId: groupMembers.groupId, n: count().as('n') })
    .from(groupMembers)
    .groupBy(groupMembers.groupId)
    .as('counts');
  const mine = db
    .select({ groupId: groupMembers.groupId, lastReadOn: groupMembers.lastReadOn })
    .from(groupMembers)
    .where(eq(groupMembers.profileId, me))
    .as('mine');
  const rows = await db
    .select({
      id: groups.id,
      name: groups.groupName,
      createdOn: groups.createdOn,
      members: counts.n,
      lastReadOn: mine.lastReadOn,
      unread: sql<number>`(SELECT count(*) FROM ${groupMessages} WHERE ${groupMessages.groupId} = ${groups.id}
        AND ${mine.lastReadOn} IS NOT NULL AND ${groupMessages.createdOn} > ${mine.lastReadOn}
        AND (${groupMessages.senderId} IS NULL OR ${groupMessages.senderId} <> ${me}))`.mapWith(Number),
    })
    .from(groups)
    .leftJoin(counts, eq(counts.groupId, groups.id))
    .leftJoin(mine, eq(mine.groupId, groups.id))
    .orderBy(asc(groups.groupName), asc(groups.id));
  return {
    groups: rows.map((r) => ({
      id: r.id,
      group_name: r.name,
      member_count: Number(r.members ?? 0),
      joined: r.lastReadOn !== null,
      unread_count: r.unread,
      created_on: r.createdOn.toISOString(),
    })),
  };
}

/**
 * A superuser creates group `name` (DESIGN.md D8) with the console's audited create; a creator
 * with a profile becomes its first member and admin. Errors: 403 for a member or another
 * `user_id`; 409 `{group_name: ['Already exists.']}` for a name in use.
 */
export async function createGroup(
  db: Db,
  actor: Member,
  body: { group_name: string; user_id?: number | undefined },
  now: Date,
): Promise<GroupActionResponse> {
  const me = authorize(actor, 'actAsOrModerate', { profileId: body.user_id });
  authorizeGroupManager(actor);
  let item: { id: number; group_name: string };
  try {
    item = await createContent(db, groupKind, { userId: actor.userId }, { group_name: body.group_name });
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 400 && 'group_name' in err.body) {
      throw new HttpError(409, { group_name: [msg('alreadyExists')] });
    }
    throw err;
  }
  await db.update(groups).set({ createdBy: me }).where(eq(groups.id, item.id));
  if (me !== null) {
    await db
      .insert(groupMembers)
      .values({ groupId: item.id, profileId: me, isAdmin: true, joinedOn: now, lastReadOn: now })
      .onConflictDoNothing();
  }
  return { message: messageOf('groupCreated'), group: { id: item.id, group_name: item.group_name } };
}

/**
 * A superuser deletes group `groupId` with its members and messages (audited). Errors: 403 for a
 * member; 404 'Not found.'.
 */
export async function deleteGroup(db: Db, actor: Member, groupId: number): Promise<GroupActionResponse> {
  authorizeGroupManager(actor);
  const row = await deleteContent(db, groupKind, { userId: actor.userId }, groupId);
  return { message: messageOf('groupDeleted'), group: { id: row.id, group_name: row.groupName } };
}

/**
 * The caller joins group `group_name` (idempotent): Verified members and superusers with a
 * profile; their unread count starts at zero. Errors: 403 another `user_id`; 403
 * 'deletionPendingNoContact' while the caller's deletion is pending; 403 'You're not verified!
 * Please complete your verification.⚠️'; 404 unknown group.
 */
export async function joinGroup(
  db: Db,
  actor: Member,
  body: { group_name: string; user_id?: number | undefined },
  now: Date,
): Promise<GroupActionResponse> {
  authorize(actor, 'actAsOrModerate', { profileId: body.user_id });
  const [profile] =
    actor.profileId === null
      ? []
      : await db
          .select({
            status: profiles.verificationStatus,
            deletionRequestedOn: profiles.deletionRequestedOn,
            deletedOn: profiles.deletedOn,
          })
          .from(profiles)
          .where(eq(profiles.id, actor.profileId))
          .limit(1);
  const me = authorizeJoin(actor, profile?.status ?? null, profile ? isLeaving(profile) : false);
  const group = await groupByName(db, body.group_name);
  await db
    .insert(groupMembers)
    .values({ groupId: group.id, profileId: me, joinedOn: now, lastReadOn: now })
    .onConflictDoNothing();
  return { message: messageOf('groupJoined'), group };
}

/**
 * The caller leaves group `group_name` (DESIGN.md D8: on the server; reading and posting then need
 * a new join). Idempotent. Errors: 403 another `user_id`; 404 unknown group.
 */
export async function leaveGroup(
  db: Db,
  actor: Member,
  body: { group_name: string; user_id?: number | undefined },
): Promise<GroupActionResponse> {
  const me = authorize(actor, 'actAsOrModerate', { profileId: body.user_id });
  const group = await groupByName(db, body.group_name);
  if (me !== null) {
    await db
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.profileId, me)));
  }
  return { message: GROUP_LEFT_TEXT, group };
}

/** The answer text of leave-group (the web shows its own translation). */
export const GROUP_LEFT_TEXT = 'You have left the group.';

function messageOf(key: 'groupCreated' | 'groupDeleted' | 'groupJoined'): string {
  return messageText(msg(key));
}
