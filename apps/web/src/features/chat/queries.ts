/**
 * Data of the friend chat page (SPEC.md sections 4, 7 and 8; issue 10): TanStack Query hooks over
 * the `/api/friends/` endpoint functions, and the cache updates the live events and the send box
 * make. A conversation is cached as one list of messages oldest first (`Conversation`), merged by
 * message_id so that a page, a push and a catch-up never show a message twice.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  msg,
  type ChatMessage,
  type FriendItem,
  type FriendsResponse,
  type UnreadCounts,
} from '@nikah/shared';
import { shouldRetry } from '../../lib/api';
import {
  acceptChatGuidelines,
  fetchChatGuidelines,
  fetchChatMessages,
  fetchChatUnread,
  fetchFriends,
  markChatRead,
  sendChatMessage,
  setChatBlocked,
} from '../../lib/endpoints';
import { queryKeys } from '../../lib/queryKeys';
import { toast } from '../../app/toast';
import { errorText, translateRef } from '../../lib/messages';
import { useSession } from '../../app/session';
import { flatten, laterStatus, mergeMessages, partnerOf, withStatus, type Conversation } from './messages';

/** How often the menu's unread count refreshes when no chat page keeps it live, in ms. */
export const UNREAD_REFRESH_MS = 60 * 1000;
/** Most catch-up pages fetched in a row after a reconnect (200 messages each). */
const CATCH_UP_PAGES = 10;

/** Whether the member agreed to the chat guidelines (the popup shows until they do). */
export function useChatGuidelines() {
  return useQuery({
    queryKey: queryKeys.chat.guidelines,
    queryFn: ({ signal }) => fetchChatGuidelines(signal),
    staleTime: Infinity,
    retry: shouldRetry,
  });
}

/** Records the agreement to the guidelines on the server. */
export function useAcceptGuidelines() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptChatGuidelines,
    onSuccess: (data) => queryClient.setQueryData(queryKeys.chat.guidelines, data),
    onError: (error) => toast(errorText(t, error), 'error'),
  });
}

/** The member's friends, latest conversation first. */
export function useFriends(me: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.chat.friends,
    queryFn: ({ signal }) => fetchFriends(me, signal),
    enabled,
    staleTime: 30 * 1000,
    retry: shouldRetry,
  });
}

/**
 * The latest page of the conversation with `friend`, merged with what the cache already holds
 * (older pages the member loaded, pushed messages) so a refetch never drops them.
 */
export function useConversation(me: number, friend: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.chat.messages(friend ?? 0),
    enabled: friend !== null,
    staleTime: 30 * 1000,
    retry: shouldRetry,
    queryFn: async ({ signal }): Promise<Conversation> => {
      const page = await fetchChatMessages(me, friend ?? 0, {}, signal);
      const fetched = flatten(page.groupedMessages);
      const cached = queryClient.getQueryData<Conversation>(queryKeys.chat.messages(friend ?? 0));
      if (!cached) return { messages: fetched, hasMore: page.has_more };
      const first = fetched[0]?.message_id ?? Infinity;
      const keepsOlder = cached.messages.some((m) => m.message_id < first);
      return {
        messages: mergeMessages(cached.messages, fetched),
        hasMore: keepsOlder ? cached.hasMore : page.has_more,
      };
    },
  });
}

/** Loads the page before the oldest message shown (pagination backwards). */
export function useLoadEarlier(me: number, friend: number) {
  const queryClient = useQueryClient();
  const key = queryKeys.chat.messages(friend);
  return useMutation({
    mutationFn: () => {
      const first = queryClient.getQueryData<Conversation>(key)?.messages[0];
      return fetchChatMessages(me, friend, first ? { before: first.message_id } : {});
    },
    onSuccess: (page) =>
      queryClient.setQueryData<Conversation>(key, (old) => ({
        messages: mergeMessages(old?.messages ?? [], flatten(page.groupedMessages)),
        hasMore: page.has_more,
      })),
  });
}

/**
 * Fetches what the conversation with `friend` missed (`?after=` its newest message, page after
 * page) and merges it; nothing when the conversation is not cached (its first fetch will do).
 * Returns the messages that came in.
 */
export async function catchUp(queryClient: QueryClient, me: number, friend: number): Promise<ChatMessage[]> {
  const key = queryKeys.chat.messages(friend);
  const got: ChatMessage[] = [];
  for (let i = 0; i < CATCH_UP_PAGES; i++) {
    const cached = queryClient.getQueryData<Conversation>(key);
    if (!cached) break;
    const last = cached.messages.at(-1);
    const page = last
      ? await fetchChatMessages(me, friend, { after: last.message_id, limit: 200 })
      : await fetchChatMessages(me, friend);
    const fetched = flatten(page.groupedMessages);
    got.push(...fetched);
    queryClient.setQueryData<Conversation>(key, (old) => ({
      messages: mergeMessages(old?.messages ?? [], fetched),
      hasMore: old ? old.hasMore : page.has_more,
    }));
    if (!last || !page.has_more || fetched.length === 0) break;
  }
  return got;
}

