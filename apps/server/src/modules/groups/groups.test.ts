/**
 * Group forums (issue 10, DESIGN.md D2, D8, D9, D20): only superusers create and delete; only
 * Verified members join; non-members cannot read or post; leaving is real; an id of someone else
 * gets 403; the sender's name comes from the profile; blocked words are refused; scam messages are
 * marked; unread counts follow last_read_on; a message is pushed to the group after it is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messageText, type GroupItem, type GroupMessage, type MessageKey } from '@nikah/shared';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { auth, send, signUp, type Member } from '../../../test/accounts-helpers';
import { blockedKeywords, groupMessages, profiles } from '../../db/schema';
import { moderatorHeaders } from '../moderation/content-test-helpers';
import type { RealtimeHub } from '../realtime/hub';
import { silentHub } from '../realtime/hub';

const text = (key: MessageKey) => messageText({ key });

describe.each(DATABASE_KINDS)('group forums on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let verified: Member;
  let second: Member;
  let unverified: Member;
  const pushed: { groupId: number; payload: unknown }[] = [];

  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0, env: { GROUP_MESSAGES_PER_MINUTE: '5' } });
    admin = await moderatorHeaders(t);
    verified = await signUp(t, { full_name: 'Ayesha Siddiqui' });
    second = await signUp(t, { gender: 'Male', full_name: 'Imran Qureshi' });
    unverified = await signUp(t, { gender: 'Male', full_name: 'Faisal Ansari' });
    for (const m of [verified, second]) {
      await t.database.db
        .update(profiles)
        .set({ verificationStatus: 'Verified' })
        .where(eq(profiles.id, m.profileId));
    }
    const recorder: RealtimeHub = {
      ...silentHub,
      toGroup: (groupId, _event, payload) => void pushed.push({ groupId, payload }),
    };
    t.app.realtime = recorder;
  });
  afterAll(() => t.close());

  const as = (m: Member) => auth(m.token);
  const call = (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body?: unknown,
  ) => send(t, method, url, body, headers);
  const groupsOf = async (m: Member) =>
    (await call(as(m), 'GET', '/api/friends/available-groups')).json<{ groups: GroupItem[] }>().groups;
  const post = (m: Member, groupName: string, body: string, extra: Record<string, unknown> = {}) =>
    call(as(m), 'POST', '/api/friends/send-group-message', {
      group_name: groupName,
      user_id: m.profileId,
      sender_name: m.username,
      text: body,
      ...extra,
    });
  const read = (m: Member, groupName: string, query = '') =>
    call(as(m), 'GET', `/api/friends/getAllMessages/${encodeURIComponent(groupName)}${query}`);
  const join = (m: Member, groupName: string, userId = m.profileId) =>
    call(as(m), 'POST', '/api/friends/join-group', { group_name: groupName, user_id: userId });
  const leave = (m: Member, groupName: string) =>
    call(as(m), 'POST', '/api/friends/leave-group', { group_name: groupName, user_id: m.profileId });

  it('lets only superusers create and delete groups; a name in use is 409', async () => {
    const byMember = await call(as(verified), 'POST', '/api/friends/create-group', {
      group_name: 'Members only',
      user_id: verified.profileId,
    });
    expect(byMember.statusCode).toBe(403);
    const created = await call(admin, 'POST', '/api/friends/create-group', {
      group_name: '  Parents of Pune ',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      message: text('groupCreated'),
      group: { group_name: 'Parents of Pune' },
    });
    const again = await call(admin, 'POST', '/api/friends/create-group', { group_name: 'Parents of Pune' });
    expect(again.statusCode).toBe(409);
    expect((await call(admin, 'POST', '/api/friends/create-group', { group_name: '   ' })).statusCode).toBe(
      400,
    );
    const id = created.json<{ group: { id: number } }>().group.id;
    expect((await call(as(verified), 'DELETE', `/api/friends/group/${id}`)).statusCode).toBe(403);
    const deleted = await call(admin, 'DELETE', `/api/friends/group/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ message: text('groupDeleted') });
    expect((await call(admin, 'DELETE', `/api/friends/group/${id}`)).statusCode).toBe(404);
    expect((await groupsOf(verified)).map((g) => g.group_name)).not.toContain('Parents of Pune');
  });

  it('answers 401 to visitors', async () => {
    expect((await send(t, 'GET', '/api/friends/available-groups')).statusCode).toBe(401);
    expect((await send(t, 'GET', '/api/friends/getAllMessages/x')).statusCode).toBe(401);
  });

  describe('in a group', () => {
    const name = 'Hyderabad families';
    beforeAll(async () => {
      const res = await call(admin, 'POST', '/api/friends/create-group', { group_name: name });
      expect(res.statusCode, res.body).toBe(201);
    });

    it('keeps non-members out: no reading, no posting', async () => {
      const res = await read(verified, name);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: text('joinGroupFirst') });
      expect((await post(verified, name, 'Assalamu alaikum')).statusCode).toBe(403);
      expect((await read(verified, 'No such group')).statusCode).toBe(404);
    });

    it('refuses a member who is not verified, on the server', async () => {
      const res = await join(unverified, name);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: text('notVerified') });
      expect((await groupsOf(unverified)).find((g) => g.group_name === name)?.joined).toBe(false);
    });

    it('refuses an id of someone else', async () => {
      expect((await join(verified, name, second.profileId)).statusCode).toBe(403);
      const res = await call(as(second), 'POST', '/api/friends/send-group-message', {
        group_name: name,
        user_id: verified.profileId,
        text: 'Hello',
      });
      expect(res.statusCode).toBe(403);
    });

    it('lets Verified members join, post under their profile name, and read', async () => {
      const joined = await join(verified, name);
      expect(joined.statusCode, joined.body).toBe(200);
      expect(joined.json()).toMatchObject({ message: text('groupJoined') });
      expect((await join(second, name)).statusCode).toBe(200);
      const sent = await post(verified, name, '  Assalamu alaikum, everyone  ', { sender_name: 'Moderator' });
      expect(sent.statusCode, sent.body).toBe(201);
      const message = sent.json<GroupMessage>();
      expect(message).toMatchObject({
        text: 'Assalamu alaikum, everyone',
        sender_name: 'Ayesha Siddiqui',
        sender_id: verified.profileId,
        from_admin: false,
        scam: false,
      });
      expect(pushed.at(-1)).toEqual({ groupId: message.group_id, payload: message });
      const list = await groupsOf(second);
      expect(list.find((g) => g.group_name === name)).toMatchObject({
        joined: true,
        member_count: 2,
        unread_count: 1,
      });
      expect((await groupsOf(verified)).find((g) => g.group_name === name)?.unread_count).toBe(0);
      const page = await read(second, name);
      expect(page.statusCode).toBe(200);
      expect(page.json<{ messages: GroupMessage[] }>().messages.map((m) => m.text)).toEqual([
        'Assalamu alaikum, everyone',
      ]);
      expect((await groupsOf(second)).find((g) => g.group_name === name)?.unread_count).toBe(0);
      const after = await read(second, name, `?timestamp=${encodeURIComponent(message.timestamp)}`);
      expect(after.json<{ messages: GroupMessage[] }>().messages).toEqual([]);
      expect((await read(second, name, '?timestamp=yesterday')).statusCode).toBe(400);
    });

    it('refuses blank messages and blocked words; marks scam messages', async () => {
      expect((await post(second, name, '   ')).statusCode).toBe(400);
      expect((await post(second, name, 'x'.repeat(1001))).statusCode).toBe(400);
      await t.database.db.insert(blockedKeywords).values({ keyword: 'dowry' });
      const blocked = await post(second, name, 'Tell me the DOWRY amount');
      expect(blocked.statusCode).toBe(400);
      expect(blocked.json()).toEqual({
        text: [messageText({ key: 'blockedWordsMessage', params: { word: 'dowry' } })],
      });
      const scam = await post(second, name, 'please send 5000 to my UPI');
      expect(scam.statusCode, scam.body).toBe(201);
      expect(scam.json()).toMatchObject({ scam: true, sender_name: 'Imran Qureshi' });
      const stored = await t.database.db.select().from(groupMessages).where(eq(groupMessages.scam, true));
      expect(stored).toHaveLength(1);
    });

    it('limits the messages a member sends per minute', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) codes.push((await post(verified, name, `Message ${i}`)).statusCode);
      expect(codes).toContain(429);
    });

    it('marks a superuser message from_admin; superusers read without joining', async () => {
      const sent = await call(admin, 'POST', '/api/friends/send-group-message', {
        group_name: name,
        text: 'Be kind.',
      });
      expect(sent.statusCode, sent.body).toBe(201);
      expect(sent.json()).toMatchObject({ from_admin: true, sender_id: null, sender_name: 'Admin' });
      expect(
        (await call(admin, 'GET', `/api/friends/getAllMessages/${encodeURIComponent(name)}`)).statusCode,
      ).toBe(200);
    });

    it('makes leaving real: no reading after leaving, until joining again', async () => {
      expect((await leave(second, name)).statusCode).toBe(200);
      expect((await read(second, name)).statusCode).toBe(403);
      expect((await post(second, name, 'Still here?')).statusCode).toBe(403);
      expect((await groupsOf(second)).find((g) => g.group_name === name)).toMatchObject({
        joined: false,
        member_count: 1,
        unread_count: 0,
      });
      expect((await join(second, name)).statusCode).toBe(200);
      expect((await read(second, name)).statusCode).toBe(200);
    });
  });
});
