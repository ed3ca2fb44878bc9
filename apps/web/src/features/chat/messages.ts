/**
 * Pure helpers of a conversation's messages on the web (SPEC.md sections 3 and 4): merging pages
 * and pushed messages without duplicates, statuses that only move forward, and date grouping.
 */
import { chatDateLabel, type ChatMessage, type ChatMessageStatus, type FriendItem } from '@nikah/shared';

/** A conversation as the page keeps it: messages oldest first, and whether older ones exist. */
export interface Conversation {
  messages: ChatMessage[];
  hasMore: boolean;
}

const RANK: Record<ChatMessageStatus, number> = { sent: 0, received: 1, read: 2 };

/** The later of two statuses (sent < received < read): a status never goes back. */
export function laterStatus(a: ChatMessageStatus, b: ChatMessageStatus): ChatMessageStatus {
  return RANK[a] >= RANK[b] ? a : b;
}

/**
 * `current` and `incoming` as one list, oldest first (by message_id), each message once (by
 * message_id); a message in both keeps the later status.
 */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of current) byId.set(m.message_id, m);
  for (const m of incoming) {
    const old = byId.get(m.message_id);
    byId.set(m.message_id, old ? { ...m, status: laterStatus(old.status, m.status) } : m);
  }
  return [...byId.values()].sort((a, b) => a.message_id - b.message_id);
}

/** The messages of a `groupedMessages` answer as one list, oldest first. */
export function flatten(grouped: Record<string, ChatMessage[]>): ChatMessage[] {
  return mergeMessages([], Object.values(grouped).flat());
}

/** `messages` with `ids` raised to `status` (never lowered). */
export function withStatus(
  messages: readonly ChatMessage[],
  ids: readonly number[],
  status: ChatMessageStatus,
): ChatMessage[] {
  const set = new Set(ids);
  return messages.map((m) => (set.has(m.message_id) ? { ...m, status: laterStatus(m.status, status) } : m));
}

/** Messages (oldest first) under their date labels (`YYYY-MM-DD` in `timeZone`), days oldest first. */
export function groupByDay(
  messages: readonly ChatMessage[],
  timeZone: string,
): { label: string; messages: ChatMessage[] }[] {
  const days: { label: string; messages: ChatMessage[] }[] = [];
  for (const m of messages) {
    const label = chatDateLabel(m.timestamp, timeZone);
    const last = days.at(-1);
    if (last?.label === label) last.messages.push(m);
    else days.push({ label, messages: [m] });
  }
  return days;
}

/** The browser's time zone, the one the server's labels use (`X-Timezone`). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Friends whose name contains `query` (case and spacing ignored); all for a blank query. */
export function filterFriends(friends: readonly FriendItem[], query: string): FriendItem[] {
  const q = query.trim().toLocaleLowerCase().replace(/\s+/g, ' ');
  if (!q) return [...friends];
  return friends.filter((f) => f.full_name.toLocaleLowerCase().replace(/\s+/g, ' ').includes(q));
}

/** The conversation partner of `message` for member `me`. */
export function partnerOf(message: ChatMessage, me: number): number {
  return message.sender_id === me ? message.receiver_id : message.sender_id;
}
