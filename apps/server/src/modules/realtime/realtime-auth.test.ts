/**
 * Socket access (issue 10, DESIGN.md D2), on PGlite and on PostgreSQL: the handshake needs a
 * session (token, Authorization header, or the cookie from this site only); a member's socket only
 * ever hears that member's events, and no client event acts for someone else; malformed or too
 * many events are dropped without harm; a session ended after the handshake loses its socket, and
 * one the periodic check finds ended is told so (`session:closed` 'ended') before it is dropped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SocketEventAck } from '@nikah/shared';
import { chatMessages, profiles, users } from '../../db/schema';
import { createSession } from '../auth/sessions';
import { DATABASE_KINDS } from '../../../test/databases';
import { auth, send, type Member } from '../../../test/accounts-helpers';
import { befriend, sendTo, visibleMember } from '../chat/chat-test-helpers';
import {
  connectAs,
  connected,
  emitAndSettle,
  pause,
  record,
  socketTo,
  startLiveApp,
  watchDisconnect,
  type ClientSocket,
  type LiveApp,
} from './realtime-test-helpers';

/** The refusal of a handshake: its message and key. */
async function refusal(socket: ClientSocket): Promise<{ message: string; key: unknown }> {
  try {
    await connected(socket);
  } catch (err) {
    socket.disconnect();
    const e = err as Error & { data?: { key?: unknown } };
    return { message: e.message, key: e.data?.key };
  }
  socket.disconnect();
  throw new Error('the handshake was accepted');
}

const EVENTS_PER_10_SECONDS = 20;
/** The periodic session check's interval here (the default is minutes). */
const SOCKET_RECHECK_SECONDS = 1;

