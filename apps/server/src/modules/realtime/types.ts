/** The typed Socket.IO server of friend chat and group forums, and the names of its rooms. */
import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@nikah/shared';

/** What the handshake leaves on every socket. */
export interface SocketData {
  /**
   * The member's profile id; null for a guardian's socket (an account without a profile that guards
   * members, D19): it only listens, to `guarded:message` of the members it guards.
   */
  profileId: number | null;
  /** The account's user id: the socket is in its room `accountRoom(userId)`. */
  userId: number;
  /** The members the account guarded at the handshake (D19): the socket is in their watch rooms. */
  guarded: number[];
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

/**
 * Events between server processes, through the Redis adapter (`serverSideEmit`): the sockets
 * another process's per-member cap let go, for the process that holds them to tell and drop
 * (session-sockets.ts).
 */
export interface InterServerEvents {
  'sockets:replaced': (socketIds: string[]) => void;
}

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

/**
 * The room of every socket of account `userId` on every process: a guardian's sockets join or
 * leave a member's watch room through it when an invitation is accepted or the guardian removed.
 */
export const accountRoom = (userId: number) => `account:${userId}`;

/**
 * The room of the sockets of every account that guards member `profileId` (D19): they hear of new
 * messages in the member's friend chats (`guarded:message`), nothing else.
 */
export const watchRoom = (profileId: number) => `watch:${profileId}`;

/** The member whose watch room `room` is, or null for any other room. */
export function watchedMember(room: string): number | null {
  const match = /^watch:(\d+)$/.exec(room);
  return match ? Number(match[1]) : null;
}
