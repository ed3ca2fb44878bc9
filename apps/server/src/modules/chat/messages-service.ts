/**
 * Friend-chat messages over REST (SPEC.md section 7; DESIGN.md D2, D7, D9, D20; issue 10):
 * send (stored, then pushed), a conversation's pages grouped by date, and "I read it" for the
 * polling fallback. Rules are the policy's (modules/policy/chat.ts).
 */
import { and, asc, desc, eq, gt, lt, or, type SQL } from 'drizzle-orm';
import {
  blockedWordInMessageRef,
  detectScam,
  findBlockedWord,
  groupMessagesByDate,
  type ChatMessage,
  type GetMessagesResponse,
  type MarkReadResponse,
} from '@nikah/shared';
import type { Db } from '../../db/client';
import { chatMessages } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import type { Member } from '../auth/sessions';
import { blockedKeywordList } from '../accounts/checks';
import { authorize, authorizeReadConversation, authorizeSend } from '../policy';
import type { RealtimeHub } from '../realtime/hub';
import { flagRepeatedScam, type ScamFlagSettings } from './scam-service';
import { announceStatus, chatPair, markRead, markReceived, toChatMessage, unreadCountsOf } from './service';

/** What sending needs besides the database. */
export interface SendContext {
  hub: RealtimeHub;
  now: Date;
  /** The sender's socket that made the request (`X-Socket-Id`), which already shows the message. */
  socketId: string | null;
  scam: ScamFlagSettings;
}

/**
 * Member `actor` sends `text` (trimmed, 1..CHAT_MESSAGE_MAX, checked by the route) as profile
 * `senderId` to profile `receiverId`. Refused: `senderId` not the caller's (403), no Accepted
 * proposal between them (403 notFriends), a block either way (403 'You cannot send messages to
 * this user as they are blocked.'), a blocked keyword (400 `{message: ['Your message contains
 * blocked words...']}`). A message the scam shield matches is stored and pushed with `scam: true`
 * and counted toward the sender's flag. After the commit the message goes to the receiver's
 * sockets and the sender's other devices ('message:new'), then the receiver's unread counts, and
 * to the guardians of either side (`guarded:message`, D19).
 */
export async function sendMessage(
  db: Db,
  actor: Member,
  body: { sender_id: number; receiver_id: number; message: string },
  ctx: SendContext,
): Promise<ChatMessage> {
  const me = authorize(actor, 'actAs', { profileId: body.sender_id });
  const other = body.receiver_id;
  authorizeSend(await chatPair(db, me, other));
  const word = findBlockedWord(body.message, await blockedKeywordList(db));
  if (word) throw fieldError('message', blockedWordInMessageRef(word));
  const scam = detectScam(body.message).match;
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(chatMessages)
      .values({
        senderId: me,
        receiverId: other,
        text: body.message,
        status: 'sent',
        scam,
        createdOn: ctx.now,
      })
      .returning();
    if (scam) await flagRepeatedScam(tx, me, ctx.now, ctx.scam);
    return inserted!;
  });
  const message = toChatMessage(row);
  ctx.hub.toMember(other, 'message:new', message);
  ctx.hub.toMemberExcept(me, ctx.socketId, 'message:new', message);
  ctx.hub.toMember(other, 'unread', await unreadCountsOf(db, other));
  ctx.hub.toGuardians([me, other], message);
  return message;
}

/** A page request of `get-messages`. */
export interface PageQuery {
  sender_id: number;
  receiver_id: number;
  before?: number | undefined;
  after?: number | undefined;
  limit: number;
}

/**
 * A page of the conversation between the caller (`sender_id`) and `receiver_id`, grouped by date
 * label in `timeZone`: the latest `limit` messages, or the `limit` before message `before`, or the
 * `limit` after message `after` (oldest first, so a client catching up pages forward with the
 * last id it holds and gets each message once). Messages to the caller still 'sent' become
 * 'received' (a device of theirs got them) and their sender hears it. Refused: another member's
 * `sender_id` (403), not friends (403), blocked by the other (403).
 */
export async function getMessages(
  db: Db,
  actor: Member,
  q: PageQuery,
  ctx: { hub: RealtimeHub; now: Date; timeZone: string },
): Promise<GetMessagesResponse> {
  const me = authorize(actor, 'actAs', { profileId: q.sender_id });
  const other = q.receiver_id;
  authorizeReadConversation(await chatPair(db, me, other));
  const pair = or(
    and(eq(chatMessages.senderId, me), eq(chatMessages.receiverId, other)),
    and(eq(chatMessages.senderId, other), eq(chatMessages.receiverId, me)),
  ) as SQL;
  const forward = q.after !== undefined;
  const cursor =
    q.after !== undefined
      ? gt(chatMessages.id, q.after)
      : q.before !== undefined
        ? lt(chatMessages.id, q.before)
        : undefined;
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(pair, cursor))
    .orderBy(forward ? asc(chatMessages.id) : desc(chatMessages.id))
    .limit(q.limit + 1);
  const hasMore = rows.length > q.limit;
  const page = rows.slice(0, q.limit).sort((a, b) => a.id - b.id);
  const arrived = page.filter((r) => r.receiverId === me && r.status === 'sent').map((r) => r.id);
  const changes = await markReceived(db, me, arrived, ctx.now);
  const received = new Set(changes.flatMap((c) => c.messageIds));
  announceStatus(ctx.hub, changes, 'received', me);
  const messages = page.map((r) => ({
    ...toChatMessage(r),
    ...(received.has(r.id) ? { status: 'received' as const } : {}),
  }));
  return { groupedMessages: groupMessagesByDate(messages, ctx.timeZone), has_more: hasMore };
}

/**
 * The caller (`user_id`) opened the conversation with `friend_id` (the polling fallback of the
 * socket's `conversation:read`): their unread messages from the friend become read; the friend
 * hears it ('message:status' read) and the caller's devices get the new unread counts. Another
 * member's `user_id` gets 403. Returns the ids that changed and the unread counts.
 */
export async function markConversationRead(
  db: Db,
  actor: Member,
  body: { user_id: number; friend_id: number },
  ctx: { hub: RealtimeHub; now: Date },
): Promise<MarkReadResponse> {
  const me = authorize(actor, 'actAs', { profileId: body.user_id });
  const changes = await markRead(db, me, body.friend_id, ctx.now);
  announceStatus(ctx.hub, changes, 'read', me);
  const unread = await unreadCountsOf(db, me);
  if (changes.length > 0) ctx.hub.toMember(me, 'unread', unread);
  return { message_ids: changes.flatMap((c) => c.messageIds), unread };
}
