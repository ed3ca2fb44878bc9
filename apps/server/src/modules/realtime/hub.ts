/**
 * The seam between services that change chat state and the sockets that must hear of it
 * (DESIGN.md section 3 "Real time": persist, then push). Services call `hub.toMember(...)` or
 * `hub.toGroup(...)` after their transaction commits; the Socket.IO plugin (modules/realtime)
 * installs the real hub on start, and until then (and in tests that do not start sockets) the
 * silent hub drops events, so a service never depends on sockets being up.
 */
import type { ChatMessage, ServerEventName, ServerEventPayload } from '@nikah/shared';

export interface RealtimeHub {
  /** Pushes `event` to every socket of member `profileId`, on every server process. */
  toMember<E extends ServerEventName>(profileId: number, event: E, payload: ServerEventPayload<E>): void;
  /**
   * Pushes `event` to every socket of member `profileId` except socket `exceptSocketId` (the
   * sender's own device that made the change).
   */
  toMemberExcept<E extends ServerEventName>(
    profileId: number,
    exceptSocketId: string | null,
    event: E,
    payload: ServerEventPayload<E>,
  ): void;
  /** Pushes `event` to the sockets of every member of group `groupId`. */
  toGroup<E extends ServerEventName>(groupId: number, event: E, payload: ServerEventPayload<E>): void;
  /**
   * Pushes a new friend-chat `message` to the guardians of each member of `memberIds` (D19):
   * `guarded:message` to the member's watch room, on every process.
   */
  toGuardians(memberIds: readonly number[], message: ChatMessage): void;
  /**
   * Makes the sockets of account `userId`, on every process, join (`watching` true: an invitation
   * accepted) or leave (false: the guardian removed) member `profileId`'s watch room.
   */
  setWatching(userId: number, profileId: number, watching: boolean): void;
  /** Whether member `profileId` has a connected socket on any process. */
  isOnline(profileId: number): Promise<boolean>;
  /** Which of the members `profileIds` have a connected socket on any process (one round trip). */
  onlineAmong(profileIds: number[]): Promise<Set<number>>;
}

/** A hub that drops every event: used before the socket server starts. */
export const silentHub: RealtimeHub = {
  toMember: () => undefined,
  toMemberExcept: () => undefined,
  toGroup: () => undefined,
  toGuardians: () => undefined,
  setWatching: () => undefined,
  isOnline: () => Promise.resolve(false),
  onlineAmong: () => Promise.resolve(new Set<number>()),
};
