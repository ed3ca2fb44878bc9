/**
 * React side of the tab's socket (./socket.ts, issue 10): open it for the logged-in member, read its
 * state, listen to pushed events, refetch after a reconnect, and poll only while it is down. A
 * socket the server let go for the member's newer devices ('closed') shows a notice with a reload.
 *
 * ```tsx
 * const session = useSession();
 * const state = useSocket(session?.profileId ?? null);
 * useSocketEvent('message:new', (m) => addMessage(m));
 * useOnReconnect(() => void refetchAfter(lastIdRef.current));
 * usePollingWhileDown(() => void refetch(), 3000);
 * ```
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ServerEventName, ServerEventPayload } from '@nikah/shared';
import { showSocketReplacedNotice } from '../components/SocketReplacedNotice';
import {
  onReconnect,
  onServerEvent,
  onSocketState,
  socketState,
  startSocket,
  stopSocket,
  type SocketState,
} from './socket';

/** The socket's state ('connected' | 'connecting' | 'down' | 'closed'); re-renders on each change. */
export function useSocketState(): SocketState {
  return useSyncExternalStore(onSocketState, socketState, () => 'down');
}

/**
 * Keeps the tab's socket open while `who` (the session's member profile id, or a guardian's
 * `guardian:<username>`) is set, and closes it when it becomes null (logout). The socket outlives
 * the component (one per tab, shared by every page); returns its state. While it is 'closed' (the
 * member's newer devices replaced it, issue 28), the page shows the notice that says so, with a
 * reload (components/SocketReplacedNotice.tsx).
 */
export function useSocket(who: number | string | null): SocketState {
  useEffect(() => {
    if (who === null) stopSocket();
    else void startSocket(who);
  }, [who]);
  const state = useSocketState();
  useEffect(() => {
    if (state === 'closed') showSocketReplacedNotice();
  }, [state]);
  return state;
}

/** Calls the latest `handler` with each `event` pushed (payload parsed) while mounted. */
export function useSocketEvent<E extends ServerEventName>(
  event: E,
  handler: (payload: ServerEventPayload<E>) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onServerEvent(event, (payload) => latest.current(payload)), [event]);
}

/** Calls the latest `fn` each time the socket comes back after being down (fetch what was missed). */
export function useOnReconnect(fn: () => void): void {
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  useEffect(() => onReconnect(() => latest.current()), []);
}

/**
 * Calls the latest `fn` every `ms` milliseconds while the socket is down (and the page is
 * visible), never while it is connected: the polling fallback of DESIGN.md section 3.
 */
export function usePollingWhileDown(fn: () => void, ms: number): void {
  const state = useSocketState();
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  useEffect(() => {
    if (state !== 'down') return;
    const timer = setInterval(() => {
      if (typeof document === 'undefined' || document.visibilityState !== 'hidden') latest.current();
    }, ms);
    return () => clearInterval(timer);
  }, [state, ms]);
}
