/**
 * The notification centre (DESIGN.md section 3 "Notifications", D21; issue 30) over the real API:
 * items made by each event kind, in the member's language; unread counts and mark read; nothing of
 * another member's read or changed; preferences per channel and kind; quiet hours holding SMS and
 * e-mail until the morning digest (clock injected).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { NotificationPage, NotificationPreferences, ProposalItem } from '@nikah/shared';
import { heldNotifications, notifications, users } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { RELAXED_LIMITS, send, signUp, type Member } from '../../../test/accounts-helpers';
import { codeOf, insertProposal, makeVisible, ok, testClock } from '../../../test/discovery-helpers';
import { capturingSenders, insertDocument, superuser } from '../moderation/cases-test-helpers';
import { chatLink, notifyUnreadConversation } from './jobs';
import { sendHeldDigests } from './service';
import { as, userIdOf } from './notifications-test-helpers';
import hi from './texts/hi';
import en from './texts/en';

const SITE = 'https://nikah.example';

describe.each(DATABASE_KINDS)('notification centre on %s', (kind) => {
  let t: TestApp;
  let groom: Member;
  let bride: Member;
  let third: Member;
  const mail = capturingSenders();
  const clock = testClock();
  const page = async (m: Member) => ok<NotificationPage>(await as(t, m, 'GET', '/api/notifications/'));
  const prefs = async (m: Member, body?: unknown) =>
    ok<NotificationPreferences>(
      await as(t, m, body ? 'PUT' : 'GET', '/api/notifications/preferences/', body),
    );
  const propose = async (from: Member, to: Member) =>
    ok<ProposalItem>(await as(t, from, 'POST', `/api/profiles/proposal/${await codeOf(t, to)}/`), 201);
  const decide = (m: Member, id: number, body: unknown) =>
    send(t, 'PATCH', `/api/profiles/proposal-update/${id}/`, body, { authorization: `Token ${m.token}` });
  const smsTo = (m: Member) => mail.sent.filter((s) => s.to === m.username && s.channel === 'sms' && !s.code);

  beforeAll(async () => {
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: { ...RELAXED_LIMITS, SITE_URL: SITE, PROPOSALS_PER_DAY: '50' },
      deps: { senders: mail.senders, clock: clock.now },
    });
    groom = await signUp(t, { gender: 'Male', full_name: 'Yusuf Ansari' });
    bride = await signUp(t, { gender: 'Female', full_name: 'Amina Siddiqui' });
    third = await signUp(t, { gender: 'Female', full_name: 'Sana Qureshi' });
    for (const m of [groom, bride, third]) await makeVisible(t, m);
  });
  afterAll(() => t.close());

  it('makes an item for a received, a rejected (with its reason) and an accepted proposal', async () => {
    clock.set('2026-03-01T06:00:00Z'); // 11:30 in Asia/Kolkata
    const first = await propose(groom, bride);
    const received = await page(bride);
    expect(received).toMatchObject({ count: 1, unread: 1 });
    expect(received.results[0]).toMatchObject({
      kind: 'proposal-received',
      text: en['proposal-received.body'],
      link: '/received-proposal',
      read: false,
      created: '2026-03-01T06:00:00.000Z',
    });
    // The SMS is in English with an absolute link.
    expect(smsTo(bride).at(-1)!.text).toBe(`${en['proposal-received.body']} Open: ${SITE}/received-proposal`);

    ok(await decide(bride, first.id, { status: 'Rejected', message: 'Different city' }));
    expect((await page(groom)).results[0]).toMatchObject({
      kind: 'proposal-rejected',
      text: 'Your proposal was declined. Reason: Different city',
      link: '/sent-proposal',
    });
    const second = await propose(groom, bride);
    ok(await decide(bride, second.id, { status: 'Accepted' }));
    const sender = await page(groom);
    expect(sender.results.map((r) => r.kind)).toEqual(['proposal-accepted', 'proposal-rejected']);
    expect(sender.unread).toBe(2);
  });

  it('shows texts in the language the member chose while signed in, and sends SMS in it', async () => {
    expect((await prefs(bride, { language: 'hi' })).language).toBe('hi');
    const list = await page(bride);
    expect(list.results.every((r) => r.text === hi['proposal-received.body'])).toBe(true);
    // Another member's item, for the next test.
    clock.set('2026-03-01T07:00:00Z');
    await propose(groom, third);
    // A new proposal to the bride after the hour's throttle: the SMS is in Hindi.
    clock.set('2026-03-01T09:00:00Z');
    const before = smsTo(bride).length;
    const fromThird = await signUp(t, { gender: 'Male', full_name: 'Imran Khan' });
    await makeVisible(t, fromThird);
    await propose(fromThird, bride);
    const sms = smsTo(bride).slice(before);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toBe(
      `${hi['proposal-received.body']} ${hi.open.replace('{link}', `${SITE}/received-proposal`)}`,
    );
  });

  it('counts unread items, marks some or all read, and never touches another member', async () => {
    const mine = await page(groom);
    const thirds = await page(third);
    expect(thirds.count).toBeGreaterThan(0);
    // Another member's ids change nothing of theirs.
    const other = thirds.results.map((r) => r.id);
    expect(
      ok<{ unread: number }>(await as(t, groom, 'POST', '/api/notifications/read/', { ids: other })).unread,
    ).toBe(mine.unread);
    expect((await page(third)).unread).toBe(thirds.unread);
    // The groom sees only his own.
    expect((await page(groom)).results.some((r) => other.includes(r.id))).toBe(false);
    const one = mine.results[0]!.id;
    expect(
      ok<{ unread: number }>(await as(t, groom, 'POST', '/api/notifications/read/', { ids: [one] })).unread,
    ).toBe(mine.unread - 1);
    expect((await page(groom)).results.find((r) => r.id === one)!.read).toBe(true);
    expect(ok<{ unread: number }>(await as(t, groom, 'POST', '/api/notifications/read/', {})).unread).toBe(0);
    expect((await page(third)).unread).toBe(thirds.unread);
    expect((await send(t, 'GET', '/api/notifications/')).statusCode).toBe(401);
    expect((await send(t, 'POST', '/api/notifications/read/', {})).statusCode).toBe(401);
  });

  it('keeps preferences per member: defaults, checked changes, another member unaffected', async () => {
    const fresh = await prefs(groom);
    expect(fresh).toMatchObject({ language: 'en', time_zone: 'Asia/Kolkata', quiet_hours: null });
    expect(fresh.channels.sms['proposal-received']).toBe(true);
    expect(fresh.channels.sms['message-unread']).toBe(false);
    const bad = await as(t, groom, 'PUT', '/api/notifications/preferences/', { time_zone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<Record<string, unknown>>())).toEqual(['time_zone']);
    expect(
      (
        await as(t, groom, 'PUT', '/api/notifications/preferences/', {
          quiet_hours: { start: '25:00', end: '08:00' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await as(t, groom, 'PUT', '/api/notifications/preferences/', { language: 'xx' })).statusCode,
    ).toBe(400);
    const changed = await prefs(groom, {
      time_zone: 'Europe/London',
      channels: { email: { 'proposal-accepted': false } },
    });
    expect(changed.time_zone).toBe('Europe/London');
    expect(changed.channels.email['proposal-accepted']).toBe(false);
    expect(changed.channels.email['proposal-received']).toBe(true);
    // The bride's own are hers (Hindi from before), untouched by the groom's change.
    expect(await prefs(bride)).toMatchObject({ language: 'hi', time_zone: 'Asia/Kolkata' });
    await prefs(groom, { time_zone: 'Asia/Kolkata' });
  });

  it('respects each channel and kind: SMS off keeps the item, e-mail goes with its unsubscribe headers', async () => {
    const member = await signUp(t, { gender: 'Female', full_name: 'Ruqayya Baig' });
    await makeVisible(t, member);
    await t.database.db
      .update(users)
      .set({ email: 'ruqayya@example.org' })
      .where(eq(users.id, await userIdOf(t, member)));
    await prefs(member, { channels: { sms: { 'proposal-received': false } } });
    clock.set('2026-03-02T06:00:00Z');
    const suitor = await signUp(t, { gender: 'Male', full_name: 'Bilal Shaikh' });
    await makeVisible(t, suitor);
    await propose(suitor, member);
    expect(smsTo(member)).toHaveLength(0);
    expect((await page(member)).results[0]!.kind).toBe('proposal-received');
    const email = mail.sent.filter((s) => s.to === 'ruqayya@example.org');
    expect(email).toHaveLength(1);
    expect(email[0]!.subject).toBe(en['proposal-received.title']);
    expect(email[0]!.text).toContain(`${SITE}/received-proposal`);
    expect(email[0]!.headers!['List-Unsubscribe']).toMatch(
      new RegExp(`^<${SITE}/api/notifications/unsubscribe/\\?token=[A-Za-z0-9_-]+\\.[0-9a-f]{64}>$`),
    );
    expect(email[0]!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // E-mail off for the kind too: the next one (after the throttle hour) reaches no channel.
    await prefs(member, { channels: { email: { 'proposal-received': false } } });
    clock.set('2026-03-02T08:00:00Z');
    const another = await signUp(t, { gender: 'Male', full_name: 'Tariq Mirza' });
    await makeVisible(t, another);
    await propose(another, member);
    expect(mail.sent.filter((s) => s.to === 'ruqayya@example.org')).toHaveLength(1);
    expect((await page(member)).count).toBe(2);
  });

  it('holds SMS inside quiet hours and sends one morning digest when they end', async () => {
    const member = await signUp(t, { gender: 'Female', full_name: 'Hafsa Rizvi' });
    await makeVisible(t, member);
    await prefs(member, { quiet_hours: { start: '22:00', end: '08:00' } });
    const userId = await userIdOf(t, member);
    // 23:30 and 01:30 in Asia/Kolkata: inside.
    clock.set('2026-03-03T18:00:00Z');
    const a = await signUp(t, { gender: 'Male', full_name: 'Owais Qadri' });
    await makeVisible(t, a);
    await propose(a, member);
    clock.set('2026-03-03T20:00:00Z');
    const b = await signUp(t, { gender: 'Male', full_name: 'Zaid Farooqui' });
    await makeVisible(t, b);
    await propose(b, member);
    expect(smsTo(member)).toHaveLength(0);
    // The centre has them at once; the SMS waits.
    expect((await page(member)).count).toBe(2);
    // One held SMS per event (no push subscription, no e-mail address).
    const held = await t.database.db
      .select()
      .from(heldNotifications)
      .where(eq(heldNotifications.userId, userId));
    expect(held.map((h) => h.channel)).toEqual(['sms', 'sms']);
    const deps = t.app.deps.notices.deps;
    // 06:30 in Kolkata: still quiet, nothing goes.
    expect(await sendHeldDigests(deps, new Date('2026-03-04T01:00:00Z'))).toBe(0);
    expect(smsTo(member)).toHaveLength(0);
    // 08:30: the digest goes, once.
    expect(await sendHeldDigests(deps, new Date('2026-03-04T03:00:00Z'))).toBe(1);
    const sms = smsTo(member);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain(en['digest.intro']);
    expect(sms[0]!.text.split(`${SITE}/received-proposal`)).toHaveLength(3);
    expect(await sendHeldDigests(deps, new Date('2026-03-04T03:30:00Z'))).toBe(0);
    expect(smsTo(member)).toHaveLength(1);
  });

  it('digests several held items into one message', async () => {
    const member = await signUp(t, { gender: 'Female', full_name: 'Mariam Chishti' });
    await makeVisible(t, member);
    await prefs(member, { quiet_hours: { start: '22:00', end: '08:00' } });
    const userId = await userIdOf(t, member);
    clock.set('2026-03-05T18:00:00Z');
    const notices = t.app.deps.notices;
    await notices.notify({ userId, kind: 'profile-approved', link: '/edit-profile' }, clock.now());
    await notices.notify(
      { userId, kind: 'member-warned', params: { remarks: 'Be kind' }, link: '/guidelines' },
      clock.now(),
    );
    expect(await sendHeldDigests(notices.deps, new Date('2026-03-06T03:00:00Z'))).toBe(1);
    const sms = smsTo(member);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain(en['digest.intro']);
    expect(sms[0]!.text).toContain(en['profile-approved.body']);
    expect(sms[0]!.text).toContain('Be kind');
  });

  it('makes items for approval, verification, guardian added and removed, and unread chat once per stretch', async () => {
    clock.set('2026-03-07T06:00:00Z');
    const member = await signUp(t, { gender: 'Female', full_name: 'Khadija Naqvi' });
    ok(await send(t, 'POST', `/api/dev/approve/${member.slug}`));
    const mod = await superuser(t);
    await insertDocument(t, member.profileId);
    ok(
      await send(
        t,
        'POST',
        `/api/admin/profiles/${member.profileId}/verification/`,
        { status: 'Verified' },
        { authorization: `Token ${mod.token}` },
      ),
    );
    let kinds = (await page(member)).results.map((r) => r.kind);
    expect(kinds).toEqual(expect.arrayContaining(['profile-approved', 'verification-decided']));
    expect((await page(member)).results.find((r) => r.kind === 'verification-decided')!.text).toBe(
      en['verification-verified.body'],
    );

    // Guardian: invited, accepted (the member is told), removed (the guardian's account is told).
    const phone = `9${String(Date.now()).slice(-9)}`;
    ok(await as(t, member, 'POST', '/api/guardian/invite', { contact: phone, name: 'Abbu' }));
    const outbox = await send(t, 'GET', `/api/dev/outbox?to=${phone}`);
    const code = outbox.json<{ results: { code: string }[] }>().results[0]!.code;
    ok(await send(t, 'POST', '/api/guardian/accept', { contact: phone, code }));
    const added = (await page(member)).results.find((r) => r.kind === 'guardian-added')!;
    expect(added.text).toBe('Abbu is now your guardian and can read your chats.');
    const guardianId = ok<{ guardians: { id: number }[] }>(await as(t, member, 'GET', '/api/guardian/'))
      .guardians[0]!.id;
    ok(await as(t, member, 'DELETE', `/api/guardian/${guardianId}`));
    const [guardianAccount] = await t.database.db.select().from(users).where(eq(users.username, phone));
    const removed = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, guardianAccount!.id));
    expect(removed.map((n) => [n.kind, n.params.name])).toEqual([['guardian-removed', 'Khadija Naqvi']]);

    // Chat: two unread messages, one notice after the delay, none more until a new stretch.
    await insertProposal(t, groom.profileId, member.profileId, 'Accepted');
    for (const text of ['Salaam', 'How are you?']) {
      ok(
        await as(t, groom, 'POST', '/api/friends/send-message', {
          sender_id: groom.profileId,
          receiver_id: member.profileId,
          message: text,
          status: 'sent',
        }),
        201,
      );
    }
    // Each message asked the job queue for the conversation's check CHAT_UNREAD_NOTIFY_MINUTES later.
    // Both drivers answer `{rows}`; the common Db type leaves the result unknown.
    const jobs = (await t.database.db.execute(
      sql`select data, start_after > now() + interval '5 minutes' as later from pgboss.job where name = 'message-unread'`,
    )) as { rows: { data: { receiverId: number; senderId: number }; later: boolean }[] };
    const queued = jobs.rows.filter(
      (j) => j.data.receiverId === member.profileId && j.data.senderId === groom.profileId,
    );
    expect(queued.length).toBeGreaterThanOrEqual(1);
    expect(queued.every((j) => j.later)).toBe(true);
    const { db, notices } = { db: t.database.db, notices: t.app.deps.notices };
    const delay = 10 * 60_000;
    // Before the delay: nothing.
    expect(
      await notifyUnreadConversation(db, notices, member.profileId, groom.profileId, clock.now(), delay),
    ).toBe(false);
    const later = new Date(clock.now().getTime() + delay);
    expect(await notifyUnreadConversation(db, notices, member.profileId, groom.profileId, later, delay)).toBe(
      true,
    );
    expect(await notifyUnreadConversation(db, notices, member.profileId, groom.profileId, later, delay)).toBe(
      false,
    );
    kinds = (await page(member)).results.map((r) => r.kind);
    expect(kinds.filter((k) => k === 'message-unread')).toHaveLength(1);
    const unread = (await page(member)).results.find((r) => r.kind === 'message-unread')!;
    expect(unread).toMatchObject({
      link: chatLink(groom.profileId),
      text: 'Yusuf Ansari sent you messages that you have not read yet.',
    });
  });
});
