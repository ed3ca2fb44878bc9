/**
 * Sockets kept in step with sessions and devices (issue 28 points 7 and 9, DESIGN.md section 3
 * "Real time"): a session that ends loses its sockets at once, on every server process; a member
 * keeps at most SOCKETS_PER_MEMBER sockets, the oldest dropped.
 */
import type { Db } from '../../db/client';
import { onSessionsEnded } from '../auth/sessions';
import { sessionRoom, type ChatServer } from './types';

/**
 * Disconnects the sockets of every session of `db` that ends from now on (auth/sessions.ts
 * announces each), on every process: each socket is in its session's room, and with the Redis
 * adapter `disconnectSockets` reaches the other processes. Returns the function that stops it.
 */
export function disconnectEndedSessions(
  io: ChatServer,
  db: Db,
  logError: (err: unknown, message: string) => void,
): () => void {
  return onSessionsEnded(db, (sessionIds) => {
    try {
      io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    } catch (err) {
      logError(err, 'disconnecting the sockets of ended sessions failed');
    }
  });
}

/** What `dropOldest` needs of a socket (a local socket or one on another process). */
export interface CountedSocket {
  id: string;
  data: { connectedAt: number };
  disconnect(close?: boolean): unknown;
}

/**
 * Disconnects the oldest of one member's `sockets` (wherever each is) beyond `cap`, oldest first
 * by connection time, then by id so that every process picks the same ones. Returns how many it
 * dropped.
 */
export function dropOldest(sockets: readonly CountedSocket[], cap: number): number {
  const excess = sockets.length - cap;
  if (excess <= 0) return 0;
  const oldestFirst = [...sockets].sort(
    (a, b) => a.data.connectedAt - b.data.connectedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  for (const socket of oldestFirst.slice(0, excess)) socket.disconnect(true);
  return excess;
}
