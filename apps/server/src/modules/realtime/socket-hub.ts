/**
 * The real `RealtimeHub` over the Socket.IO server: every emit goes to rooms, so with the Redis
 * adapter it reaches the member's sockets on every process.
 *
 * Groups: `toGroup` looks the group's members up in `group_members` when it is called and emits to
 * their member rooms. There are no group rooms to keep in step with join and leave (on every
 * process, for sockets already connected): a member who leaves hears nothing more from the next
 * message on, one who joins hears the next message. Group pushes are sent in the order they were
 * asked for (one look-up at a time).
 */
import { eq } from 'drizzle-orm';
import type { ServerEventName } from '@nikah/shared';
import type { Db } from '../../db/client';
import { groupMembers } from '../../db/schema';
import type { RealtimeHub } from './hub';
import { accountRoom, memberRoom, watchRoom, type ChatServer } from './types';

/**
 * A broadcast seen as `emit(event, payload)`: the hub's own signature already ties each payload to
 * its event (Socket.IO's generic parameters cannot follow a generic event name).
 */
interface Emitter {
  emit(event: ServerEventName, payload: unknown): boolean;
}
const emitter = (op: Emitter) => op;

/** The hub of `io`; a failed group look-up is reported to `logError`, never thrown. */
export function socketHub(
  io: ChatServer,
  db: Db,
  logError: (err: unknown, message: string) => void,
): RealtimeHub {
  let groupQueue: Promise<void> = Promise.resolve();
  const online = async (profileIds: number[]) => {
    if (profileIds.length === 0) return new Set<number>();
    const sockets = await io.in(profileIds.map(memberRoom)).fetchSockets();
    return new Set(sockets.flatMap((s) => (s.data.profileId === null ? [] : [s.data.profileId])));
  };
  return {
    toMember(profileId, event, payload) {
      emitter(io.to(memberRoom(profileId))).emit(event, payload);
    },
    toMemberExcept(profileId, exceptSocketId, event, payload) {
      const target = exceptSocketId
        ? io.to(memberRoom(profileId)).except(exceptSocketId)
        : io.to(memberRoom(profileId));
      emitter(target).emit(event, payload);
    },
    toGroup(groupId, event, payload) {
      groupQueue = groupQueue.then(async () => {
        try {
          const rows = await db
            .select({ profileId: groupMembers.profileId })
            .from(groupMembers)
            .where(eq(groupMembers.groupId, groupId));
          if (rows.length === 0) return;
          emitter(io.to(rows.map((r) => memberRoom(r.profileId)))).emit(event, payload);
        } catch (err) {
          logError(err, 'group push failed');
        }
      });
    },
    toGuardians(memberIds, message) {
      for (const memberId of memberIds) {
        io.to(watchRoom(memberId)).emit('guarded:message', { member_id: memberId, message });
      }
    },
    setWatching(userId, profileId, watching) {
      const sockets = io.in(accountRoom(userId));
      if (watching) sockets.socketsJoin(watchRoom(profileId));
      else sockets.socketsLeave(watchRoom(profileId));
    },
    async isOnline(profileId) {
      return (await online([profileId])).has(profileId);
    },
    onlineAmong: online,
  };
}
