/**
 * Guardian (issue 10; DESIGN.md D19): a member invites, the code reaches the contact's outbox, the
 * guardian accepts and reads the member's chat list and messages, read-only; the guardian cannot
 * send (REST or socket), cannot read another member, loses its session at once when removed; a wrong
 * code five times locks the invitation; another member's guardian id answers 403; the limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GUARDIANS_MAX,
  OTP_MAX_ATTEMPTS,
  type FriendsResponse,
  type GuardianListResponse,
  type GuardianMessagesResponse,
} from '@nikah/shared';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { auth, newMobile, send, type Member } from '../../../test/accounts-helpers';
import { RELAXED_DISCOVERY_LIMITS, ok } from '../../../test/discovery-helpers';
import { authenticateHandshake, HandshakeRefused } from '../realtime/handshake';
import { befriend, call, installHub, recordingHub, sendTo, visibleMember } from '../chat/chat-test-helpers';

/** The newest code sent to `to`, read from the dev outbox, with the message text. */
async function outboxCode(t: TestApp, to: string) {
  const res = await send(t, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const item = res.json<{ results: { code: string | null; text: string }[] }>().results[0];
  expect(item?.code).toMatch(/^\d{6}$/);
  return { code: item!.code!, text: item!.text };
}

const invite = (t: TestApp, m: Member, contact: string, name = 'Abbu') =>
  call(t, m, 'POST', '/api/guardian/invite', { contact, name });

const accept = (t: TestApp, contact: string, code: string) =>
  send(t, 'POST', '/api/guardian/accept', { contact, code });

const asGuardian = (t: TestApp, token: string, url: string) => send(t, 'GET', url, undefined, auth(token));

const del = (t: TestApp, m: Member, url: string) => send(t, 'DELETE', url, undefined, auth(m.token));

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(DATABASE_KINDS)('guardian on %s', (kind) => {
  let t: TestApp;
  let bride: Member;
  let groom: Member;
  let other: Member;
  let stranger: Member;
  let guardianToken: string;
  let guardianId: number;
  const guardianPhone = newMobile();

  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0, env: RELAXED_DISCOVERY_LIMITS });
    installHub(t, recordingHub());
    bride = await visibleMember(t, 'Female', 'Ayesha Siddiqui');
    groom = await visibleMember(t, 'Male', 'Imran Qureshi');
    other = await visibleMember(t, 'Female', 'Sana Sheikh');
    stranger = await visibleMember(t, 'Male', 'Salman Khan');
    await befriend(t, groom, bride);
    await befriend(t, stranger, other);
    expect((await sendTo(t, groom, bride, 'Assalamu alaikum')).statusCode).toBe(201);
    expect((await sendTo(t, bride, groom, 'Walaikum assalam')).statusCode).toBe(201);
    expect((await sendTo(t, stranger, other, 'Hello Sana')).statusCode).toBe(201);
  });
  afterAll(() => t.close());

  it('invites: the code goes to the contact (never in the answer) with the accept link', async () => {
    const res = await invite(t, bride, guardianPhone);
    const body = ok<{ guardian: { id: number; status: string } }>(res);
    expect(body.guardian.status).toBe('invited');
    expect(res.body).not.toMatch(/\b\d{6}\b/);
    guardianId = body.guardian.id;
    const { code, text } = await outboxCode(t, guardianPhone);
    expect(text).toContain(code);
    // An absolute link (issue 34): the server's own address here, where no SITE_URL is set.
    expect(text).toContain(
      `http://localhost:3000/guardian/accept?contact=${encodeURIComponent(guardianPhone)}`,
    );
    expect(text).toContain('Ayesha Siddiqui');
    const list = ok<GuardianListResponse>(await call(t, bride, 'GET', '/api/guardian/'));
    expect(list.guardians.map((g) => [g.id, g.status])).toEqual([[guardianId, 'invited']]);
    // Another member does not see it.
    expect(ok<GuardianListResponse>(await call(t, groom, 'GET', '/api/guardian/')).guardians).toEqual([]);
  });

  it('refuses a bad contact, oneself and a visitor', async () => {
    expect((await invite(t, bride, '12345')).statusCode).toBe(400);
    const self = await invite(t, bride, bride.username);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ contact: ['You cannot be your own guardian.'] });
    expect(
      (await call(t, null, 'POST', '/api/guardian/invite', { contact: newMobile(), name: 'x' })).statusCode,
    ).toBe(401);
  });

  it('accepts with the code: a session for a new account without a profile', async () => {
    const { code } = await outboxCode(t, guardianPhone);
    const res = await accept(t, guardianPhone, code);
    const body = ok<{ token: string; profile_id: number | null; member_name: string }>(res);
    expect(body.profile_id).toBeNull();
    expect(body.member_name).toBe('Ayesha Siddiqui');
    expect(res.headers['set-cookie']).toMatch(/session=/);
    guardianToken = body.token;
    // The code is used up.
    expect((await accept(t, guardianPhone, code)).statusCode).toBe(400);
    const list = ok<GuardianListResponse>(await call(t, bride, 'GET', '/api/guardian/'));
    expect(list.guardians[0]?.status).toBe('active');
  });

  it('reads the chat list and the messages, with the guardian marker, changing no status', async () => {
    const members = ok<{ members: { profile_id: number; full_name: string }[] }>(
      await asGuardian(t, guardianToken, '/api/guardian/members'),
    );
    expect(members.members.map((m) => m.profile_id)).toEqual([bride.profileId]);
    expect(JSON.stringify(members)).not.toContain(bride.username);

    const friends = ok<FriendsResponse>(
      await asGuardian(t, guardianToken, `/api/guardian/members/${bride.profileId}/friends`),
    );
    expect(friends.friends.map((f) => f.friend_id)).toEqual([groom.profileId]);
    expect(friends.friends[0]?.guardian_present).toBe(true);
    expect(JSON.stringify(friends)).not.toContain(groom.username);

    const page = ok<GuardianMessagesResponse>(
      await asGuardian(
        t,
        guardianToken,
        `/api/guardian/members/${bride.profileId}/messages?with=${groom.profileId}`,
      ),
    );
    const texts = Object.values(page.groupedMessages)
      .flat()
      .map((m) => m.text);
    expect(texts).toEqual(['Assalamu alaikum', 'Walaikum assalam']);
    // The groom's message to the bride is still 'sent': a guardian reading is not the bride receiving.
    expect(Object.values(page.groupedMessages).flat()[0]?.status).toBe('sent');

    // Both sides see the marker in their friend list.
    const groomFriends = ok<FriendsResponse>(
      await call(t, groom, 'GET', `/api/friends/friends?sender_id=${groom.profileId}`),
    );
    expect(groomFriends.friends[0]?.guardian_present).toBe(true);
  });

  it('cannot send: the chat routes refuse it, and its socket is a listener of the guarded member only', async () => {
    const res = await send(
      t,
      'POST',
      '/api/friends/send-message',
      { sender_id: bride.profileId, receiver_id: groom.profileId, message: 'hi', status: 'sent' },
      auth(guardianToken),
    );
    expect(res.statusCode).toBe(403);
    const read = await send(
      t,
      'GET',
      `/api/friends/get-messages?sender_id=${bride.profileId}&receiver_id=${groom.profileId}`,
      undefined,
      auth(guardianToken),
    );
    expect(read.statusCode).toBe(403);
    // The socket takes the guardian to listen (realtime-guardian.test.ts): no member of its own,
    // the guarded member's messages only.
    const handshake = await authenticateHandshake(
      t.database.db,
      { headers: {}, auth: { token: guardianToken } },
      { trustProxy: false, parseCookie: () => ({}) },
    );
    expect(handshake).toMatchObject({ profileId: null, guarded: [bride.profileId] });
  });

  it("cannot read another member's chats, nor a conversation the member has not", async () => {
    for (const url of [
      `/api/guardian/members/${other.profileId}/friends`,
      `/api/guardian/members/${other.profileId}/messages?with=${stranger.profileId}`,
    ]) {
      expect((await asGuardian(t, guardianToken, url)).statusCode, url).toBe(403);
    }
    const notFriends = await asGuardian(
      t,
      guardianToken,
      `/api/guardian/members/${bride.profileId}/messages?with=${stranger.profileId}`,
    );
    expect(notFriends.statusCode).toBe(403);
    // A member is nobody's guardian by being a member.
    expect((await call(t, groom, 'GET', `/api/guardian/members/${bride.profileId}/friends`)).statusCode).toBe(
      403,
    );
  });

  it("answers 403 for another member's guardian id and 404 for an unknown one", async () => {
    expect((await del(t, groom, `/api/guardian/${guardianId}`)).statusCode).toBe(403);
    expect((await del(t, bride, '/api/guardian/2147483647')).statusCode).toBe(404);
    expect(
      (await send(t, 'DELETE', `/api/guardian/${guardianId}`, undefined, auth(guardianToken))).statusCode,
    ).toBe(403);
  });

  it('locks an invitation after five wrong codes', async () => {
    const phone = newMobile();
    ok(await invite(t, other, phone, 'Ammi'));
    const { code } = await outboxCode(t, phone);
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1) {
      const res = await accept(t, phone, wrongCode(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: ['Invalid OTP'] });
    }
    expect((await accept(t, phone, code)).statusCode).toBe(400);
  });

  it(`keeps at most ${GUARDIANS_MAX} guardians and limits invitations per contact`, async () => {
    const member = await visibleMember(t, 'Male', 'Yusuf Ali');
    for (let i = 0; i < GUARDIANS_MAX; i += 1) ok(await invite(t, member, newMobile()));
    const over = await invite(t, member, newMobile());
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      detail: `You can have at most ${GUARDIANS_MAX} guardians. Remove one to invite another.`,
    });

    // One contact invited again and again (re-sends replace the open invitation) hits the contact limit.
    const target = newMobile();
    const inviter = await visibleMember(t, 'Female', 'Zainab Khan');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await invite(t, inviter, target)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const open = ok<GuardianListResponse>(await call(t, inviter, 'GET', '/api/guardian/'));
    expect(open.guardians).toHaveLength(1);
  });

  it("after removal the guardian's session ends at once (401)", async () => {
    const res = await del(t, bride, `/api/guardian/${guardianId}`);
    expect(ok<{ guardian: { status: string } }>(res).guardian.status).toBe('removed');
    for (const url of [
      `/api/guardian/members/${bride.profileId}/friends`,
      `/api/guardian/members/${bride.profileId}/messages?with=${groom.profileId}`,
      '/api/guardian/members',
    ]) {
      expect((await asGuardian(t, guardianToken, url)).statusCode, url).toBe(401);
    }
    // Its socket is refused too (its session ended).
    const handshake = authenticateHandshake(
      t.database.db,
      { headers: {}, auth: { token: guardianToken } },
      { trustProxy: false, parseCookie: () => ({}) },
    );
    await expect(handshake).rejects.toBeInstanceOf(HandshakeRefused);
    await expect(handshake).rejects.toMatchObject({ data: { key: 'invalidToken' } });
    expect(ok<GuardianListResponse>(await call(t, bride, 'GET', '/api/guardian/')).guardians).toEqual([]);
    const groomFriends = ok<FriendsResponse>(
      await call(t, groom, 'GET', `/api/friends/friends?sender_id=${groom.profileId}`),
    );
    expect(groomFriends.friends[0]?.guardian_present).toBe(false);
    // Removing twice: 404.
    expect((await del(t, bride, `/api/guardian/${guardianId}`)).statusCode).toBe(404);
  });
});
