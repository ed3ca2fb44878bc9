/**
 * The chat page's live updates (DESIGN.md section 3; issue 10). With the socket up: pushed
 * messages, statuses, unread counts, typing and presence go into the query cache; messages that
 * arrive are acknowledged (`message:received`), and the open, visible conversation is marked read
 * (`conversation:read`). After a reconnect the open conversations fetch `?after=` their newest
 * message (merged by message_id: none lost or doubled). While the socket is down the page polls
 * every FRIEND_POLL_MS (packages/shared, SPEC.md section 9) instead, and marks read over REST.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FRIEND_POLL_MS, type ChatMessage } from '@nikah/shared';
import { queryKeys } from '../../lib/queryKeys';
import { emit, onReconnect, subscribe, useChatSocket, type ConnectionState } from './chatSocket';
import { partnerOf, type Conversation } from './messages';
import { addMessage, catchUp, setStatuses, setUnread, updateFriend, useMarkReadRest } from './queries';

/** A typing indicator without news goes away after this many ms. */
const TYPING_TIMEOUT_MS = 6000;

/** Whether the page is in front (a hidden tab does not mark messages read). */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

export interface ChatLive {
  connection: ConnectionState;
  /** Friends typing to the member now. */
  typing: ReadonlySet<number>;
  /** Marks the open conversation read now (its messages arrived or it was opened). */
  markOpenRead: () => void;
}

export function useChatLive(me: number, openFriend: number | null): ChatLive {
  const queryClient = useQueryClient();
  const connection = useChatSocket(me);
  const visible = usePageVisible();
  const markRest = useMarkReadRest(me);
  const [typing, setTyping] = useState<ReadonlySet<number>>(new Set());
  const typingTimers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const open = useRef({ friend: openFriend, visible, connection });
  open.current = { friend: openFriend, visible, connection };

  const markOpenRead = useCallback(() => {
    const { friend, visible: inFront, connection: conn } = open.current;
    if (friend === null || !inFront) return;
    const cached = queryClient.getQueryData<Conversation>(queryKeys.chat.messages(friend));
    const unread = cached?.messages.some((m) => m.sender_id === friend && m.status !== 'read');
    const listed = queryClient
      .getQueryData<{ friends: { friend_id: number; unread_count: number }[] }>(queryKeys.chat.friends)
      ?.friends.find((f) => f.friend_id === friend);
    if (!unread && !listed?.unread_count) return;
    if (conn === 'connected') emit('conversation:read', { with: friend });
    else markRest.mutate(friend);
    setStatuses(
      queryClient,
      friend,
      (cached?.messages ?? []).filter((m) => m.sender_id === friend).map((m) => m.message_id),
      'read',
    );
    updateFriend(queryClient, friend, (f) => ({ ...f, unread_count: 0 }));
  }, [queryClient, markRest]);

  /** Acknowledges messages from friends (a device got them) and reads them if their chat is open. */
  const arrived = useCallback(
    (messages: readonly ChatMessage[]) => {
      const ids = messages.filter((m) => m.sender_id !== me && m.status === 'sent').map((m) => m.message_id);
      if (ids.length > 0) emit('message:received', { message_ids: ids });
      if (messages.some((m) => m.sender_id === open.current.friend)) markOpenRead();
    },
    [me, markOpenRead],
  );

  const stopTyping = useCallback((from: number) => {
    clearTimeout(typingTimers.current.get(from));
    typingTimers.current.delete(from);
    setTyping((old) => {
      if (!old.has(from)) return old;
      const next = new Set(old);
      next.delete(from);
      return next;
    });
  }, []);

  useEffect(() => {
    const offs = [
      subscribe('message:new', (m) => {
        addMessage(queryClient, me, m);
        const friend = partnerOf(m, me);
        if (m.sender_id === friend) {
          stopTyping(friend);
          if (friend !== open.current.friend) {
            updateFriend(queryClient, friend, (f) => ({ ...f, unread_count: f.unread_count + 1 }));
          }
        }
        // A friend not listed yet (a proposal accepted meanwhile): the list refetches.
        const friends = queryClient.getQueryData<{ friends: { friend_id: number }[] }>(
          queryKeys.chat.friends,
        );
        if (friends && !friends.friends.some((f) => f.friend_id === friend)) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.chat.friends });
        }
        arrived([m]);
      }),
      subscribe('message:status', (s) => setStatuses(queryClient, s.by, s.message_ids, s.status)),
      subscribe('unread', (counts) => {
        setUnread(queryClient, counts);
        if (
          open.current.friend !== null &&
          counts.unreadList.some((u) => u.sender_id === open.current.friend)
        ) {
          markOpenRead();
        }
      }),
      subscribe('typing', ({ from, typing: on }) => {
        if (!on) return stopTyping(from);
        clearTimeout(typingTimers.current.get(from));
        typingTimers.current.set(
          from,
          setTimeout(() => stopTyping(from), TYPING_TIMEOUT_MS),
        );
        setTyping((old) => (old.has(from) ? old : new Set(old).add(from)));
      }),
      subscribe('presence', (p) =>
        updateFriend(queryClient, p.profile_id, (f) => ({
          ...f,
          online: p.online,
          last_active: p.last_active,
        })),
      ),
    ];
    return () => offs.forEach((off) => off());
  }, [queryClient, me, arrived, markOpenRead, stopTyping]);

  // Everything a pause may have missed: the open conversation's newer messages, counts, presence.
  const refresh = useCallback(async () => {
    const friend = open.current.friend;
    void queryClient.invalidateQueries({ queryKey: queryKeys.chat.friends });
    void queryClient.invalidateQueries({ queryKey: queryKeys.chat.unread });
    if (friend === null) return;
    try {
      arrived(await catchUp(queryClient, me, friend));
    } catch {
      // The next reconnect or poll tries again.
    }
  }, [queryClient, me, arrived]);

  useEffect(() => onReconnect(() => void refresh()), [refresh]);

  // Polling only while the socket is down.
  useEffect(() => {
    if (connection !== 'down') return;
    const timer = setInterval(() => {
      void refresh();
      // Ticks change on older messages too: the latest page is merged again (statuses only rise).
      const friend = open.current.friend;
      if (friend !== null) void queryClient.invalidateQueries({ queryKey: queryKeys.chat.messages(friend) });
    }, FRIEND_POLL_MS);
    return () => clearInterval(timer);
  }, [connection, refresh, queryClient]);

  // Opening a conversation, or coming back to the tab, reads it.
  useEffect(() => {
    if (openFriend !== null && visible) markOpenRead();
  }, [openFriend, visible, markOpenRead]);

  useEffect(() => {
    const timers = typingTimers.current;
    return () => timers.forEach((t) => clearTimeout(t));
  }, []);

  return { connection, typing, markOpenRead };
}

/** Tells `friend` the member is typing (throttled), and that they stopped after a pause or a send. */
export function useTypingSender(friend: number): { onInput: () => void; stop: () => void } {
  const last = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stop = useCallback(() => {
    clearTimeout(idle.current);
    if (last.current !== 0) emit('typing', { to: friend, typing: false });
    last.current = 0;
  }, [friend]);
  const onInput = useCallback(() => {
    const now = Date.now();
    if (now - last.current > 2500) {
      emit('typing', { to: friend, typing: true });
      last.current = now;
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(stop, 3000);
  }, [friend, stop]);
  useEffect(() => stop, [stop]);
  return { onInput, stop };
}
