/**
 * Friend chat, the core the REST calls (routes.ts) and the socket events (modules/realtime) share
 * (SPEC.md sections 3, 4 and 7; DESIGN.md D7; issue 10): who may chat (`mayChat`, `chatPair`),
 * message statuses (`markReceived`, `markRead`, `announceStatus`), unread counts and the wire
 * shape of a message. Member ids are profile ids.
 */
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  CHAT_MESSAGE_STATUSES,
  type ChatMessage,
  type ChatMessageStatus,
  type UnreadCounts,
} from '@nikah/shared';
import type { Db, Tx } from '../../db/client';
import { chatMessages, proposals } from '../../db/schema';
import {
  acceptedBetween,
  blockState,
  leavingState,
  mayExchange,
  notLeavingSql,
  type ChatPair,
} from '../policy';
import type { RealtimeHub } from '../realtime/hub';

type MessageRow = typeof chatMessages.$inferSelect;

/** The wire shape (realtime.ts `chatMessage`) of stored message `row`. */
export function toChatMessage(row: MessageRow): ChatMessage {
  const status = (CHAT_MESSAGE_STATUSES as readonly string[]).includes(row.status)
    ? (row.status as ChatMessageStatus)
    : 'sent';
  return {
    message_id: row.id,
    sender_id: row.senderId,
    receiver_id: row.receiverId,
    text: row.text,
    timestamp: row.createdOn.toISOString(),
    status,
    scam: row.scam,
  };
}

/**
 * The chat relation of member profiles `a` and `b`: friends (different members with an Accepted
 * proposal either way), the blocks between them and which side is leaving (a pending deletion),
 * as `a` sees them.
 */
export async function chatPair(db: Db | Tx, a: number, b: number): Promise<ChatPair> {
  if (a === b) {
    return { friends: false, blocks: { byMe: false, byThem: false }, leaving: { me: false, them: false } };
  }
  const [accepted, blocks, me, them] = await Promise.all([
    db.select({ id: proposals.id }).from(proposals).where(acceptedBetween(a, b)).limit(1),
    blockState(db, a, b),
    leavingState(db, a),
    leavingState(db, b),
  ]);
  return { friends: accepted.length > 0, blocks, leaving: { me, them } };
}

/**
 * True when member profiles `a` and `b` may exchange messages now: an Accepted proposal between
 * them (either way) and no block either way (DESIGN.md D7). False for `a === b`.
 */
export async function mayChat(db: Db | Tx, a: number, b: number): Promise<boolean> {
  return mayExchange(await chatPair(db, a, b));
}

/** Messages of one sender whose status changed. */
export interface StatusChange {
  /** The profile that sent them (who should see the new ticks). */
  senderId: number;
  messageIds: number[];
}

function bySender(rows: readonly { id: number; senderId: number }[]): StatusChange[] {
  const out = new Map<number, number[]>();
  for (const r of rows) {
    const list = out.get(r.senderId) ?? [];
    list.push(r.id);
    out.set(r.senderId, list);
  }
  return [...out].map(([senderId, messageIds]) => ({
    senderId,
    messageIds: messageIds.sort((x, y) => x - y),
  }));
}

/**
 * A device of member profile `profileId` got messages `messageIds` (socket `message:received`,
 * or a `get-messages` page): those addressed to that member and still 'sent' become 'received'
 * at `now`. Ids of other members' messages, or already received or read, are ignored. Returns
 * the changed ids per sender (empty when nothing changed).
 */
export async function markReceived(
  db: Db | Tx,
  profileId: number,
  messageIds: readonly number[],
  now: Date = new Date(),
): Promise<StatusChange[]> {
  if (messageIds.length === 0) return [];
  const rows = await db
    .update(chatMessages)
    .set({ status: 'received', receivedOn: now })
    .where(
      and(
        eq(chatMessages.receiverId, profileId),
        inArray(chatMessages.id, [...new Set(messageIds)]),
        eq(chatMessages.status, 'sent'),
      ),
    )
    .returning({ id: chatMessages.id, senderId: chatMessages.senderId });
  return bySender(rows);
}

/**
 * Member profile `profileId` opened the conversation with `withProfileId` (socket
 * `conversation:read`, or `POST /api/friends/mark-read`): every message from `withProfileId` to
 * that member not yet read becomes 'read' at `now` (and received, if it was not). Returns the
 * changed ids per sender (at most one entry, for `withProfileId`).
 */
export async function markRead(
  db: Db | Tx,
  profileId: number,
  withProfileId: number,
  now: Date = new Date(),
): Promise<StatusChange[]> {
  const rows = await db
    .update(chatMessages)
    .set({ status: 'read', readOn: now, receivedOn: sql`coalesce(${chatMessages.receivedOn}, ${now})` })
    .where(
      and(
        eq(chatMessages.receiverId, profileId),
        eq(chatMessages.senderId, withProfileId),
        ne(chatMessages.status, 'read'),
      ),
    )
    .returning({ id: chatMessages.id, senderId: chatMessages.senderId });
  return bySender(rows);
}

/**
 * Tells each sender in `changes` that their messages are now `status`, by member `by` (the
 * receiver): `message:status` to the sender's sockets. Call after the change committed.
 */
export function announceStatus(
  hub: RealtimeHub,
  changes: readonly StatusChange[],
  status: ChatMessageStatus,
  by: number,
): void {
  for (const c of changes) {
    if (c.messageIds.length > 0) {
      hub.toMember(c.senderId, 'message:status', { message_ids: c.messageIds, status, by });
    }
  }
}

/**
 * Unread counts of member profile `profileId` (SPEC.md section 3): messages to them not yet read,
 * per sender (`unreadList`, by sender id) and in total. Senders who are leaving (a pending
 * deletion) are left out, as they are from the friend list: no count for a friend not shown.
 */
export async function unreadCountsOf(db: Db | Tx, profileId: number): Promise<UnreadCounts> {
  const rows = await db
    .select({ senderId: chatMessages.senderId, n: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.receiverId, profileId),
        ne(chatMessages.status, 'read'),
        notLeavingSql(chatMessages.senderId),
      ),
    )
    .groupBy(chatMessages.senderId)
    .orderBy(chatMessages.senderId);
  const unreadList = rows.map((r) => ({ sender_id: r.senderId, unread_count: Number(r.n) }));
  return { totalUnread: unreadList.reduce((sum, r) => sum + r.unread_count, 0), unreadList };
}
