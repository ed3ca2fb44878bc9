/**
 * Sockets follow their session (issue 28 points 7 and 9, DESIGN.md section 3 "Real time"), on
 * PGlite and on PostgreSQL, with the periodic re-check left at its default (minutes), so only the
 * session-end signal can pass these tests:
 * - a session that ends (logout, password reset, a moderator's block) loses its sockets at once,
 *   and they hear nothing more; a logout ends only that session, the member's other device stays;
 * - a member has at most SOCKETS_PER_MEMBER sockets: the oldest are dropped;
 * - before each such disconnect the socket gets `session:closed` with the reason ('ended' or
 *   'replaced'), so that the web client does not reconnect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import type { Member } from '../../../test/accounts-helpers';
import { befriend, sendTo, visibleMember } from '../chat/chat-test-helpers';
import {
  connected,
  watchDisconnect,
  record,
  socketPool,
  socketTo,
  startLiveApp,
  type ClientSocket,
  type DisconnectWatch,
  type Recorder,
  type LiveApp,
} from './realtime-test-helpers';
import { loginAgain, sessionEnders, SESSION_ENDS } from './session-test-helpers';

describe.each(DATABASE_KINDS)('sockets follow their session (%s)', (kind) => {
  let live: LiveApp;
  let friend: Member;
  const pool = socketPool(() => live);
  const open = pool.open;

  beforeAll(async () => {
    live = await startLiveApp(kind);
    friend = await visibleMember(live, 'Female', 'Rukhsar Ali');
  }, 60_000);

  afterAll(async () => {
    pool.closeAll();
    await live.close();
  });

  it.each(SESSION_ENDS)(
    'a %s disconnects the sockets of the ended session at once, and they hear no later message',
    async (how) => {
      const m = await visibleMember(live, 'Male', `Ended ${how.split(' ')[0]}`);
      await befriend(live, m, friend);
      const ended = await open(m.token);
      const endedEvents = record(ended);
      const friendSocket = await open(friend.token);
      const friendEvents = record(friendSocket);
      // A logout ends one session: the member's other device keeps its socket.
      const other = how === 'logout' ? await open(await loginAgain(live, m)) : null;
      const otherEvents = other ? record(other) : null;
      const gone = watchDisconnect(ended);

      await sessionEnders[how](live, m, m.token);
      expect(await gone.wait()).toBe('io server disconnect');
      // Told why first, so that the web client does not try again (issue 28).
      expect(gone.closed).toEqual([{ reason: 'ended' }]);

      expect((await sendTo(live, friend, m, `after the ${how}`)).statusCode).toBe(201);
      // The friend's own socket hears its message (the push went out), the ended socket did not.
      await friendEvents.next('message:new', (msg) => msg.text === `after the ${how}`);
      if (otherEvents) await otherEvents.next('message:new', (msg) => msg.text === `after the ${how}`);
      expect(endedEvents.of('message:new')).toEqual([]);
      expect(ended.connected).toBe(false);
      if (other) expect(other.connected).toBe(true);
    },
  );

  it('keeps at most SOCKETS_PER_MEMBER (10) sockets per member: a new one drops the oldest', async () => {
    const m = await visibleMember(live, 'Male', 'Many Devices');
    await befriend(live, m, friend);
    const cap = 10;
    const devices: { socket: ClientSocket; events: Recorder; gone: DisconnectWatch }[] = [];
    for (let i = 0; i < cap + 2; i++) {
      const socket = await open(m.token);
      devices.push({ socket, events: record(socket), gone: watchDisconnect(socket) });
    }
    const [dropped, kept] = [devices.slice(0, 2), devices.slice(2)];
    for (const d of dropped) expect(await d.gone.wait()).toBe('io server disconnect');
    // Each dropped socket was told why before its disconnect: the client must not come back and
    // push out the next oldest (issue 28).
    expect(dropped.map((d) => d.gone.closed)).toEqual([[{ reason: 'replaced' }], [{ reason: 'replaced' }]]);

    expect((await sendTo(live, friend, m, 'to every device')).statusCode).toBe(201);
    for (const d of kept) await d.events.next('message:new', (msg) => msg.text === 'to every device');
    expect(kept.map((d) => d.gone.reason)).toEqual(Array(cap).fill(null));
    expect(kept.flatMap((d) => d.events.of('session:closed'))).toEqual([]);
    expect(dropped.flatMap((d) => d.events.of('message:new'))).toEqual([]);
    expect(await live.io.in(`member:${m.profileId}`).fetchSockets()).toHaveLength(cap);
    expect(live.app.deps.config.SOCKETS_PER_MEMBER).toBe(cap);
  });

  it('keeps SOCKETS_PER_MEMBER sockets when many connect at once', async () => {
    const m = await visibleMember(live, 'Male', 'Many At Once');
    const cap = 10;
    const total = 6 * cap;
    let dropped = 0;
    let toldFirst = 0;
    let allDropped: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (allDropped = resolve));
    const devices = Array.from({ length: total }, () => {
      const socket = socketTo(live, { token: m.token });
      pool.keep(socket);
      const gone = watchDisconnect(socket);
      socket.on('disconnect', () => {
        if (gone.closed.some((c) => c.reason === 'replaced')) toldFirst += 1;
        if (++dropped === total - cap) allDropped();
      });
      return socket;
    });
    await Promise.all(devices.map(connected));
    await Promise.race([
      done,
      new Promise((_, reject) => setTimeout(() => reject(new Error(`${dropped} dropped in 10 s`)), 10_000)),
    ]);
    expect(await live.io.in(`member:${m.profileId}`).fetchSockets()).toHaveLength(cap);
    expect(devices.filter((s) => s.connected)).toHaveLength(cap);
    expect(toldFirst).toBe(total - cap);
  });
});
