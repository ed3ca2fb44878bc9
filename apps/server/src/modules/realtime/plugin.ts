/**
 * The Socket.IO server of friend chat and group forums (DESIGN.md section 3 "Real time", issue 10),
 * on the app's own HTTP server at the default path `/socket.io/`.
 *
 * - Handshake: the member's session (`handshake.ts`); each socket joins its member's room
 *   `member:<profileId>`, its session's room `session:<sessionId>`, its account's room
 *   `account:<userId>` and, for each member the account guards (D19), that member's watch room
 *   `watch:<profileId>`, and nothing else. A guardian's socket (no profile) only listens: no
 *   client events, no presence; it is capped per account like a member's.
 * - Push: `app.realtime` becomes the socket hub (`socket-hub.ts`); services push after their
 *   transaction commits. With REDIS_URL, `@socket.io/redis-adapter` (two ioredis connections:
 *   publish, subscribe; channels under `<REDIS_PREFIX>socket.io`) carries every emit to the
 *   sockets of every server process.
 * - Client events: `events.ts`. Presence: when a member's first socket connects and when the last
 *   one disconnects (on every process), `profiles.last_active` is set and the member's friends get
 *   `presence`.
 * - Sessions (`session-sockets.ts`): a session that ends (auth/sessions.ts: logout, password change
 *   or reset, block, guardian removal) has its room disconnected at once, on every process. A
 *   member keeps at most SOCKETS_PER_MEMBER sockets: a new one drops the oldest, on any process.
 *   Every socket let go for these reasons first gets `session:closed` ('ended', 'replaced'), once
 *   (only the process that holds a socket tells it it was replaced), after which clients do not
 *   reconnect.
 *   Every SOCKET_SESSION_RECHECK_SECONDS each socket's session is also checked again, a backstop
 *   for what the signal misses: a socket that connects between its session's revocation and the
 *   commit (or between its handshake check and joining its room), a disconnect lost while a
 *   process's Redis subscriber reconnects (pub/sub delivers at most once), a session revoked by
 *   another program (the CLI) or gone idle.
 * - Close: when the app closes, its connections are closed (members' `last_active` set; clients
 *   reconnect on their own, to another process or after the restart), then the adapter and its
 *   Redis connections are closed.
 *
 * Call `registerRealtime(app)` after `buildApp` and before `app.ready()`/`listen()` (main.ts does).
 */
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { resolveSession } from '../auth/sessions';
import { handleClientEvents } from './events';
import { authenticateHandshake, HandshakeRefused } from './handshake';
import { silentHub } from './hub';
import { friendIdsOf, touchLastActive } from './presence';
import { disconnectEndedSessions, dropOldest, listenForReplaced, tellClosed } from './session-sockets';
import { socketHub } from './socket-hub';
import { guardedMemberIds } from '../guardian/reads';
import {
  accountRoom,
  memberRoom,
  sessionRoom,
  watchedMember,
  watchRoom,
  type ChatServer,
  type ChatSocket,
} from './types';

/** Largest message a client may send over the socket, in bytes (events are a few hundred bytes). */
const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;