/**
 * Statuses that arrived before their message (the friend's device acknowledged a message before
 * this tab got the send-message answer): applied when the message is added. Bounded.
 */
const earlyStatuses = new Map<number, ChatMessage['status']>();
const EARLY_STATUSES_MAX = 500;

/** Adds a message (sent here, or pushed) to its conversation and to the friend list's last message. */
export function addMessage(queryClient: QueryClient, me: number, pushed: ChatMessage): void {
  const early = earlyStatuses.get(pushed.message_id);
  earlyStatuses.delete(pushed.message_id);
  const message = early ? { ...pushed, status: laterStatus(pushed.status, early) } : pushed;
  const friend = partnerOf(message, me);
  queryClient.setQueryData<Conversation>(queryKeys.chat.messages(friend), (old) =>
    old ? { ...old, messages: mergeMessages(old.messages, [message]) } : old,
  );
  updateFriend(queryClient, friend, (f) =>
    !f.last_message || f.last_message.message_id <= message.message_id ? { ...f, last_message: message } : f,
  );
}

/** Raises the status of messages `ids` in the conversation with `friend` (and its last message). */
export function setStatuses(
  queryClient: QueryClient,
  friend: number,
  ids: readonly number[],
  status: ChatMessage['status'],
): void {
  const known = new Set(
    queryClient
      .getQueryData<Conversation>(queryKeys.chat.messages(friend))
      ?.messages.map((m) => m.message_id),
  );
  for (const id of ids) {
    if (known.has(id)) continue;
    if (earlyStatuses.size >= EARLY_STATUSES_MAX) earlyStatuses.clear();
    earlyStatuses.set(id, laterStatus(earlyStatuses.get(id) ?? status, status));
  }
  queryClient.setQueryData<Conversation>(queryKeys.chat.messages(friend), (old) =>
    old ? { ...old, messages: withStatus(old.messages, ids, status) } : old,
  );
  updateFriend(queryClient, friend, (f) =>
    f.last_message ? { ...f, last_message: withStatus([f.last_message], ids, status)[0] ?? null } : f,
  );
}

/** Applies `change` to friend `friendId` in the cached friend list, if any. */
export function updateFriend(
  queryClient: QueryClient,
  friendId: number,
  change: (friend: FriendItem) => FriendItem,
): void {
  queryClient.setQueryData<FriendsResponse>(queryKeys.chat.friends, (old) =>
    old ? { friends: old.friends.map((f) => (f.friend_id === friendId ? change(f) : f)) } : old,
  );
}

/** Stores new unread counts (pushed or fetched) and copies them onto the friend list. */
export function setUnread(queryClient: QueryClient, counts: UnreadCounts): void {
  queryClient.setQueryData(queryKeys.chat.unread, counts);
  const bySender = new Map(counts.unreadList.map((u) => [u.sender_id, u.unread_count]));
  queryClient.setQueryData<FriendsResponse>(queryKeys.chat.friends, (old) =>
    old ? { friends: old.friends.map((f) => ({ ...f, unread_count: bySender.get(f.friend_id) ?? 0 })) } : old,
  );
}

/** The member's unread counts (the menu's badge and the list's badges). */
export function useChatUnread(refetchInterval: number | false = UNREAD_REFRESH_MS) {
  const session = useSession();
  const me = session?.profileId ?? null;
  return useQuery({
    queryKey: queryKeys.chat.unread,
    queryFn: ({ signal }) => fetchChatUnread(signal),
    enabled: me !== null,
    staleTime: 30 * 1000,
    refetchOnWindowFocus: true,
    refetchInterval,
    retry: false,
  });
}

/**
 * Sends a message to `friend`; `socketId` names this tab's socket (no echo). The text stays in
 * the box on failure: the caller clears it on success only.
 */
export function useSendMessage(me: number, friend: number, socketId: () => string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      sendChatMessage({ sender_id: me, receiver_id: friend, message: text, status: 'sent' }, socketId()),
    onSuccess: (message) => addMessage(queryClient, me, message),
  });
}

/** Marks the conversation with `friend` read over REST (the fallback while the socket is down). */
export function useMarkReadRest(me: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (friend: number) => markChatRead(me, friend),
    onSuccess: (data) => setUnread(queryClient, data.unread),
  });
}

/** Blocks (`true`) or unblocks a friend, with the toasts of SPEC.md section 8. */
export function useChatBlock(me: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { friend: number; block: boolean }) => setChatBlocked(me, vars.friend, vars.block),
    onSuccess: (_data, { friend, block }) => {
      toast(translateRef(t, msg(block ? 'userBlockedDone' : 'userUnblocked')), 'success');
      updateFriend(queryClient, friend, (f) => ({ ...f, blocked: block }));
      void queryClient.invalidateQueries({ queryKey: queryKeys.chat.all });
      // The member leaves (or returns to) every other list too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.discovery.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.profiles.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile.all });
    },
    onError: (error, { block }) =>
      toast(block ? errorText(t, error) : translateRef(t, msg('unblockFailed')), 'error'),
  });
}
