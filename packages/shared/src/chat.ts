/**
 * Friend chat over REST (SPEC.md sections 3, 4, 7 and 8; DESIGN.md D2, D7, D9, D20; issue 10):
 * the requests and answers of every `/api/friends/` call of the friend chat, the message length
 * limit, and the date labels messages are grouped under. The socket events are in realtime.ts;
 * these answers reuse its `chatMessage` and `unreadCounts`.
 *
 * Identity (D2): `sender_id`, `receiver_id`, `user_id` and `{userId}` that must name the caller
 * are checked against the session (403 otherwise); ids are profile ids (login's `profile_id`).
 */
import { z } from 'zod';
import { msg } from './messages';
import { keyed } from './zod-messages';
import { dbId } from './primitives';
import { chatMessage, unreadCounts, type ChatMessage } from './realtime';
import { CHAT_DEFAULT_TIME_ZONE, chatDateLabel } from './chat-dates';

export { CHAT_DEFAULT_TIME_ZONE, chatDateLabel } from './chat-dates';

/** Longest friend-chat message, in characters after trimming. */
export const CHAT_MESSAGE_MAX = 2000;
/** Messages per page of `get-messages` when `limit` is not given. */
export const CHAT_PAGE_SIZE = 50;
/** Largest `limit` of `get-messages`. */
export const CHAT_PAGE_MAX = 200;

/** A message's text: trimmed, not blank ('This field is required.'), at most CHAT_MESSAGE_MAX. */
export const chatText = z.string().trim().min(1).max(CHAT_MESSAGE_MAX);

/** `GET /api/friends/friends?sender_id=` (the caller). */
export const friendsQuery = z.object({ sender_id: dbId });

/** One friend (SPEC.md section 3: friend_id, full_name, slug, avatar) with the chat's state. */
export const friendItem = z.object({
  friend_id: z.number().int(),
  full_name: z.string(),
  slug: z.string(),
  /** The card image (blurred first photo or generated avatar, DESIGN.md D5), or null. */
  avatar: z.string().nullable(),
  last_message: chatMessage.nullable(),
  /** Messages from this friend the caller has not read. */
  unread_count: z.number().int().min(0),
  online: z.boolean(),
  /** ISO 8601, or null when never recorded. */
  last_active: z.string().nullable(),
  /** An active guardian (D19) of either side reads this chat. */
  guardian_present: z.boolean(),
  /** The caller blocked this friend: the chat shows 'This user has been blocked.' and Unblock. */
  blocked: z.boolean(),
});
export type FriendItem = z.infer<typeof friendItem>;

/** Answer of `friends`: latest conversation first, then by name. */
export const friendsResponse = z.object({ friends: z.array(friendItem) });
export type FriendsResponse = z.infer<typeof friendsResponse>;

/**
 * `GET /api/friends/get-messages?sender_id=<me>&receiver_id=<friend>`: the latest `limit`
 * messages, or those before message `before` (older pages), or those after message `after` (a
 * client catching up after a reconnect, oldest first, each once). `before` and `after` exclude each
 * other.
 */
export const getMessagesQuery = z
  .object({
    sender_id: dbId,
    receiver_id: dbId,
    before: dbId.optional(),
    after: dbId.optional(),
    limit: z.coerce.number().int().min(1).max(CHAT_PAGE_MAX).default(CHAT_PAGE_SIZE),
  })
  .refine((q) => q.before === undefined || q.after === undefined, {
    path: ['after'],
    ...keyed(msg('invalidValue')),
  });

/**
 * Answer of `get-messages`: `groupedMessages` maps a date label (`YYYY-MM-DD` in the caller's
 * zone) to that day's messages, days and messages oldest first; `has_more` says whether more
 * messages lie beyond this page (older ones for a first page or `before`, newer ones for `after`).
 */
export const getMessagesResponse = z.object({
  groupedMessages: z.record(z.string(), z.array(chatMessage)),
  has_more: z.boolean(),
});
export type GetMessagesResponse = z.infer<typeof getMessagesResponse>;

/** `POST /api/friends/send-message` (SPEC.md section 7); `status` is always 'sent'. */
export const sendMessageBody = z.object({
  sender_id: dbId,
  receiver_id: dbId,
  message: chatText,
  status: z.literal('sent').default('sent'),
});
export type SendMessageInput = z.input<typeof sendMessageBody>;

