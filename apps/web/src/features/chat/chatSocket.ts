/**
 * The chat page's view of the tab's real-time connection (lib/socket.ts, DESIGN.md section 3;
 * issue 10): the state ('connected' | 'connecting' | 'down'), the socket id for `X-Socket-Id`,
 * typed subscribe/emit (payloads parsed with the shared schemas by lib/socket.ts) and the
 * reconnect callback so the page fetches what it missed. The socket is one per tab and outlives
 * the page.
 */
import type { ClientEventName, ClientEventPayload, ServerEventName, ServerEventPayload } from '@nikah/shared';
import {
  currentSocketId,
  onReconnect as onSocketReconnect,
  onServerEvent,
  sendSocketEvent,
} from '../../lib/socket';
import type { SocketState } from '../../lib/socket';
import { useSocket } from '../../lib/useSocket';

export type ConnectionState = SocketState;

/** The socket id of this tab while connected (sent as `X-Socket-Id` so this tab gets no echo). */
export const socketId = (): string | null => currentSocketId();

/** Sends a client event when connected; returns whether it went out. */
export function emit<E extends ClientEventName>(event: E, payload: ClientEventPayload<E>): boolean {
  return sendSocketEvent(event, payload);
}

/** Calls `handler` with each parsed `event`; returns the unsubscribe function. */
export function subscribe<E extends ServerEventName>(
  event: E,
  handler: (payload: ServerEventPayload<E>) => void,
): () => void {
  return onServerEvent(event, handler);
}

/** Calls `listener` after each reconnect (not the first connect); returns the unsubscribe function. */
export function onReconnect(listener: () => void): () => void {
  return onSocketReconnect(listener);
}

/** Opens the tab's socket for member `me` (if not open) and returns its state. */
export function useChatSocket(me: number): ConnectionState {
  return useSocket(me);
}
