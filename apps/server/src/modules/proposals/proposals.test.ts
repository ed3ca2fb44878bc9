/**
 * Proposals (issue 8; SPEC.md sections 4, 6 and 7; DESIGN.md D10): sending and its refusals (self,
 * same gender, hidden, pending or being-deleted targets, one open per direction, an open one the
 * other way), the lists (each member sees only their own; new_count), Opened on view, the
 * receiver's decision (sender 403, third member 404, reason required, 409 once answered), the
 * relation in the detail, contact for an accepted pair, the daily cap, throttled notifications,
 * and the sender's optional note (issue 34 point 8).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  PROPOSAL_NOTE_MAX,
  blockedWordInMessage,
  messageText,
  msg,
  type MessageKey,
  type ProposalItem,
  type ProposalList,
} from '@nikah/shared';
import { blockedKeywords, proposals } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { auth, send, signUp, type Member } from '../../../test/accounts-helpers';
import {
  RELAXED_DISCOVERY_LIMITS,
  codeOf,
  detail,
  insertProfile,
  makeVisible,
  ok,
  showContact,
  testClock,
} from '../../../test/discovery-helpers';
import { HOUR_MS, DAY_MS } from '../../lib/time';
import { createOrPromoteSuperuser } from '../auth/superuser';

/** The English text of a message without parameters. */
const text = (key: MessageKey) => messageText({ key });

const propose = (t: TestApp, from: Member, code: string) =>
  send(t, 'POST', `/api/profiles/proposal/${code}/`, undefined, auth(from.token));
const decide = (t: TestApp, m: Member, id: number, body: unknown) =>
  send(t, 'PATCH', `/api/profiles/proposal-update/${id}/`, body, auth(m.token));
const list = async (t: TestApp, m: Member, dir: 'received' | 'sent', query = '') =>
  ok<ProposalList>(await send(t, 'GET', `/api/profiles/proposal/${dir}${query}`, undefined, auth(m.token)));
const outboxOf = async (t: TestApp, m: Member) =>
  ok<{ results: { text: string }[] }>(
    await send(t, 'GET', `/api/dev/outbox?to=${m.username}`),
  ).results.filter((r) => r.text.includes('proposal'));

