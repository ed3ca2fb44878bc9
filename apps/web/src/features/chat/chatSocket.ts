/**
 * The chat page's view of the real-time connection (DESIGN.md section 3; issue 10): one Socket.IO
 * connection per tab, opened lazily (socket.io-client is its own chunk, never in the first route),
 * authenticated by the session cookie; every received payload is parsed with the shared schema and
 * a bad one is dropped. Exposes the connection state ('connected' | 'connecting' | 'down'), the
 * socket id for `X-Socket-Id`, typed subscribe/emit and a reconnect callback so the page fetches
 * what it missed.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import {
  serverEventPayloads,
  type ClientEventName,
  type ClientEventPayload,
  type ClientToServerEvents,
  type ServerEventName,
  type ServerEventPayload,
  type ServerToClientEvents,
} from '@nikah/shared';

export type ConnectionState = 'connected' | 'connecting' | 'down';

type AnyHandler = (payload: unknown) => void;

let socket: Socket<ServerToClientEvents, ClientToServerEvents> | null = null;
let opening: Promise<void> | null = null;
let state: ConnectionState = 'down';
let users = 0;
const stateListeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();
const handlers = new Map<ServerEventName, Set<AnyHandler>>();
const EVENT_NAMES = Object.keys(serverEventPayloads) as ServerEventName[];

function setState(next: ConnectionState): void {
  if (state === next) return;
  state = next;
  for (const l of stateListeners) l();
}

function dispatch(event: ServerEventName, payload: unknown): void {
  const parsed = serverEventPayloads[event].safeParse(payload);
  if (!parsed.success) return;
  for (const h of handlers.get(event) ?? []) h(parsed.data);
}

/** Opens the connection (once per tab); reconnects with backoff on its own. */
function open(): void {
  if (socket || opening) return;
  setState('connecting');
  opening = import('socket.io-client')
    .then(({ io }) => {
      if (users === 0) return;
      const s: Socket<ServerToClientEvents, ClientToServerEvents> = io({
        path: '/socket.io/',
        withCredentials: true,
        // WebSocket only: its upgrade always carries Origin, which the server checks for a cookie
        // handshake (the site sends no Referer, so a long-polling handshake could not prove it).
        transports: ['websocket'],
        reconnectionDelay: 500,
        reconnectionDelayMax: 5000,
      });
      let connectedBefore = false;
      s.on('connect', () => {
        setState('connected');
        if (connectedBefore) for (const l of reconnectListeners) l();
        connectedBefore = true;
      });
      s.on('disconnect', () => setState(s.active ? 'connecting' : 'down'));
      s.on('connect_error', () => setState('down'));
      s.io.on('reconnect_attempt', () => {
        if (state !== 'down') setState('connecting');
      });
      s.onAny((event: string, payload: unknown) => {
        if ((EVENT_NAMES as string[]).includes(event)) dispatch(event as ServerEventName, payload);
      });
      socket = s;
    })
    .catch(() => setState('down'))
    .finally(() => {
      opening = null;
    });
}

function close(): void {
  socket?.disconnect();
  socket = null;
  setState('down');
}

/** The socket id of this tab while connected (sent as `X-Socket-Id` so this tab gets no echo). */
export function socketId(): string | null {
  return socket?.connected ? (socket.id ?? null) : null;
}

/** Sends a client event when connected; returns whether it went out. */
export function emit<E extends ClientEventName>(event: E, payload: ClientEventPayload<E>): boolean {
  if (!socket?.connected) return false;
  // Socket.IO's emit overloads cannot be narrowed by a generic event name.
  (socket.emit as (e: string, p: unknown) => void)(event, payload);
  return true;
}

/** Calls `handler` with each parsed `event`; returns the unsubscribe function. */
export function subscribe<E extends ServerEventName>(
  event: E,
  handler: (payload: ServerEventPayload<E>) => void,
): () => void {
  const set = handlers.get(event) ?? new Set<AnyHandler>();
  handlers.set(event, set);
  const h = handler as AnyHandler;
  set.add(h);
  return () => set.delete(h);
}

/** Calls `listener` after each reconnect (not the first connect); returns the unsubscribe function. */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/**
 * Keeps the connection open while the calling component is mounted and `enabled` (a member is
 * logged in); returns the connection state. The last user closes it.
 */
export function useChatSocket(enabled: boolean): ConnectionState {
  useEffect(() => {
    if (!enabled) return;
    users += 1;
    open();
    return () => {
      users -= 1;
      if (users === 0) close();
    };
  }, [enabled]);
  return useSyncExternalStore(
    (l) => {
      stateListeners.add(l);
      return () => stateListeners.delete(l);
    },
    () => state,
  );
}
