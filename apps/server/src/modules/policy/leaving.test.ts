/**
 * A member whose deletion request is pending ("leaving"; SPEC.md sections 1, 4 and 5; DESIGN.md
 * D4, D11; policy/leaving.ts), over real HTTP on each database: the owner still logs in and reads
 * (own profile, friends, conversations, groups) and may reject a proposal, but starts no new
 * contact (send or accept a proposal, chat or group message, join a group, "Show contact",
 * WhatsApp dialog, add a favourite, invite a guardian or become one) and stores nothing when
 * refused, while removing a favourite stays possible; others reach the profile nowhere (detail,
 * proposal, favourite, contact, PDF, chat, accepting the leaver's earlier proposal), as for a
 * hidden profile. Once a moderator declines the request, the refused writes succeed again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messageText, type FriendItem, type MessageKey } from '@nikah/shared';
import { favourites, groupMembers, groups, guardians, profiles, proposals } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { auth, newMobile, send, type Member } from '../../../test/accounts-helpers';
import {
  RELAXED_DISCOVERY_LIMITS,
  codeOf,
  detail,
  insertProposal,
  showContact,
} from '../../../test/discovery-helpers';
import { befriend, call, installHub, recordingHub, sendTo, visibleMember } from '../chat/chat-test-helpers';
import { superuser } from '../moderation/cases-test-helpers';
import { DAY_MS } from '../../lib/time';

const text = (key: MessageKey) => messageText({ key });

describe.each(DATABASE_KINDS)('a member with a pending deletion on %s', (kind) => {
  let t: TestApp;
  /** Leaving: asks for deletion after the setup. */
  let leaver: Member;
  /** Friend of the leaver (an Accepted proposal, a conversation). */
  let friend: Member;
  /** A visible member with no relation to the leaver. */
  let bride: Member;
  /** Sent the leaver proposals before the request: one to accept, one to reject. */
  let suitorA: Member;
  let suitorB: Member;
  /** Received a proposal from the leaver before the request. */
  let receiver: Member;
  const id: Record<string, number> = {};
  const GROUP = 'Parents of Pune';

  const proposalId = async (senderId: number, receiverId: number) => {
    const [row] = await t.database.db
      .select({ id: proposals.id })
      .from(proposals)
      .where(and(eq(proposals.senderId, senderId), eq(proposals.receiverId, receiverId)));
    return row!.id;
  };
  const decide = (m: Member, proposal: number, body: unknown) =>
    send(t, 'PATCH', `/api/profiles/proposal-update/${proposal}/`, body, auth(m.token));
  const friendsOf = async (m: Member) => {
    const res = await call(t, m, 'GET', `/api/friends/friends?sender_id=${m.profileId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ friends: FriendItem[] }>().friends.map((f) => f.friend_id);
  };
  const messages = (m: Member, other: Member) =>
    call(t, m, 'GET', `/api/friends/get-messages?sender_id=${m.profileId}&receiver_id=${other.profileId}`);
  const groupCall = (m: Member, path: string, body: Record<string, unknown>) =>
    call(t, m, 'POST', `/api/friends/${path}`, { group_name: GROUP, user_id: m.profileId, ...body });
  const favourite = async (m: Member, method: 'PATCH' | 'DELETE', other: Member) =>
    send(t, method, `/api/profiles/add-to-favourite/${await codeOf(t, other)}/`, undefined, auth(m.token));
  const favouriteRows = (owner: Member, other: Member) =>
    t.database.db
      .select()
      .from(favourites)
      .where(
        and(eq(favourites.profileId, owner.profileId), eq(favourites.favouriteProfileId, other.profileId)),
      );
  /** The leaver's own guardian contact, and the codes the notifier sent to `to`. */
  const leaverGuardian = newMobile();
  const outboxCodes = async (to: string) => {
    const res = await send(t, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
    return res.json<{ results: { code: string | null }[] }>().results.map((r) => r.code);
  };
  const invite = (m: Member, contact: string) =>
    call(t, m, 'POST', '/api/guardian/invite', { contact, name: 'Abbu' });
  const acceptAsGuardian = (contact: string, code: string) =>
    send(t, 'POST', '/api/guardian/accept', { contact, code });
  /** The code of the friend's invitation of the leaver as guardian (sent after the request). */
  let friendInviteCode = '';

  beforeAll(async () => {
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: { ...RELAXED_DISCOVERY_LIMITS, CHAT_MESSAGES_PER_MINUTE: '1000' },
    });
    installHub(t, recordingHub());
    leaver = await visibleMember(t, 'Male', 'Ehsan Malik');
    friend = await visibleMember(t, 'Female', 'Fatima Khan');
    bride = await visibleMember(t, 'Female', 'Ayesha Siddiqui');
    suitorA = await visibleMember(t, 'Female', 'Sana Sheikh');
    suitorB = await visibleMember(t, 'Female', 'Rukhsar Khan');
    receiver = await visibleMember(t, 'Female', 'Parveen Akhtar');
    await befriend(t, leaver, friend);
    expect((await sendTo(t, friend, leaver, 'Assalamu alaikum')).statusCode).toBe(201);
    await insertProposal(t, suitorA.profileId, leaver.profileId);
    await insertProposal(t, suitorB.profileId, leaver.profileId);
    await insertProposal(t, leaver.profileId, receiver.profileId);
    id.fromA = await proposalId(suitorA.profileId, leaver.profileId);
    id.fromB = await proposalId(suitorB.profileId, leaver.profileId);
    id.toReceiver = await proposalId(leaver.profileId, receiver.profileId);
    // The leaver is Verified and a member of a group before asking.
    await t.database.db
      .update(profiles)
      .set({ verificationStatus: 'Verified', createdOn: new Date(Date.now() - 8 * DAY_MS) })
      .where(eq(profiles.id, leaver.profileId));
    const [group] = await t.database.db
      .insert(groups)
      .values({ groupName: GROUP, createdBy: friend.profileId })
      .returning();
    await t.database.db.insert(groupMembers).values({ groupId: group!.id, profileId: leaver.profileId });
    // A favourite kept from before, to remove while leaving.
    await t.database.db
      .insert(favourites)
      .values({ profileId: leaver.profileId, favouriteProfileId: receiver.profileId });
    // The real request, as the delete screen sends it.
    const asked = await send(
      t,
      'PATCH',
      `/api/profiles/detail/${leaver.profileId}/`,
      { reason_to_delete: 'Taking a break' },
      auth(leaver.token),
    );
    expect(asked.statusCode, asked.body).toBe(200);
  }, 120_000);
  afterAll(() => t.close());

  describe('the leaver', () => {
    it('still opens their own profile and reads their friends and conversations', async () => {
      expect((await detail(t, leaver, leaver.slug)).statusCode).toBe(200);
      expect(await friendsOf(leaver)).toEqual([friend.profileId]);
      expect((await messages(leaver, friend)).statusCode).toBe(200);
      const groupRead = await call(
        t,
        leaver,
        'GET',
        `/api/friends/getAllMessages/${encodeURIComponent(GROUP)}`,
      );
      expect(groupRead.statusCode, groupRead.body).toBe(200);
    });

    it('cannot send a chat message', async () => {
      const res = await sendTo(t, leaver, friend, 'Still here');
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ detail: text('deletionPendingNoContact') });
    });

    it('cannot send a proposal', async () => {
      const res = await send(
        t,
        'POST',
        `/api/profiles/proposal/${await codeOf(t, bride)}/`,
        undefined,
        auth(leaver.token),
      );
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ detail: text('deletionPendingNoContact') });
    });

    it('cannot accept a received proposal, and may still reject one', async () => {
      const accept = await decide(leaver, id.fromA!, { status: 'Accepted' });
      expect(accept.statusCode, accept.body).toBe(403);
      expect(accept.json()).toEqual({ detail: text('deletionPendingNoContact') });
      const reject = await decide(leaver, id.fromB!, { status: 'Rejected', message: 'Leaving the site' });
      expect(reject.statusCode, reject.body).toBe(200);
      const rows = await t.database.db.select().from(proposals).where(eq(proposals.id, id.fromA!));
      expect(rows[0]?.status).toBe('Sent');
    });

    it('cannot reveal another member’s contact, nor open their WhatsApp dialog', async () => {
      const code = await codeOf(t, bride);
      const contact = await showContact(t, leaver, code);
      expect(contact.statusCode, contact.body).toBe(403);
      expect(contact.json()).toEqual({ detail: text('deletionPendingNoContact') });
      const whatsapp = await send(
        t,
        'POST',
        `/api/profiles/whatsapp/${code}/`,
        { captcha_id: 'any', answer: 3 },
        auth(leaver.token),
      );
      expect(whatsapp.statusCode, whatsapp.body).toBe(403);
      expect(whatsapp.json()).toEqual({ detail: text('deletionPendingNoContact') });
    });

    it('cannot post in a group or join one', async () => {
      const post = await groupCall(leaver, 'send-group-message', { text: 'Salaam to all' });
      expect(post.statusCode, post.body).toBe(403);
      expect(post.json()).toEqual({ detail: text('deletionPendingNoContact') });
      const join = await groupCall(leaver, 'join-group', {});
      expect(join.statusCode, join.body).toBe(403);
      expect(join.json()).toEqual({ detail: text('deletionPendingNoContact') });
      // Leaving stays possible.
      expect((await groupCall(leaver, 'leave-group', {})).statusCode).toBe(200);
    });

    it('cannot add a favourite (nothing stored), and may still remove one', async () => {
      const add = await favourite(leaver, 'PATCH', bride);
      expect(add.statusCode, add.body).toBe(403);
      expect(add.json()).toEqual({ detail: text('deletionPendingNoContact') });
      expect(await favouriteRows(leaver, bride)).toEqual([]);
      const remove = await favourite(leaver, 'DELETE', receiver);
      expect(remove.statusCode, remove.body).toBe(200);
      expect(await favouriteRows(leaver, receiver)).toEqual([]);
    });

    it('cannot invite a guardian: no invitation stored, no code sent', async () => {
      const res = await invite(leaver, leaverGuardian);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ detail: text('deletionPendingNoContact') });
      const rows = await t.database.db
        .select()
        .from(guardians)
        .where(eq(guardians.memberProfileId, leaver.profileId));
      expect(rows).toEqual([]);
      expect(await outboxCodes(leaverGuardian)).toEqual([]);
    });

    it('cannot become the guardian of a member who invites them: the invitation stays open', async () => {
      expect((await invite(friend, leaver.username)).statusCode).toBe(200);
      friendInviteCode = (await outboxCodes(leaver.username))[0] ?? '';
      expect(friendInviteCode).toMatch(/^\d{6}$/);
      const res = await acceptAsGuardian(leaver.username, friendInviteCode);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ detail: text('deletionPendingNoContact') });
      expect(res.headers['set-cookie']).toBeUndefined();
      const rows = await t.database.db
        .select({
          status: guardians.status,
          guardianUserId: guardians.guardianUserId,
          attempts: guardians.attempts,
        })
        .from(guardians)
        .where(eq(guardians.memberProfileId, friend.profileId));
      expect(rows).toEqual([{ status: 'invited', guardianUserId: null, attempts: 0 }]);
    });
  });

  describe('other members', () => {
    it('no longer see the leaver among their friends, nor read or write to them', async () => {
      expect(await friendsOf(friend)).toEqual([]);
      const read = await messages(friend, leaver);
      expect(read.statusCode, read.body).toBe(403);
      expect(read.json()).toEqual({ detail: text('memberUnavailable') });
      const res = await sendTo(t, friend, leaver, 'Are you there?');
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ detail: text('memberUnavailable') });
      const unread = await call(
        t,
        leaver,
        'GET',
        `/api/friends/unread-count?receiver_id=${leaver.profileId}`,
      );
      expect(unread.json()).toMatchObject({ totalUnread: 1 });
    });

    it('cannot accept (or reject) the proposal the leaver sent before asking', async () => {
      for (const body of [{ status: 'Accepted' }, { status: 'Rejected', message: 'Not now, sorry' }]) {
        const res = await decide(receiver, id.toReceiver!, body);
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json()).toEqual({ detail: text('proposalNotFound') });
      }
    });

    it('reach the profile nowhere: detail, proposal, favourite, contact, WhatsApp, bio-data', async () => {
      const code = await codeOf(t, leaver);
      const calls = [
        await detail(t, bride, leaver.slug),
        await send(t, 'POST', `/api/profiles/proposal/${code}/`, undefined, auth(bride.token)),
        await send(t, 'PATCH', `/api/profiles/add-to-favourite/${code}/`, undefined, auth(bride.token)),
        await showContact(t, bride, code),
        await send(
          t,
          'POST',
          `/api/profiles/whatsapp/${code}/`,
          { captcha_id: 'x', answer: 1 },
          auth(bride.token),
        ),
        await send(t, 'GET', `/api/profiles/pdf/${leaver.slug}`, undefined, auth(bride.token)),
      ];
      expect(calls.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    });
  });

  describe('once a moderator declines the request', () => {
    beforeAll(async () => {
      const mod = await superuser(t);
      const declined = await send(
        t,
        'POST',
        `/api/admin/deletion-requests/${leaver.profileId}/decline/`,
        { remarks: 'You have an accepted proposal in progress; please write to us.' },
        auth(mod.token),
      );
      expect(declined.statusCode, declined.body).toBe(200);
    });

    it('adds a favourite again', async () => {
      expect((await favourite(leaver, 'PATCH', bride)).statusCode).toBe(200);
      expect(await favouriteRows(leaver, bride)).toHaveLength(1);
    });

    it('invites a guardian again, and accepts the open invitation with its code', async () => {
      const res = await invite(leaver, leaverGuardian);
      expect(res.statusCode, res.body).toBe(200);
      expect(await outboxCodes(leaverGuardian)).toHaveLength(1);
      const accepted = await acceptAsGuardian(leaver.username, friendInviteCode);
      expect(accepted.statusCode, accepted.body).toBe(200);
      const [row] = await t.database.db
        .select({ status: guardians.status })
        .from(guardians)
        .where(eq(guardians.memberProfileId, friend.profileId));
      expect(row?.status).toBe('active');
    });
  });
});