describe.each(DATABASE_KINDS)('proposals on %s', (kind) => {
  const clock = testClock();
  let t: TestApp;
  let bride: Member;
  let groom: Member;
  let groom2: Member;
  let sister: Member;
  let aunt: Member;
  const code: Record<string, string> = {};

  beforeAll(async () => {
    clock.set('2026-02-01T06:00:00Z');
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: RELAXED_DISCOVERY_LIMITS,
      deps: { clock: clock.now },
    });
    bride = await signUp(t);
    groom = await signUp(t, { gender: 'Male', full_name: 'Imran Qureshi' });
    groom2 = await signUp(t, { gender: 'Male', full_name: 'Faisal Ansari' });
    sister = await signUp(t, { full_name: 'Sana Sheikh' });
    aunt = await signUp(t, { full_name: 'Rukhsar Khan' });
    for (const [name, m] of Object.entries({ bride, groom, groom2, sister, aunt })) {
      await makeVisible(t, m);
      code[name] = await codeOf(t, m);
    }
  });
  afterAll(() => t.close());

  let first: ProposalItem;

  it('sends a proposal: 201 with both codes, the other party slug and card, status Sent', async () => {
    first = ok<ProposalItem>(await propose(t, groom, code.bride!), 201);
    expect(first).toMatchObject({
      status: 'Sent',
      message: null,
      opened_on: null,
      sender: code.groom,
      receiver: code.bride,
      slug: bride.slug,
      profile: { profile_code: code.bride, gender: 'Female' },
      created_on: '2026-02-01T06:00:00.000Z',
    });
  });

  it('lists it for the sender (sent) and the receiver (received, new_count), never for a third member', async () => {
    const sent = await list(t, groom, 'sent');
    expect(sent.results.map((p) => p.id)).toEqual([first.id]);
    expect(sent.count).toBe(1);
    const received = await list(t, bride, 'received');
    expect(received).toMatchObject({ count: 1, new_count: 1 });
    expect(received.results[0]).toMatchObject({ id: first.id, slug: groom.slug, sender: code.groom });
    expect(await list(t, bride, 'sent')).toMatchObject({ count: 0, new_count: 1, results: [] });
    for (const dir of ['received', 'sent'] as const) {
      expect(await list(t, groom2, dir)).toEqual({ count: 0, new_count: 0, results: [] });
      expect(await list(t, sister, dir)).toEqual({ count: 0, new_count: 0, results: [] });
    }
  });

  it('tells the receiver once within the hour, with a link to the received proposals', async () => {
    ok(await propose(t, groom2, code.bride!), 201);
    const messages = await outboxOf(t, bride);
    expect(messages).toHaveLength(1);
    // An absolute link a phone can open (issue 34): the test server's own address, no SITE_URL.
    expect(messages[0]!.text).toMatch(/ http:\/\/localhost:\d+\/received-proposal$/);
    expect(await list(t, bride, 'received')).toMatchObject({ count: 2, new_count: 2 });
  });

  it('keeps one open proposal per direction and refuses one back while one is open', async () => {
    const again = await propose(t, groom, code.bride!);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: text('proposalAlreadySent') });
    const back = await propose(t, bride, code.groom!);
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({ detail: text('proposalReceivedOpen') });
    expect(back.headers['x-error-keys']).toContain('proposalReceivedOpen');
  });

  it('refuses a proposal to oneself and to the same gender (400)', async () => {
    const self = await propose(t, groom, code.groom!);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ detail: text('proposalSelf') });
    const same = await propose(t, groom, code.groom2!);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ detail: text('proposalSameGender') });
  });

  it.each([
    ['hidden', { isActive: false }],
    ['pending approval', { approvalStatus: 'pending' }],
    ['being deleted', { deletionRequestedOn: new Date('2026-01-31T00:00:00Z') }],
    ['blocked by a moderator', { isBlocked: true }],
  ])('refuses a %s profile with the 404 of the detail', async (_label, fields) => {
    const target = await insertProfile(t, { gender: 'Female', approvalStatus: 'approved', ...fields });
    const res = await propose(t, groom, target.profileCode);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: text('noProfile') });
  });

  it('refuses an unknown code (404) and a sender whose own profile is not visible (403)', async () => {
    expect((await propose(t, groom, 'NK999999999')).statusCode).toBe(404);
    await makeVisible(t, groom2, { isActive: false });
    const res = await propose(t, groom2, code.sister!);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: text('proposalOwnNotVisible') });
    await makeVisible(t, groom2);
  });

  it('marks Sent proposals Opened when the receiver opens the sender profile, and shows the relation', async () => {
    clock.set('2026-02-01T07:00:00Z');
    const view = ok<{ relation: unknown }>(await detail(t, bride, groom.slug, '?from=proposal'));
    expect(view.relation).toEqual({
      proposal: { sent: null, received: { id: first.id, status: 'Opened', message: null } },
      blocked_by_me: false,
      reported_by_me: false,
    });
    const [row] = await t.database.db.select().from(proposals).where(eq(proposals.id, first.id));
    expect(row).toMatchObject({ status: 'Opened' });
    expect(row!.openedOn?.toISOString()).toBe('2026-02-01T07:00:00.000Z');
    // The other proposal to the bride is untouched until she opens that profile.
    expect((await list(t, bride, 'received')).new_count).toBe(1);
    // The sender viewing the receiver changes nothing.
    const theirs = ok<{ relation: { proposal: unknown } }>(await detail(t, groom, bride.slug));
    expect(theirs.relation.proposal).toEqual({
      sent: { id: first.id, status: 'Opened', message: null },
      received: null,
    });
    const sent = await list(t, groom, 'sent');
    expect(sent.results[0]).toMatchObject({ status: 'Opened', opened_on: '2026-02-01T07:00:00.000Z' });
  });

  it('lets only the receiver decide: sender 403, third member 404, unknown id 404', async () => {
    const bySender = await decide(t, groom, first.id, { status: 'Accepted' });
    expect(bySender.statusCode).toBe(403);
    expect(bySender.json()).toEqual({ detail: text('proposalReceiverOnly') });
    const byThird = await decide(t, sister, first.id, { status: 'Accepted' });
    expect(byThird.statusCode).toBe(404);
    expect(byThird.json()).toEqual({ detail: text('proposalNotFound') });
    expect((await decide(t, bride, 2_000_000_000, { status: 'Accepted' })).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(proposals).where(eq(proposals.id, first.id));
    expect(row!.status).toBe('Opened');
  });

  it('needs a reason to reject (400 Reason is required) and refuses other statuses', async () => {
    for (const body of [{ status: 'Rejected' }, { status: 'Rejected', message: '   ' }]) {
      const res = await decide(t, bride, first.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: [messageText(msg('reasonRequired'))] });
    }
    expect((await decide(t, bride, first.id, { status: 'Sent' })).statusCode).toBe(400);
  });

  it('rejects with the reason, which the sender sees; answering again is 409', async () => {
    clock.set('2026-02-01T08:00:00Z');
    const res = ok<ProposalItem>(
      await decide(t, bride, first.id, { status: 'Rejected', message: 'Not now' }),
    );
    expect(res).toMatchObject({
      status: 'Rejected',
      message: 'Not now',
      updated_on: '2026-02-01T08:00:00.000Z',
    });
    const sent = await list(t, groom, 'sent');
    expect(sent.results[0]).toMatchObject({ id: first.id, status: 'Rejected', message: 'Not now' });
    const again = await decide(t, bride, first.id, { status: 'Accepted' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: text('proposalDecided') });
  });

  it('allows a new proposal after a rejection; acceptance tells the sender and opens private contacts', async () => {
    expect((await showContact(t, groom, code.bride!)).statusCode).toBe(403);
    const second = ok<ProposalItem>(await propose(t, groom, code.bride!), 201);
    const accepted = ok<ProposalItem>(
      await decide(t, bride, second.id, { status: 'Accepted', message: 'x' }),
    );
    expect(accepted).toMatchObject({ status: 'Accepted', message: null, receiver: code.bride });
    expect((await decide(t, bride, second.id, { status: 'Accepted' })).statusCode).toBe(409);
    const told = await outboxOf(t, groom);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toMatch(/ http:\/\/localhost:\d+\/sent-proposal$/);
    // Both sides of the accepted pair see the other's private contact details.
    expect(ok<{ whatsapp_number: string }>(await showContact(t, groom, code.bride!)).whatsapp_number).toBe(
      '9876543210',
    );
    ok(await showContact(t, bride, code.groom!));
    const again = await propose(t, bride, code.groom!);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: text('proposalAlreadyAccepted') });
  });

  it('throttles proposal messages to one an hour per member, then sends again', async () => {
    // groom2's proposal to the bride is still open: accepting it tells groom2 (first message).
    const received = await list(t, bride, 'received');
    const fromGroom2 = received.results.find((p) => p.sender === code.groom2)!;
    ok(await decide(t, bride, fromGroom2.id, { status: 'Accepted' }));
    expect(await outboxOf(t, groom2)).toHaveLength(1);
    // A proposal to groom2 within the hour: throttled; after the hour: sent.
    ok(await propose(t, sister, code.groom2!), 201);
    expect(await outboxOf(t, groom2)).toHaveLength(1);
    clock.advance(HOUR_MS + 1000);
    ok(await propose(t, aunt, code.groom2!), 201);
    const messages = await outboxOf(t, groom2);
    expect(messages).toHaveLength(2);
    expect(messages[0]!.text).toContain('/received-proposal');
  });

  it('refuses a decision while a block exists either way (404, unchanged)', async () => {
    const block = (m: Member, c: string, method: 'POST' | 'DELETE') =>
      send(t, method, `/api/profiles/block/${c}/`, undefined, auth(m.token));
    const received = (await list(t, groom2, 'received')).results;
    const fromSister = received.find((p) => p.sender === code.sister)!;
    const fromAunt = received.find((p) => p.sender === code.aunt)!;
    // The receiver blocked the sender, and the sender blocked the receiver.
    ok(await block(groom2, code.sister!, 'POST'), 201);
    ok(await block(aunt, code.groom2!, 'POST'), 201);
    try {
      for (const [id, status] of [
        [fromSister.id, 'Accepted'],
        [fromAunt.id, 'Accepted'],
        [fromAunt.id, 'Rejected'],
      ] as const) {
        const res = await decide(t, groom2, id, { status, message: 'No' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ detail: text('proposalNotFound') });
        const [row] = await t.database.db.select().from(proposals).where(eq(proposals.id, id));
        expect(row!.status).toBe('Sent');
      }
    } finally {
      ok(await block(groom2, code.sister!, 'DELETE'));
      ok(await block(aunt, code.groom2!, 'DELETE'));
    }
  });

  it('pages the lists, 20 a page, newest first', async () => {
    for (let i = 0; i < 21; i++) {
      const target = await insertProfile(t, { gender: 'Male', approvalStatus: 'approved' });
      clock.advance(1000);
      await t.database.db.insert(proposals).values({
        senderId: sister.profileId,
        receiverId: target.id,
        createdOn: clock.now(),
        updatedOn: clock.now(),
      });
    }
    const page1 = await list(t, sister, 'sent');
    const page2 = await list(t, sister, 'sent', '?page=2');
    expect(page1.results).toHaveLength(20);
    expect(page1.count).toBe(page2.count);
    expect(page2.results.length).toBe(page1.count - 20);
    const times = [...page1.results, ...page2.results].map((p) => p.created_on);
    expect(times).toEqual([...times].sort().reverse());
    expect(
      (await send(t, 'GET', '/api/profiles/proposal/sent?page=0', undefined, auth(sister.token))).statusCode,
    ).toBe(400);
  });

  it('refuses an account without a profile (a superuser): 403 to send, empty lists, 404 to decide', async () => {
    await createOrPromoteSuperuser(t.database.db, 'moderator', 'moderator-pass1');
    const login = await send(t, 'POST', '/api/profiles/login/', {
      username: 'moderator',
      password: 'moderator-pass1',
    });
    const su = { ...bride, token: ok<{ token: string }>(login).token };
    const res = await propose(t, su, code.bride!);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: text('proposalNoProfile') });
    expect(await list(t, su, 'received')).toEqual({ count: 0, new_count: 0, results: [] });
    expect((await decide(t, su, first.id, { status: 'Accepted' })).statusCode).toBe(404);
  });

  it('carries an optional note: checked like a chat message, refused ones send nothing', async () => {
    const her = await signUp(t, { full_name: 'Nazia Parveen' });
    const him = await signUp(t, { gender: 'Male', full_name: 'Adil Shaikh' });
    const him2 = await signUp(t, { gender: 'Male', full_name: 'Rashid Ali' });
    for (const m of [her, him, him2]) await makeVisible(t, m);
    const herCode = await codeOf(t, her);
    const withNote = (from: Member, note: unknown) =>
      send(t, 'POST', `/api/profiles/proposal/${herCode}/`, { note }, auth(from.token));

    const long = await withNote(him, 'a'.repeat(PROPOSAL_NOTE_MAX + 1));
    expect(ok(long, 400)).toEqual({
      note: [messageText({ key: 'maxChars', params: { n: PROPOSAL_NOTE_MAX } })],
    });
    const phone = await withNote(him, 'Please call my father on 98765 43210 after Asr');
    expect(Object.keys(ok(phone, 400))).toEqual(['note']);
    await t.database.db.insert(blockedKeywords).values({ keyword: 'dowry' });
    expect(ok(await withNote(him, 'We will talk about the dowry later'), 400)).toEqual({
      note: [blockedWordInMessage('dowry')],
    });
    await t.database.db.delete(blockedKeywords);
    expect((await list(t, her, 'received')).count).toBe(0);

    const note = 'Assalamu alaikum. Our families are both from Bhopal; my mother would like to call yours.';
    const sent = ok<ProposalItem>(await withNote(him, `  ${note}  `), 201);
    expect(sent).toMatchObject({ note, note_scam: false });
    expect((await list(t, her, 'received')).results[0]).toMatchObject({
      id: sent.id,
      note,
      note_scam: false,
    });
    // The scam shield marks a note as it marks a chat message: kept, with a warning for both.
    const scam = ok<ProposalItem>(await withNote(him2, 'Pay the registration fee of Rs 2000 first'), 201);
    expect(scam.note_scam).toBe(true);
    expect((await list(t, her, 'received')).results.find((r) => r.id === scam.id)?.note_scam).toBe(true);
    // No body, or an empty note, is a proposal without a note.
    await t.database.db.delete(proposals).where(eq(proposals.receiverId, her.profileId));
    expect(ok<ProposalItem>(await withNote(him, '   '), 201).note).toBeNull();
    expect(ok<ProposalItem>(await propose(t, him2, herCode), 201).note).toBeNull();
    await t.database.db.delete(proposals).where(eq(proposals.receiverId, her.profileId));
  });

  it('answers 401 without a session', async () => {
    expect((await send(t, 'GET', '/api/profiles/proposal/received')).statusCode).toBe(401);
    expect((await send(t, 'POST', `/api/profiles/proposal/${code.bride}/`)).statusCode).toBe(401);
    expect(
      (await send(t, 'PATCH', `/api/profiles/proposal-update/${first.id}/`, { status: 'Accepted' }))
        .statusCode,
    ).toBe(401);
  });
});