/** Attaches the Socket.IO server to `app` and installs the real hub; returns the server. */
export function registerRealtime(app: FastifyInstance): ChatServer {
  const { config, database, now } = app.deps;
  const db = database.db;
  const logError = (err: unknown, message: string) => app.log.error({ err }, message);
  const io: ChatServer = new Server(app.server, {
    serveClient: false,
    maxHttpBufferSize: MAX_CLIENT_MESSAGE_BYTES,
  });

  let redis: Redis[] = [];
  if (config.REDIS_URL) {
    const pub = new Redis(config.REDIS_URL);
    const sub = pub.duplicate();
    redis = [pub, sub];
    for (const client of redis) client.on('error', (err) => logError(err, 'socket Redis connection'));
    io.adapter(createAdapter(pub, sub, { key: `${config.REDIS_PREFIX}socket.io` }));
    listenForReplaced(io);
  }
  const cluster = redis.length > 0;

  const hub = socketHub(io, db, logError);
  app.realtime = hub;
  let closing = false;

  io.use((socket, next) => {
    authenticateHandshake(
      db,
      { headers: socket.handshake.headers, auth: socket.handshake.auth },
      { trustProxy: config.TRUST_PROXY !== false, parseCookie: (s) => app.parseCookie(s) },
    ).then(
      (who) => {
        socket.data.profileId = who.profileId;
        socket.data.userId = who.userId;
        socket.data.guarded = who.guarded;
        socket.data.sessionId = who.sessionId;
        socket.data.token = who.token;
        socket.data.connectedAt = performance.timeOrigin + performance.now();
        next();
      },
      (err: unknown) => {
        if (err instanceof HandshakeRefused) return next(err);
        logError(err, 'socket handshake failed');
        next(new Error('Server error'));
      },
    );
  });

  /** Tells the friends of `profileId` that they came online or went offline, and notes the time. */
  const announcePresence = async (profileId: number, online: boolean) => {
    const at = now();
    await touchLastActive(db, [profileId], at);
    const friends = await friendIdsOf(db, profileId);
    for (const friend of friends) {
      hub.toMember(friend, 'presence', { profile_id: profileId, online, last_active: at.toISOString() });
    }
  };

  /** Presence work under way, awaited before the app closes (the database closes after it). */
  const pending = new Set<Promise<void>>();
  const track = (work: () => Promise<void>, failure: string) => {
    const p = work().catch((err: unknown) => logError(err, failure));
    pending.add(p);
    void p.finally(() => pending.delete(p));
  };

  const socketsOf = async (profileId: number) => (await io.in(memberRoom(profileId)).fetchSockets()).length;
  const stopEnding = disconnectEndedSessions(io, db, logError);

  io.on('connection', (socket: ChatSocket) => {
    const me = socket.data.profileId;
    const { userId, sessionId, guarded } = socket.data;
    void socket.join([
      ...(me === null ? [] : [memberRoom(me)]),
      sessionRoom(sessionId),
      accountRoom(userId),
      ...guarded.map(watchRoom),
    ]);
    if (me === null) {
      // A guardian only reads (D19): no client event is handled, and no one sees them online.
      track(async () => {
        dropOldest(io, await io.in(accountRoom(userId)).fetchSockets(), config.SOCKETS_PER_MEMBER, cluster);
      }, 'socket cap (guardian) failed');
      return;
    }
    handleClientEvents(socket, me, {
      db,
      hub,
      now,
      eventsPer10Seconds: config.SOCKET_EVENTS_PER_10_SECONDS,
      logError,
    });
    track(async () => {
      // The member's sockets on every process, this one included: beyond the cap the oldest go.
      const mine = await io.in(memberRoom(me)).fetchSockets();
      dropOldest(io, mine, config.SOCKETS_PER_MEMBER, cluster);
      if (mine.length <= 1) await announcePresence(me, true);
    }, 'socket cap or presence (online) failed');
    socket.on('disconnect', () => {
      if (closing) return;
      track(async () => {
        if ((await socketsOf(me)) === 0) await announcePresence(me, false);
      }, 'presence (offline) failed');
    });
  });

  // The backstop for ended sessions the signal missed (see the top of this file).
  let checking = false;
  const recheck = async () => {
    if (checking || closing) return;
    checking = true;
    try {
      for (const socket of io.of('/').sockets.values()) {
        if (closing) break;
        const member = await resolveSession(db, socket.data.token, now());
        if (!member || member.isBlocked || member.profileId !== socket.data.profileId) {
          tellClosed(socket, 'ended').disconnect(true);
          continue;
        }
        // A removal whose signal was missed: the socket leaves the watch rooms of members no
        // longer guarded (a guardian left with none has had its sessions ended above).
        const watching = [...socket.rooms].filter((room) => watchedMember(room) !== null);
        if (watching.length === 0) continue;
        const guarded = new Set(await guardedMemberIds(db, member.userId));
        for (const room of watching) if (!guarded.has(watchedMember(room)!)) void socket.leave(room);
      }
    } catch (err) {
      logError(err, 'socket session check failed');
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void recheck(), config.SOCKET_SESSION_RECHECK_SECONDS * 1000);
  timer.unref();

  app.addHook('preClose', async () => {
    closing = true;
    stopEnding();
    clearInterval(timer);
    const members = [
      ...new Set(
        [...io.of('/').sockets.values()].flatMap((s) =>
          s.data.profileId === null ? [] : [s.data.profileId],
        ),
      ),
    ];
    await touchLastActive(db, members, now()).catch((err: unknown) => logError(err, 'last_active on close'));
    // Closing the connections (not a Socket.IO disconnect, after which clients wait to be told):
    // clients see the transport close and reconnect with backoff, to this server or another.
    io.engine.close();
    await Promise.allSettled([...pending]);
  });
  app.addHook('onClose', async () => {
    app.realtime = silentHub;
    await io.of('/').adapter.close();
    await Promise.all(redis.map((c) => c.quit().catch(() => c.disconnect())));
  });
  return io;
}
