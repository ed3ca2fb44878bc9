/**
 * Sockets follow their session across two server processes (issue 28 points 7 and 9): two apps,
 * each with its own database pool and Socket.IO server, sharing the test PostgreSQL and Redis.
 * A session ended through process A (logout, password reset, a moderator's block) loses its socket
 * on process B at once; the per-member socket cap counts and drops sockets on both processes. Each
 * dropped socket is told why (`session:closed`) before its disconnect, wherever it is.
 * Skipped unless TEST_DATABASE_URL and TEST_REDIS_URL are set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../../test/accounts-helpers';
import { befriend, sendTo, visibleMember } from '../chat/chat-test-helpers';
import {
  connectAs,
  watchDisconnect,
  record,
  startCluster,
  type ClientSocket,
  type DisconnectWatch,
  type Recorder,
  type LiveApp,
} from './realtime-test-helpers';
import { loginAgain, sessionEnders, SESSION_ENDS } from './session-test-helpers';

const DATABASE_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;
const CAP = 4;

describe.runIf(Boolean(DATABASE_URL && REDIS_URL))(
  'sockets follow their session across two server processes (PostgreSQL + Redis)',
  () => {
    let a: LiveApp;
    let b: LiveApp;
    let friend: Member;
    const sockets: ClientSocket[] = [];
    const open = async (app: LiveApp, token: string) => {
      const s = await connectAs(app, token);
      sockets.push(s);
      return s;
    };

    beforeAll(async () => {
      [a, b] = (await startCluster(2, DATABASE_URL!, REDIS_URL!, {
        SOCKETS_PER_MEMBER: String(CAP),
      })) as [LiveApp, LiveApp];
      friend = await visibleMember(a, 'Female', 'Nusrat Jahan');
    }, 60_000);

    afterAll(async () => {
      for (const s of sockets) s.disconnect();
      await a?.close();
      await b?.close();
    });

    it.each(SESSION_ENDS)(
      'a %s through process A disconnects the session’s sockets on both processes at once',
      async (how) => {
        const m = await visibleMember(a, 'Male', `Both ${how.split(' ')[0]}`);
        await befriend(a, m, friend);
        const onA = await open(a, m.token);
        const onB = await open(b, m.token);
        const events = [record(onA), record(onB)];
        const friendEvents = record(await open(b, friend.token));
        // A logout ends one session: the member's other device, on B, keeps its socket.
        const other = how === 'logout' ? await open(b, await loginAgain(a, m)) : null;
        const otherEvents = other ? record(other) : null;
        const gone = [watchDisconnect(onA), watchDisconnect(onB)];

        await sessionEnders[how](a, m, m.token);
        expect(await Promise.all(gone.map((g) => g.wait()))).toEqual([
          'io server disconnect',
          'io server disconnect',
        ]);
        // Each told why before its disconnect, on its own process (issue 28).
        expect(gone.map((g) => g.closed)).toEqual([[{ reason: 'ended' }], [{ reason: 'ended' }]]);

        expect((await sendTo(a, friend, m, `after the ${how}`)).statusCode).toBe(201);
        await friendEvents.next('message:new', (msg) => msg.text === `after the ${how}`);
        if (otherEvents) await otherEvents.next('message:new', (msg) => msg.text === `after the ${how}`);
        expect(events.flatMap((e) => e.of('message:new'))).toEqual([]);
        if (other) expect(other.connected).toBe(true);
      },
    );

    it('counts a member’s sockets on both processes and drops the oldest beyond SOCKETS_PER_MEMBER', async () => {
      const m = await visibleMember(a, 'Male', 'Two Process Devices');
      await befriend(a, m, friend);
      const devices: { socket: ClientSocket; events: Recorder; gone: DisconnectWatch }[] = [];
      for (let i = 0; i < CAP + 2; i++) {
        const socket = await open(i % 2 === 0 ? a : b, m.token);
        devices.push({ socket, events: record(socket), gone: watchDisconnect(socket) });
      }
      const [dropped, kept] = [devices.slice(0, 2), devices.slice(2)];
      for (const d of dropped) expect(await d.gone.wait()).toBe('io server disconnect');
      expect(dropped.map((d) => d.gone.closed)).toEqual([[{ reason: 'replaced' }], [{ reason: 'replaced' }]]);

      expect((await sendTo(b, friend, m, 'to every device')).statusCode).toBe(201);
      for (const d of kept) await d.events.next('message:new', (msg) => msg.text === 'to every device');
      expect(kept.map((d) => d.gone.reason)).toEqual(Array(CAP).fill(null));
      expect(dropped.flatMap((d) => d.events.of('message:new'))).toEqual([]);
      expect(await a.io.in(`member:${m.profileId}`).fetchSockets()).toHaveLength(CAP);
    });
  },
);
