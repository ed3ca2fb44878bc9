/**
 * Two server processes (two apps, each with its own database pool and Socket.IO server, listening
 * on its own port) sharing the test PostgreSQL (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL):
 * a message sent through process A reaches a socket on process B and its statuses come back to a
 * socket on A; presence and typing cross too; a member who reconnects to the other process catches
 * up through `?after=` with each message once. Skipped when either variable is unset.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../../test/accounts-helpers';
import { befriend, call, sendTo, visibleMember } from '../chat/chat-test-helpers';
import {
  connectAs,
  pause,
  record,
  startCluster,
  type ClientSocket,
  type LiveApp,
} from './realtime-test-helpers';

const DATABASE_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;

describe.runIf(Boolean(DATABASE_URL && REDIS_URL))(
  'sockets across two server processes (PostgreSQL + Redis)',
  () => {
    let a: LiveApp;
    let b: LiveApp;
    let groom: Member;
    let bride: Member;
    const sockets: ClientSocket[] = [];
    const open = async (app: LiveApp, m: Member) => {
      const s = await connectAs(app, m.token);
      sockets.push(s);
      return s;
    };

    beforeAll(async () => {
      [a, b] = (await startCluster(2, DATABASE_URL!, REDIS_URL!)) as [LiveApp, LiveApp];
      groom = await visibleMember(a, 'Male', 'Arif Siddiqui');
      bride = await visibleMember(a, 'Female', 'Mariam Siddiqui');
      await befriend(a, groom, bride);
    }, 60_000);

    afterAll(async () => {
      for (const s of sockets) s.disconnect();
      await a?.close();
      await b?.close();
    });

    it('a message sent through A reaches a socket on B, and its received and read ticks come back to A', async () => {
      const groomOnA = await open(a, groom);
      const groomOnB = await open(b, groom);
      const brideOnB = await open(b, bride);
      const [onA, onB, brideEvents] = [record(groomOnA), record(groomOnB), record(brideOnB)];
      // Presence crosses: the groom's socket on A hears the bride connect on B.
      await onA.next('presence', (p) => p.profile_id === bride.profileId && p.online);
      expect(await a.app.realtime.isOnline(bride.profileId)).toBe(true);

      const res = await sendTo(a, groom, bride, 'From process A', { 'x-socket-id': groomOnA.id ?? '' });
      expect(res.statusCode, res.body).toBe(201);
      const message = await brideEvents.next('message:new');
      expect(message).toMatchObject({ text: 'From process A', sender_id: groom.profileId, status: 'sent' });
      // The sender's other device, on B, gets it; the sending socket on A does not.
      await onB.next('message:new', (m) => m.message_id === message.message_id);
      expect((await brideEvents.next('unread')).totalUnread).toBe(1);

      brideOnB.emit('message:received', { message_ids: [message.message_id] });
      expect(await onA.next('message:status', (s) => s.status === 'received')).toEqual({
        message_ids: [message.message_id],
        status: 'received',
        by: bride.profileId,
      });
      brideOnB.emit('typing', { to: groom.profileId, typing: true });
      expect(await onA.next('typing')).toEqual({ from: bride.profileId, typing: true });
      brideOnB.emit('conversation:read', { with: groom.profileId });
      await onA.next(
        'message:status',
        (s) => s.status === 'read' && s.message_ids.includes(message.message_id),
      );
      await onB.next('message:status', (s) => s.status === 'read');
      expect(await brideEvents.next('unread', (u) => u.totalUnread === 0)).toEqual({
        totalUnread: 0,
        unreadList: [],
      });
      await pause(200);
      expect(onA.of('message:new')).toEqual([]);
      // Each event came once, although two processes share the Redis channel.
      expect(brideEvents.of('message:new')).toHaveLength(1);
      expect(onA.of('message:status')).toHaveLength(2);
      for (const s of [groomOnA, groomOnB, brideOnB]) s.disconnect();
    });

    it('a member who drops off B and reconnects to A gets what was missed exactly once', async () => {
      await open(a, groom);
      let brideSocket = await open(b, bride);
      let brideEvents = record(brideSocket);
      expect((await sendTo(a, groom, bride, 'seen live')).statusCode).toBe(201);
      const live = await brideEvents.next('message:new', (m) => m.text === 'seen live');
      const held = new Map([[live.message_id, live.text]]);

      brideSocket.disconnect();
      for (const text of ['missed 1', 'missed 2']) {
        expect((await sendTo(b, groom, bride, text)).statusCode).toBe(201);
      }

      brideSocket = await open(a, bride);
      brideEvents = record(brideSocket);
      const res = await call(
        a,
        bride,
        'GET',
        `/api/friends/get-messages?sender_id=${bride.profileId}&receiver_id=${groom.profileId}&after=${live.message_id}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const missed = Object.values(
        res.json<{ groupedMessages: Record<string, { message_id: number; text: string }[]> }>()
          .groupedMessages,
      ).flat();
      expect(missed.map((m) => m.text)).toEqual(['missed 1', 'missed 2']);
      for (const m of missed) {
        expect(held.has(m.message_id)).toBe(false);
        held.set(m.message_id, m.text);
      }
      expect((await sendTo(b, groom, bride, 'after return')).statusCode).toBe(201);
      const next = await brideEvents.next('message:new');
      held.set(next.message_id, next.text);
      await pause(200);
      expect(brideEvents.of('message:new').map((m) => m.text)).toEqual(['after return']);
      expect([...held.values()]).toEqual(['seen live', 'missed 1', 'missed 2', 'after return']);
    });
  },
);