/** `GET /api/friends/unread-count?receiver_id=` (the caller); answers realtime's `unreadCounts`. */
/**
 * `receiver_id` is optional: without it the session's member is meant (the web app's menu badge
 * sends none, so a request still in flight when a family switches accounts on one phone is not
 * refused for naming the previous member).
 */
export const unreadCountQuery = z.object({ receiver_id: dbId.optional() });
export const unreadCountResponse = unreadCounts;

/** `check-block-status?sender_id=<me>&receiver_id=<other>`, and the body of block-user and unblock-user. */
export const chatPairQuery = z.object({ sender_id: dbId, receiver_id: dbId });
export const chatPairBody = chatPairQuery;

/** Answer of `check-block-status`: `isBlocked` when a block exists either way, and which. */
export const blockStatusResponse = z.object({
  isBlocked: z.boolean(),
  blocked_by_me: z.boolean(),
  blocked_by_them: z.boolean(),
});
export type BlockStatusResponse = z.infer<typeof blockStatusResponse>;

/** Answer of `block-user` and `unblock-user`: status 'success', the message, the state now. */
export const chatBlockResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  isBlocked: z.boolean(),
});
export type ChatBlockResponse = z.infer<typeof chatBlockResponse>;

/** Answer of `check-verification/{userId}`. */
export const checkVerificationResponse = z.object({ verification_status: z.string() });

/**
 * `POST /api/friends/mark-read` `{user_id: <me>, friend_id}`: the polling fallback's "I opened
 * this conversation" (the socket's `conversation:read`).
 */
export const markReadBody = z.object({ user_id: dbId, friend_id: dbId });
/** Answer of `mark-read`: the messages that became read, and the caller's unread counts now. */
export const markReadResponse = z.object({
  message_ids: z.array(z.number().int()),
  unread: unreadCounts,
});
export type MarkReadResponse = z.infer<typeof markReadResponse>;

/**
 * `GET` and `POST /api/friends/accept-guidelines`: whether the caller agreed to the friend-chat
 * guidelines (the popup's nine rules, SPEC.md section 5), and when. POST records the agreement.
 */
export const guidelinesResponse = z.object({ accepted: z.boolean(), accepted_on: z.string().nullable() });
export type GuidelinesResponse = z.infer<typeof guidelinesResponse>;

/** `GET /api/admin/scam-shield/?days=` (superusers): the scam shield's counts (D20). */
export const scamShieldQuery = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });

/** Longest excerpt of a matched message in the admin answer. */
export const SCAM_EXCERPT_MAX = 120;

export const scamShieldResponse = z.object({
  days: z.number().int(),
  /** Matched friend and group messages per day (UTC date), oldest first, days with hits only. */
  per_day: z.array(z.object({ date: z.string(), count: z.number().int() })),
  /** Senders with the most matched messages in the period. */
  top_senders: z.array(
    z.object({
      profile_id: z.number().int(),
      full_name: z.string(),
      slug: z.string(),
      hits: z.number().int(),
      /** The member is in the moderators' queue (changed since approval). */
      flagged: z.boolean(),
    }),
  ),
  /** The latest matched messages, text cut to SCAM_EXCERPT_MAX characters. */
  recent: z.array(
    z.object({
      kind: z.enum(['friend', 'group']),
      message_id: z.number().int(),
      sender_id: z.number().int().nullable(),
      sender_name: z.string(),
      excerpt: z.string(),
      timestamp: z.string(),
    }),
  ),
});
export type ScamShieldResponse = z.infer<typeof scamShieldResponse>;

/**
 * `messages` (oldest first) grouped under their date labels in `timeZone`, days oldest first (the
 * `groupedMessages` of SPEC.md section 7). Labels are never integer-like, so key order holds.
 */
export function groupMessagesByDate(
  messages: readonly ChatMessage[],
  timeZone: string = CHAT_DEFAULT_TIME_ZONE,
): Record<string, ChatMessage[]> {
  const out: Record<string, ChatMessage[]> = {};
  for (const m of messages) (out[chatDateLabel(m.timestamp, timeZone)] ??= []).push(m);
  return out;
}
