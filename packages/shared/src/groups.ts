/**
 * Group forums (SPEC.md sections 2, 3, 4, 7 and 8; DESIGN.md D2, D8, D9, D20; issue 10): the
 * requests and answers of the `/api/friends/` group calls. Messages on the wire are realtime.ts's
 * `groupMessage` (the `group:message` event carries the same shape).
 *
 * Identity (D2): `user_id` names the caller's profile id (403 otherwise); it may be left out, the
 * session says who calls (a superuser without a profile leaves it out).
 */
import { z } from 'zod';
import { groupForm } from './moderation-content';
import { dbId } from './primitives';
import { groupMessage } from './realtime';

/** Longest group message, in characters after trimming. */
export const GROUP_MESSAGE_MAX = 1000;
/** Messages of a first page of `getAllMessages`, and the most one call answers. */
export const GROUP_PAGE_SIZE = 50;
/** Name of a superuser's message when the superuser has no profile. */
export const GROUP_ADMIN_SENDER = 'Admin';

/**
 * A group name (SPEC.md section 5: non-blank, sent trimmed): 1 to GROUP_NAME_MAX characters, the
 * same rule as the moderation console's group form (GROUP_NAME_MAX in moderation-content.ts).
 */
export const groupName = groupForm.shape.group_name;

/** A group message's text: trimmed, not blank, at most GROUP_MESSAGE_MAX characters. */
export const groupText = z.string().trim().min(1).max(GROUP_MESSAGE_MAX);

/** `user_id` of the group calls: the caller's profile id, optional. */
const userId = dbId.optional();

/** `POST /api/friends/create-group` (superusers). */
export const createGroupBody = z.object({ group_name: groupName, user_id: userId });
export type CreateGroupInput = z.input<typeof createGroupBody>;

/** `POST /api/friends/join-group` and `leave-group`. */
export const groupMembershipBody = z.object({ group_name: groupName, user_id: userId });
export type GroupMembershipInput = z.input<typeof groupMembershipBody>;

/**
 * `POST /api/friends/send-group-message`. `sender_name` is accepted for compatibility and ignored:
 * the server writes the sender's profile name.
 */
export const sendGroupMessageBody = z.object({
  group_name: groupName,
  user_id: userId,
  sender_name: z.string().max(200).optional(),
  text: groupText,
});
export type SendGroupMessageInput = z.input<typeof sendGroupMessageBody>;

/** One group of `available-groups`, with the caller's state. */
export const groupItem = z.object({
  id: z.number().int(),
  group_name: z.string(),
  member_count: z.number().int().min(0),
  /** The caller is a member. */
  joined: z.boolean(),
  /** Messages of others since the caller last read the group (0 when not a member). */
  unread_count: z.number().int().min(0),
  created_on: z.string(),
});
export type GroupItem = z.infer<typeof groupItem>;

/** Answer of `available-groups`: every group, by name. */
export const availableGroupsResponse = z.object({ groups: z.array(groupItem) });
export type AvailableGroupsResponse = z.infer<typeof availableGroupsResponse>;

/** Answer of create-group, join-group, leave-group and delete: the message and the group. */
export const groupActionResponse = z.object({
  message: z.string(),
  group: z.object({ id: z.number().int(), group_name: z.string() }),
});
export type GroupActionResponse = z.infer<typeof groupActionResponse>;

/** `GET /api/friends/getAllMessages/{groupName}?timestamp=` (ISO 8601): messages after it. */
export const groupMessagesQuery = z.object({ timestamp: z.iso.datetime({ offset: true }).optional() });

/** `{groupName}` of getAllMessages. */
export const groupNameParams = z.object({ groupName });

/** Answer of `getAllMessages`: oldest first; `has_more` when older (or, with timestamp, newer) remain. */
export const groupMessagesResponse = z.object({
  group: z.object({ id: z.number().int(), group_name: z.string() }),
  messages: z.array(groupMessage),
  has_more: z.boolean(),
});
export type GroupMessagesResponse = z.infer<typeof groupMessagesResponse>;
