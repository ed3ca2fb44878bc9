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
 * What `tellClosed` needs: a socket of this process, or a room broadcast (which reaches every
 * process through the Redis adapter; each sends its packets in order, the emit before the
 * disconnect).
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
}

/**
 * The ids of the oldest of one member's `sockets` (wherever each is) beyond `cap`, oldest first by
 * connection time, then by id so that every process picks the same ones. Empty within the cap.
 */
function oldestBeyond(sockets: readonly CountedSocket[], cap: number): string[] {
  const excess = sockets.length - cap;
  if (excess <= 0) return [];
  const oldestFirst = [...sockets].sort(
    (a, b) => a.data.connectedAt - b.data.connectedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return oldestFirst.slice(0, excess).map((s) => s.id);
}

/**
 * Disconnects the sockets of `socketIds` that are on this process and still connected, each told
 * first that it was 'replaced'. Returns the ids not found here (on another process, or gone).
 * Only the process that holds a socket tells it, once: two connections of one member at the same
 * moment, on two processes, both pick the same oldest socket, and it must hear one
 * `session:closed`, not two.
 */
function dropLocal(io: ChatServer, socketIds: readonly string[]): string[] {
  const elsewhere: string[] = [];
  for (const id of socketIds) {
    const socket = io.sockets.sockets.get(id);
    if (!socket?.connected) elsewhere.push(id);
    else tellClosed(socket, 'replaced').disconnect(true);
  }
  return elsewhere;
}

/**
 * Keeps a member (or a guardian's account) within `cap` sockets: the oldest of `sockets` beyond it
 * are dropped by the process that holds each, this one directly, the others through the Redis
 * adapter (`sockets:replaced`, heard by `listenForReplaced`) when `cluster`. Returns how many it
 * dropped or asked to drop.
 */
export function dropOldest(
  io: ChatServer,
  sockets: readonly CountedSocket[],
  cap: number,
  cluster: boolean,
): number {
  const ids = oldestBeyond(sockets, cap);
  const elsewhere = dropLocal(io, ids);
  if (cluster && elsewhere.length > 0) io.serverSideEmit('sockets:replaced', elsewhere);
  return ids.length;
}

/** Drops this process's sockets that another process's `dropOldest` names. */
export function listenForReplaced(io: ChatServer): void {
  io.on('sockets:replaced', (socketIds) => void dropLocal(io, socketIds));
}
