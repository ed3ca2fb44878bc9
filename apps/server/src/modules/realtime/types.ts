/** The typed Socket.IO server of friend chat and group forums, and the names of its rooms. */
import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@nikah/shared';

/** What the handshake leaves on every socket. */
export interface SocketData {
  /** The member's profile id (the handshake refuses accounts without one). */
  profileId: number;
  /** The session's id: the socket is in its room `sessionRoom(sessionId)`. */
  sessionId: number;
  /** The session token, to check now and then that the session is still open. */
  token: string;
  /**
   * When the socket connected, in ms since the epoch with sub-millisecond precision (the
   * per-member cap drops the oldest; two sockets of one millisecond keep their order).
   */
  connectedAt: number;
}

/** Events between server processes (none: the Redis adapter carries the emits themselves). */
export type InterServerEvents = Record<string, never>;

export type ChatServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/**
 * The room of every socket of member `profileId` on every process. Only the server joins sockets
 * to rooms (on connection, to the member's own room and the session's): no client event names a
 * room.
 */
export const memberRoom = (profileId: number) => `member:${profileId}`;

/**
 * The room of every socket of session `sessionId` on every process: ending the session
 * disconnects the room (issue 28 point 7).
 */
export const sessionRoom = (sessionId: number) => `session:${sessionId}`;
