/**
 * Sockets kept in step with sessions and devices (issue 28 points 7 and 9, DESIGN.md section 3
 * "Real time"): a session that ends loses its sockets at once, on every server process; a member
 * keeps at most SOCKETS_PER_MEMBER sockets, the oldest dropped. Each socket let go is first told
 * why (`session:closed`, 'ended' or 'replaced'): the web client then does not reconnect, which for
 * a dropped socket would push out the member's next oldest, and so on in turn.
 */
import type { SocketCloseReason } from '@nikah/shared';
import type { Db } from '../../db/client';
import { onSessionsEnded } from '../auth/sessions';
import { sessionRoom, type ChatServer } from './types';

/**
 * What `closeFor` needs: one socket, local or on another process, or a room broadcast (each sends
 * its packets in order, the emit before the disconnect, also through the Redis adapter).
 */
interface Closable {
  emit(event: 'session:closed', payload: { reason: SocketCloseReason }): unknown;
}

/**
 * Tells `target`'s sockets that they are let go for `reason` (`session:closed`); the caller
 * disconnects them right after. Returns `target`.
 */
export function tellClosed<T extends Closable>(target: T, reason: SocketCloseReason): T {
  target.emit('session:closed', { reason });
  return target;
}

/**
 * Disconnects the sockets of every session of `db` that ends from now on (auth/sessions.ts
 * announces each), on every process, after telling them why ('ended'): each socket is in its
 * session's room, and with the Redis adapter the emit and `disconnectSockets` reach the other
 * processes. Returns the function that stops it.
 */
export function disconnectEndedSessions(
  io: ChatServer,
  db: Db,
  logError: (err: unknown, message: string) => void,
): () => void {
  return onSessionsEnded(db, (sessionIds) => {
    try {
      const rooms = sessionIds.map(sessionRoom);
      tellClosed(io.in(rooms), 'ended');
      io.in(rooms).disconnectSockets(true);
    } catch (err) {
      logError(err, 'disconnecting the sockets of ended sessions failed');
    }
  });
}

/** What `dropOldest` needs of a socket (a local socket or one on another process). */
export interface CountedSocket {
  id: string;
  data: { connectedAt: number };
  emit(event: 'session:closed', payload: { reason: SocketCloseReason }): unknown;
  disconnect(close?: boolean): unknown;
}

/**
 * Disconnects the oldest of one member's `sockets` (wherever each is) beyond `cap`, oldest first
 * by connection time, then by id so that every process picks the same ones, each told first that
 * it was 'replaced'. Returns how many it dropped.
 */
export function dropOldest(sockets: readonly CountedSocket[], cap: number): number {
  const excess = sockets.length - cap;
  if (excess <= 0) return 0;
  const oldestFirst = [...sockets].sort(
    (a, b) => a.data.connectedAt - b.data.connectedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  for (const socket of oldestFirst.slice(0, excess)) tellClosed(socket, 'replaced').disconnect(true);
  return excess;
}