describe.each(DATABASE_KINDS)('socket access (%s)', (kind) => {
  let live: LiveApp;
  let groom: Member;
  let bride: Member;
  let stranger: Member;
  const sockets: ClientSocket[] = [];
  const keep = (s: ClientSocket) => {
    sockets.push(s);
    return s;
  };

  beforeAll(async () => {
    live = await startLiveApp(kind, {
      SOCKET_SESSION_RECHECK_SECONDS: String(SOCKET_RECHECK_SECONDS),
      SOCKET_EVENTS_PER_10_SECONDS: String(EVENTS_PER_10_SECONDS),
    });
    groom = await visibleMember(live, 'Male', 'Yusuf Ansari');
    bride = await visibleMember(live, 'Female', 'Ayesha Ansari');
    stranger = await visibleMember(live, 'Female', 'Zoya Shaikh');
    await befriend(live, groom, bride);
  }, 60_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await live.close();
  });

  it('refuses a handshake without a valid session, and a cookie from another site', async () => {
    expect(await refusal(socketTo(live))).toEqual({
      message: 'Authentication credentials were not provided.',
      key: 'notAuthenticated',
    });
    expect(await refusal(socketTo(live, { token: 'x'.repeat(43) }))).toEqual({
      message: 'Invalid token.',
      key: 'invalidToken',
    });
    const cookie = `session=${bride.token}`;
    const forbidden = { message: 'You do not have permission to perform this action.', key: 'forbidden' };
    expect(await refusal(socketTo(live, { headers: { cookie } }))).toEqual(forbidden);
    expect(await refusal(socketTo(live, { headers: { cookie, origin: 'https://evil.example' } }))).toEqual(
      forbidden,
    );
    expect(await refusal(socketTo(live, { headers: { cookie, origin: 'null' } }))).toEqual(forbidden);
    // The same cookie from this site, the Referer without an Origin, and the Authorization header.
    keep(await connected(socketTo(live, { headers: { cookie, origin: live.url } })));
    keep(await connected(socketTo(live, { headers: { cookie, referer: `${live.url}/chat` } })));
    keep(await connected(socketTo(live, { headers: auth(bride.token) })));
  });

  it('refuses a blocked member and an account without a profile', async () => {
    const blocked = await visibleMember(live, 'Male', 'Blocked Member');
    await live.database.db
      .update(profiles)
      .set({ isBlocked: true, blockedReason: 'spam' })
      .where(eq(profiles.id, blocked.profileId));
    expect(await refusal(socketTo(live, { token: blocked.token }))).toEqual({
      message: 'User Blocked, Reason: spam',
      key: 'userBlocked',
    });
    const [user] = await live.database.db
      .insert(users)
      .values({ username: `admin-${kind}@example.com`, isSuperuser: true })
      .returning();
    const token = await createSession(live.database.db, user!.id);
    expect((await refusal(socketTo(live, { token }))).key).toBe('forbidden');
  });

  it("with another member's session a socket hears only that member's events and acts only as them", async () => {
    const brideSocket = keep(await connectAs(live, bride.token));
    const groomSocket = keep(await connectAs(live, groom.token));
    const strangerSocket = keep(
      await connected(socketTo(live, { headers: { cookie: `session=${stranger.token}`, origin: live.url } })),
    );
    const [brideEvents, groomEvents, strangerEvents] = [
      record(brideSocket),
      record(groomSocket),
      record(strangerSocket),
    ];

    expect((await sendTo(live, groom, bride, 'private words')).statusCode).toBe(201);
    const message = await brideEvents.next('message:new');
    // The stranger names the bride's conversation and message in every event the client has.
    await emitAndSettle(strangerSocket, 'message:received', { message_ids: [message.message_id] });
    await emitAndSettle(strangerSocket, 'conversation:read', { with: groom.profileId });
    await emitAndSettle(strangerSocket, 'typing', { to: bride.profileId, typing: true });
    await emitAndSettle(strangerSocket, 'typing', { to: groom.profileId, typing: true });
    const [row] = await live.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, message.message_id));
    expect(row?.status).toBe('sent');
    await pause(200);
    expect(groomEvents.of('message:status')).toEqual([]);
    expect(groomEvents.of('typing')).toEqual([]);
    expect(brideEvents.of('typing')).toEqual([]);
    expect(strangerEvents.events.filter((e) => e.event !== 'presence')).toEqual([]);
    // Events of unknown names (say, joining the bride's room) are ignored by the server.
    (strangerSocket as unknown as { emit(event: string, ...args: unknown[]): void }).emit(
      'join',
      `member:${bride.profileId}`,
    );
    expect((await sendTo(live, groom, bride, 'still private')).statusCode).toBe(201);
    await brideEvents.next('message:new', (m) => m.text === 'still private');
    await pause(200);
    expect(strangerEvents.of('message:new')).toEqual([]);
  });

  it('drops malformed and excess events and keeps serving the socket', async () => {
    const groomSocket = keep(await connectAs(live, groom.token));
    const brideSocket = keep(await connectAs(live, bride.token));
    const brideEvents = record(brideSocket);
    const raw = groomSocket as unknown as { emit(event: string, ...args: unknown[]): void };
    for (const payload of [
      undefined,
      null,
      'typing',
      42,
      [],
      { to: String(bride.profileId), typing: true },
      { to: 1.5, typing: true },
      { to: 9_999_999_999_999, typing: true },
      { to: -1, typing: true },
      { to: bride.profileId },
    ]) {
      raw.emit('typing', payload);
    }
    raw.emit('message:received', { message_ids: 'all' });
    raw.emit('message:received', { message_ids: [9_999_999_999_999, -5, 0] });
    raw.emit('message:received', { message_ids: Array.from({ length: 501 }, (_, i) => i + 1) });
    raw.emit('conversation:read', { with: 'everyone' });
    raw.emit('conversation:read', { with: 9_999_999_999_999 });
    await pause(300);
    expect(groomSocket.connected).toBe(true);
    expect(brideEvents.of('typing')).toEqual([]);

    // A fresh window: EVENTS_PER_10_SECONDS typing events pass, the rest are dropped.
    // Each event is acknowledged once handled (a passed one after its push went out), so the
    // count below waits for the server, not for a pause.
    const fresh = keep(await connectAs(live, groom.token));
    const answers: SocketEventAck[] = await Promise.all(
      Array.from({ length: EVENTS_PER_10_SECONDS + 10 }, (_, i) =>
        fresh.timeout(10_000).emitWithAck('typing', { to: bride.profileId, typing: i % 2 === 0 }),
      ),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(EVENTS_PER_10_SECONDS);
    expect(answers.filter((a) => !a.ok && a.error === 'rate_limited')).toHaveLength(10);
    await brideEvents.next('typing', () => brideEvents.of('typing').length >= EVENTS_PER_10_SECONDS);
    expect(brideEvents.of('typing')).toHaveLength(EVENTS_PER_10_SECONDS);
    expect(fresh.connected).toBe(true);
  });

  it('disconnects a socket whose session ends (logout) after the handshake', async () => {
    const m = await visibleMember(live, 'Male', 'Short Session');
    const socket = keep(await connectAs(live, m.token));
    const gone = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    expect((await send(live, 'POST', '/api/profiles/logout/', undefined, auth(m.token))).statusCode).toBe(
      200,
    );
    expect(await gone).toBe('io server disconnect');
    expect(await refusal(socketTo(live, { token: m.token }))).toMatchObject({ key: 'invalidToken' });
  });

  it('the periodic check drops a socket whose member was blocked behind its back, telling it first', async () => {
    const m = await visibleMember(live, 'Male', 'Quietly Blocked');
    const socket = keep(await connectAs(live, m.token));
    const gone = watchDisconnect(socket);
    // Straight in the database (as another program would): no session-end signal, only the check.
    await live.database.db.update(profiles).set({ isBlocked: true }).where(eq(profiles.id, m.profileId));
    expect(await gone.wait(SOCKET_RECHECK_SECONDS * 1000 * 5)).toBe('io server disconnect');
    expect(gone.closed).toEqual([{ reason: 'ended' }]);
  });
});
