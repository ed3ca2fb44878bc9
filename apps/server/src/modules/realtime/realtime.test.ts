/**
 * Socket tests (issue 10), on PGlite and on PostgreSQL: a real server listening on a free port,
 * real socket.io-client connections, messages sent through the real REST call. Two friends chat
 * (message pushed to the receiver and to the sender's other device, received and read ticks back,
 * unread counts, typing, presence); a client that reconnects catches up through `?after=` with
 * each message once; group pushes reach members only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chatMessages, groupMembers, groups, profiles } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import type { Member } from '../../../test/accounts-helpers';
import { befriend, call, sendTo, visibleMember } from '../chat/chat-test-helpers';
import {
  connectAs,
  emitAndSettle,
  pause,
  record,
  startLiveApp,
  type ClientSocket,
  type LiveApp,
} from './realtime-test-helpers';

describe.each(DATABASE_KINDS)('sockets on one server (%s)', (kind) => {
  let live: LiveApp;
  let groom: Member;
  let bride: Member;
  let stranger: Member;
  const sockets: ClientSocket[] = [];
  const open = async (m: Member) => {
    const s = await connectAs(live, m.token);
    sockets.push(s);
    return s;
  };

  beforeAll(async () => {
    live = await startLiveApp(kind);
    groom = await visibleMember(live, 'Male', 'Imran Qureshi');
    bride = await visibleMember(live, 'Female', 'Sana Qureshi');
    stranger = await visibleMember(live, 'Female', 'Hina Khan');
    await befriend(live, groom, bride);
  }, 60_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await live.close();
  });

  it('pushes a message to the receiver and the sender’s other device, then received and read ticks back, and unread counts', async () => {
    const groomPhone = await open(groom);
    const groomLaptop = await open(groom);
    const brideSocket = await open(bride);
    const [phone, laptop, brideEvents] = [record(groomPhone), record(groomLaptop), record(brideSocket)];

    const res = await sendTo(live, groom, bride, 'Assalamu alaikum', { 'x-socket-id': groomPhone.id ?? '' });
    expect(res.statusCode, res.body).toBe(201);
    const sent = await brideEvents.next('message:new');
    expect(sent).toMatchObject({ sender_id: groom.profileId, receiver_id: bride.profileId, status: 'sent' });
    expect(sent.text).toBe('Assalamu alaikum');
    // The sender's other device shows it too; the device that sent it is not echoed.
    await laptop.next('message:new', (m) => m.message_id === sent.message_id);
    expect(await brideEvents.next('unread')).toEqual({
      totalUnread: 1,
      unreadList: [{ sender_id: groom.profileId, unread_count: 1 }],
    });

    brideSocket.emit('message:received', { message_ids: [sent.message_id] });
    const received = await phone.next('message:status', (s) => s.status === 'received');
    expect(received).toEqual({ message_ids: [sent.message_id], status: 'received', by: bride.profileId });
    await laptop.next('message:status', (s) => s.status === 'received');

    brideSocket.emit('conversation:read', { with: groom.profileId });
    expect(await phone.next('message:status', (s) => s.status === 'read')).toEqual({
      message_ids: [sent.message_id],
      status: 'read',
      by: bride.profileId,
    });
    expect(await brideEvents.next('unread', (u) => u.totalUnread === 0)).toEqual({
      totalUnread: 0,
      unreadList: [],
    });
    const [row] = await live.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, sent.message_id));
    expect(row?.status).toBe('read');
    expect(phone.of('message:new')).toEqual([]);
    // Nothing of this reached the stranger's member room: only the two members' sockets heard it.
    for (const s of [groomPhone, groomLaptop, brideSocket]) s.disconnect();
  });

  it('forwards typing between friends only, never to a stranger, and not after a block', async () => {
    const groomSocket = await open(groom);
    const brideSocket = await open(bride);
    const strangerSocket = await open(stranger);
    const [brideEvents, strangerEvents] = [record(brideSocket), record(strangerSocket)];

    groomSocket.emit('typing', { to: bride.profileId, typing: true });
    expect(await brideEvents.next('typing')).toEqual({ from: groom.profileId, typing: true });
    await emitAndSettle(groomSocket, 'typing', { to: stranger.profileId, typing: true });
    expect(strangerEvents.of('typing')).toEqual([]);

    // A fresh socket (no remembered permission) after the bride blocks the groom.
    expect(
      (
        await call(live, bride, 'POST', '/api/friends/block-user', {
          sender_id: bride.profileId,
          receiver_id: groom.profileId,
        })
      ).statusCode,
    ).toBe(200);
    const groomAgain = await open(groom);
    await emitAndSettle(groomAgain, 'typing', { to: bride.profileId, typing: true });
    expect(brideEvents.of('typing')).toHaveLength(1);
    expect(
      (
        await call(live, bride, 'POST', '/api/friends/unblock-user', {
          sender_id: bride.profileId,
          receiver_id: groom.profileId,
        })
      ).statusCode,
    ).toBe(200);
    for (const s of [groomSocket, brideSocket, strangerSocket, groomAgain]) s.disconnect();
  });

  it('tells friends when a member comes online and goes offline, and notes last_active', async () => {
    const groomSocket = await open(groom);
    const groomEvents = record(groomSocket);
    const strangerSocket = await open(stranger);
    const strangerEvents = record(strangerSocket);

    const brideSocket = await open(bride);
    expect(
      await groomEvents.next('presence', (p) => p.profile_id === bride.profileId && p.online),
    ).toMatchObject({
      profile_id: bride.profileId,
      online: true,
    });
    brideSocket.disconnect();
    const isBrideOffline = (p: { profile_id: number; online: boolean }) =>
      p.profile_id === bride.profileId && !p.online;
    await groomEvents.next('presence', isBrideOffline);
    // A late offline of an earlier test's socket may come too: the last one is the stored time.
    await pause(300);
    const offline = groomEvents.of('presence').filter(isBrideOffline).at(-1)!;
    expect(offline.last_active).not.toBeNull();
    const [row] = await live.database.db
      .select({ lastActive: profiles.lastActive })
      .from(profiles)
      .where(eq(profiles.id, bride.profileId));
    expect(row?.lastActive?.toISOString()).toBe(offline.last_active);
    // The stranger is nobody's friend here: they hear of no one.
    expect(strangerEvents.of('presence')).toEqual([]);
    expect(await live.app.realtime.isOnline(groom.profileId)).toBe(true);
    expect(
      await live.app.realtime.onlineAmong([groom.profileId, bride.profileId, stranger.profileId]),
    ).toEqual(new Set([groom.profileId, stranger.profileId]));
    groomSocket.disconnect();
    strangerSocket.disconnect();
  });

  it('a client that reconnects gets what it missed through ?after=, each message once', async () => {
    const groomSocket = await open(groom);
    let brideSocket = await open(bride);
    let brideEvents = record(brideSocket);
    const first = await sendTo(live, groom, bride, 'before the tunnel');
    const seen = new Map<number, string>();
    const pushed = await brideEvents.next('message:new', (m) => m.text === 'before the tunnel');
    expect(first.statusCode).toBe(201);
    seen.set(pushed.message_id, pushed.text);

    brideSocket.disconnect();
    for (const text of ['one', 'two', 'three']) {
      expect((await sendTo(live, groom, bride, text)).statusCode).toBe(201);
    }

    brideSocket = await open(bride);
    brideEvents = record(brideSocket);
    const after = Math.max(...seen.keys());
    const res = await call(
      live,
      bride,
      'GET',
      `/api/friends/get-messages?sender_id=${bride.profileId}&receiver_id=${groom.profileId}&after=${after}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const caughtUp = Object.values(
      res.json<{ groupedMessages: Record<string, { message_id: number; text: string }[]> }>().groupedMessages,
    ).flat();
    expect(caughtUp.map((m) => m.text)).toEqual(['one', 'two', 'three']);
    for (const m of caughtUp) {
      expect(seen.has(m.message_id)).toBe(false);
      seen.set(m.message_id, m.text);
    }
    // A message after the reconnect comes by push; nothing missed is pushed again.
    expect((await sendTo(live, groom, bride, 'four')).statusCode).toBe(201);
    const four = await brideEvents.next('message:new', (m) => m.text === 'four');
    await pause(200);
    expect(brideEvents.of('message:new').map((m) => m.text)).toEqual(['four']);
    seen.set(four.message_id, four.text);
    expect([...seen.values()]).toEqual(['before the tunnel', 'one', 'two', 'three', 'four']);
    groomSocket.disconnect();
    brideSocket.disconnect();
  });

  it('pushes a group message to the members of the group only', async () => {
    const [group] = await live.database.db
      .insert(groups)
      .values({ groupName: `Rishta ${kind}` })
      .returning();
    await live.database.db.insert(groupMembers).values([
      { groupId: group!.id, profileId: groom.profileId },
      { groupId: group!.id, profileId: bride.profileId },
    ]);
    const [g, b, s] = await Promise.all([open(groom), open(bride), open(stranger)]);
    const [ge, be, se] = [record(g), record(b), record(s)];
    const message = {
      id: 1,
      group_id: group!.id,
      group_name: group!.groupName,
      sender_id: groom.profileId,
      sender_name: 'Imran Qureshi',
      text: 'Salaam, everyone',
      timestamp: new Date().toISOString(),
      from_admin: false,
      scam: false,
    };
    live.app.realtime.toGroup(group!.id, 'group:message', message);
    expect(await ge.next('group:message')).toEqual(message);
    expect(await be.next('group:message')).toEqual(message);
    await pause(200);
    expect(se.of('group:message')).toEqual([]);
    // The member who leaves hears nothing more.
    await live.database.db.delete(groupMembers).where(eq(groupMembers.profileId, bride.profileId));
    live.app.realtime.toGroup(group!.id, 'group:message', { ...message, id: 2 });
    await ge.next('group:message', (m) => m.id === 2);
    await pause(200);
    expect(be.of('group:message')).toHaveLength(1);
    for (const x of [g, b, s]) x.disconnect();
  });
});