describe.each(DATABASE_KINDS)('the daily proposal cap on %s', (kind) => {
  const clock = testClock();
  let t: TestApp;
  let groom: Member;

  beforeAll(async () => {
    clock.set('2026-02-01T06:00:00Z');
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: { ...RELAXED_DISCOVERY_LIMITS, PROPOSALS_PER_DAY: '2' },
      deps: { clock: clock.now },
    });
    groom = await signUp(t, { gender: 'Male', full_name: 'Imran Qureshi' });
    await makeVisible(t, groom);
  });
  afterAll(() => t.close());

  it('refuses the proposal past PROPOSALS_PER_DAY in 24 hours with 429, then allows it a day later', async () => {
    const targets = [];
    for (let i = 0; i < 4; i++) {
      targets.push(await insertProfile(t, { gender: 'Female', approvalStatus: 'approved' }));
    }
    ok(await propose(t, groom, targets[0]!.profileCode), 201);
    clock.advance(HOUR_MS);
    ok(await propose(t, groom, targets[1]!.profileCode), 201);
    const capped = await propose(t, groom, targets[2]!.profileCode);
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toEqual({ detail: messageText(msg('proposalDailyCap', { n: 2 })) });
    clock.advance(DAY_MS - HOUR_MS + 1000);
    ok(await propose(t, groom, targets[2]!.profileCode), 201);
    expect((await propose(t, groom, targets[3]!.profileCode)).statusCode).toBe(429);
  });
});
