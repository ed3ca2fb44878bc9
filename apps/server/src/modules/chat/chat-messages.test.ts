/**
 * Friend-chat messages over REST (issue 10; SPEC.md sections 4 and 7; DESIGN.md D7, D9, D20):
 * sending stores then pushes (receiver, sender's other devices, unread counts); statuses received
 * and read; unread counts; blocked words, length and the send rate limit; date grouping;
 * pagination backwards and the `after` catch-up, each message once; the scam flag stored, pushed,
 * counted, and repeated hits put the sender in the moderators' queue; the admin counts 401/403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  CHAT_MESSAGE_MAX,
  blockedWordInMessage,
  type AdminProfilePage,
  messageText,
  type ChatMessage,
  type GetMessagesResponse,
  type MessageKey,
  type ScamShieldResponse,
  type UnreadCounts,
} from '@nikah/shared';
import { auditLog, blockedKeywords, chatMessages, profiles } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import type { Member } from '../../../test/accounts-helpers';
import { RELAXED_DISCOVERY_LIMITS, ok } from '../../../test/discovery-helpers';
import { moderatorHeaders } from '../moderation/content-test-helpers';
import { befriend, call, installHub, recordingHub, sendTo, visibleMember } from './chat-test-helpers';

const text = (key: MessageKey) => messageText({ key });
const SEND_LIMIT = 12;

describe.each(DATABASE_KINDS)('friend chat messages on %s', (kind) => {
  let t: TestApp;
  const hub = recordingHub();
  let bride: Member;
  let groom: Member;
  let reader: Member;
  let writer: Member;
  let spammer: Member;

  const history = (m: Member, them: Member, query = '', headers: Record<string, string> = {}) =>
    call(
      t,
      m,
      'GET',
      `/api/friends/get-messages?sender_id=${m.profileId}&receiver_id=${them.profileId}${query}`,
      undefined,
      headers,
    );
  const flat = (page: GetMessagesResponse) => Object.values(page.groupedMessages).flat();
  const unreadOf = (m: Member) =>
    call(t, m, 'GET', `/api/friends/unread-count?receiver_id=${m.profileId}`).then((r) =>
      ok<UnreadCounts>(r),
    );
  /** Inserts `n` messages from `from` to `to`, one minute apart from `start`; returns their ids. */
  const insertMessages = async (from: Member, to: Member, n: number, start: string) => {
    const rows = await t.database.db
      .insert(chatMessages)
      .values(
        Array.from({ length: n }, (_, i) => ({
          senderId: i % 2 === 0 ? from.profileId : to.profileId,
          receiverId: i % 2 === 0 ? to.profileId : from.profileId,
          text: `message ${i + 1}`,
          createdOn: new Date(new Date(start).getTime() + i * 60_000),
        })),
      )
      .returning({ id: chatMessages.id });
    return rows.map((r) => r.id).sort((a, b) => a - b);
  };

  beforeAll(async () => {
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: {
        ...RELAXED_DISCOVERY_LIMITS,
        CHAT_MESSAGES_PER_MINUTE: String(SEND_LIMIT),
        SCAM_FLAG_THRESHOLD: '3',
      },
    });
    installHub(t, hub);
    bride = await visibleMember(t, 'Female', 'Ayesha Siddiqui');
    groom = await visibleMember(t, 'Male', 'Imran Qureshi');
    reader = await visibleMember(t, 'Female', 'Zainab Fatima');
    writer = await visibleMember(t, 'Male', 'Faisal Ansari');
    spammer = await visibleMember(t, 'Male', 'Salman Khan');
    await befriend(t, bride, groom);
    await befriend(t, writer, reader);
    await befriend(t, spammer, reader);
  });
  afterAll(() => t.close());

  it('stores a trimmed message, then pushes it to the receiver, the other devices and the unread count', async () => {
    hub.pushed.length = 0;
    const res = await sendTo(t, bride, groom, '  Assalamu alaikum, how is your mother?  ', {
      'x-socket-id': 'sock-1',
    });
    const message = ok<ChatMessage>(res, 201);
    expect(message).toMatchObject({
      sender_id: bride.profileId,
      receiver_id: groom.profileId,
      text: 'Assalamu alaikum, how is your mother?',
      status: 'sent',
      scam: false,
    });
    expect(hub.pushed).toEqual([
      { to: groom.profileId, event: 'message:new', payload: message },
      { to: bride.profileId, except: 'sock-1', event: 'message:new', payload: message },
      {
        to: groom.profileId,
        event: 'unread',
        payload: { totalUnread: 1, unreadList: [{ sender_id: bride.profileId, unread_count: 1 }] },
      },
    ]);
    const [row] = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, message.message_id));
    expect(row?.text).toBe('Assalamu alaikum, how is your mother?');
  });

  it('marks messages received when the receiver fetches them, read on mark-read, and counts unread', async () => {
    ok(await sendTo(t, bride, groom, 'Please give my salaam to everyone'), 201);
    expect(await unreadOf(groom)).toEqual({
      totalUnread: 2,
      unreadList: [{ sender_id: bride.profileId, unread_count: 2 }],
    });
    expect(await unreadOf(bride)).toEqual({ totalUnread: 0, unreadList: [] });
    // Without receiver_id the session's member is meant (the web's menu badge sends none).
    expect(ok(await call(t, groom, 'GET', '/api/friends/unread-count'))).toEqual(await unreadOf(groom));

    hub.pushed.length = 0;
    const page = ok<GetMessagesResponse>(await history(groom, bride));
    const ids = flat(page).map((m) => m.message_id);
    expect(flat(page).map((m) => m.status)).toEqual(['received', 'received']);
    expect(hub.pushed).toEqual([
      {
        to: bride.profileId,
        event: 'message:status',
        payload: { message_ids: ids, status: 'received', by: groom.profileId },
      },
    ]);
    // The sender's own fetch changes nothing; a second fetch announces nothing again.
    hub.pushed.length = 0;
    ok(await history(bride, groom));
    ok(await history(groom, bride));
    expect(hub.pushed).toEqual([]);

    const read = ok<{ message_ids: number[]; unread: UnreadCounts }>(
      await call(t, groom, 'POST', '/api/friends/mark-read', {
        user_id: groom.profileId,
        friend_id: bride.profileId,
      }),
    );
    expect(read).toEqual({ message_ids: ids, unread: { totalUnread: 0, unreadList: [] } });
    expect(hub.pushed).toContainEqual({
      to: bride.profileId,
      event: 'message:status',
      payload: { message_ids: ids, status: 'read', by: groom.profileId },
    });
    expect(flat(ok<GetMessagesResponse>(await history(bride, groom))).map((m) => m.status)).toEqual([
      'read',
      'read',
    ]);
    expect(await unreadOf(groom)).toEqual({ totalUnread: 0, unreadList: [] });
  });

  it('refuses blocked words, blank and too long messages (400 on message)', async () => {
    await t.database.db.insert(blockedKeywords).values({ keyword: 'dowry' });
    const word = await sendTo(t, bride, groom, 'How much dowry will you give?');
    expect(word.statusCode).toBe(400);
    expect(word.json()).toEqual({ message: [blockedWordInMessage('dowry')] });
    const blank = await sendTo(t, bride, groom, '   ');
    expect(blank.json()).toEqual({ message: [text('required')] });
    const long = await sendTo(t, bride, groom, 'a'.repeat(CHAT_MESSAGE_MAX + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      message: [messageText({ key: 'maxChars', params: { n: CHAT_MESSAGE_MAX } })],
    });
    ok(await sendTo(t, bride, groom, 'b'.repeat(CHAT_MESSAGE_MAX)), 201);
  });

  it('groups by date label in the Asia/Kolkata zone, or the X-Timezone one', async () => {
    const [late] = await insertMessages(writer, reader, 1, '2026-03-01T20:00:00Z');
    const [next] = await insertMessages(writer, reader, 1, '2026-03-02T10:00:00Z');
    const india = ok<GetMessagesResponse>(await history(writer, reader));
    expect(Object.keys(india.groupedMessages)).toEqual(['2026-03-02']);
    expect(india.groupedMessages['2026-03-02']?.map((m) => m.message_id)).toEqual([late, next]);
    const utc = ok<GetMessagesResponse>(await history(writer, reader, '', { 'x-timezone': 'UTC' }));
    expect(utc.groupedMessages).toMatchObject({
      '2026-03-01': [expect.objectContaining({ message_id: late })],
      '2026-03-02': [expect.objectContaining({ message_id: next })],
    });
    await t.database.db.delete(chatMessages).where(eq(chatMessages.senderId, writer.profileId));
  });

  it('pages backwards with before, and catches up with after exactly once', async () => {
    const ids = await insertMessages(writer, reader, 7, '2026-04-01T08:00:00Z');
    const latest = ok<GetMessagesResponse>(await history(writer, reader, '&limit=3'));
    expect(flat(latest).map((m) => m.message_id)).toEqual(ids.slice(4));
    expect(latest.has_more).toBe(true);
    const older = ok<GetMessagesResponse>(await history(writer, reader, `&limit=3&before=${ids[4]}`));
    expect(flat(older).map((m) => m.message_id)).toEqual(ids.slice(1, 4));
    const oldest = ok<GetMessagesResponse>(await history(writer, reader, `&limit=3&before=${ids[1]}`));
    expect(flat(oldest).map((m) => m.message_id)).toEqual(ids.slice(0, 1));
    expect(oldest.has_more).toBe(false);

    // A client that held up to ids[2] catches up page by page: every later message once, in order.
    const seen: number[] = [];
    let cursor = ids[2]!;
    for (;;) {
      const page = ok<GetMessagesResponse>(await history(reader, writer, `&limit=2&after=${cursor}`));
      const got = flat(page).map((m) => m.message_id);
      seen.push(...got);
      if (!page.has_more) break;
      cursor = got.at(-1)!;
    }
    expect(seen).toEqual(ids.slice(3));
    expect(flat(ok<GetMessagesResponse>(await history(reader, writer, `&after=${ids[6]}`)))).toEqual([]);
    expect((await history(reader, writer, `&after=${ids[1]}&before=${ids[5]}`)).statusCode).toBe(400);
    expect((await history(reader, writer, '&limit=0')).statusCode).toBe(400);
  });

  it(`limits sending to CHAT_MESSAGES_PER_MINUTE per member (429)`, async () => {
    for (let i = 0; i < SEND_LIMIT; i++) ok(await sendTo(t, writer, reader, `note ${i}`), 201);
    const over = await sendTo(t, writer, reader, 'one too many');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ detail: text('tooManyRequests') });
    // Another member is not held by the writer's count.
    ok(await sendTo(t, reader, writer, 'slow down please'), 201);
  });

  it('delivers a message that asks for money with scam: true, stored and pushed', async () => {
    hub.pushed.length = 0;
    const message = ok<ChatMessage>(await sendTo(t, spammer, reader, 'please send 5000 to my UPI'), 201);
    expect(message.scam).toBe(true);
    expect(hub.pushed.find((p) => p.event === 'message:new')?.payload).toMatchObject({ scam: true });
    const [row] = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, message.message_id));
    expect(row?.scam).toBe(true);
    const page = ok<GetMessagesResponse>(await history(reader, spammer));
    expect(flat(page).find((m) => m.message_id === message.message_id)?.scam).toBe(true);
  });

  it('puts a repeated sender in the moderation queue once, with an audit entry', async () => {
    const flagged = async () => {
      const [p] = await t.database.db
        .select({ changed: profiles.changedSinceApproval })
        .from(profiles)
        .where(eq(profiles.id, spammer.profileId));
      return p?.changed;
    };
    const auditEntries = () =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'scam.flag'), eq(auditLog.targetId, spammer.profileId)));
    ok(await sendTo(t, spammer, reader, 'mujhe paise bhejo jaldi'), 201);
    expect(await flagged()).toBe(false);
    ok(await sendTo(t, spammer, reader, 'अपना यूपीआई आईडी दो'), 201);
    expect(await flagged()).toBe(true);
    ok(await sendTo(t, spammer, reader, 'گفٹ کارڈ خرید کر بھیجیں'), 201);
    const entries = await auditEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ targetType: 'profile', after: expect.objectContaining({ hits: 3 }) });

    // The queue says why the profile is there (issue 34 point 9), not only "changed".
    const headers = await moderatorHeaders(t);
    const queue = ok<AdminProfilePage>(
      await call(
        t,
        null,
        'GET',
        '/api/admin/profiles/?approval_status=approved&changed=true',
        undefined,
        headers,
      ),
    );
    const item = queue.results.find((p) => p.id === spammer.profileId);
    const after = entries[0]!.after as { hits: number; window_days: number };
    expect(item?.scam_flag).toEqual({
      hits: after.hits,
      window_days: after.window_days,
      flagged_on: entries[0]!.createdOn.toISOString(),
    });
  });

  it('shows moderators the counts (401 visitor, 403 member)', async () => {
    expect((await call(t, null, 'GET', '/api/admin/scam-shield/')).statusCode).toBe(401);
    expect((await call(t, bride, 'GET', '/api/admin/scam-shield/')).statusCode).toBe(403);
    const headers = await moderatorHeaders(t);
    const res = await call(t, null, 'GET', '/api/admin/scam-shield/?days=7', undefined, headers);
    const stats = ok<ScamShieldResponse>(res);
    expect(stats.days).toBe(7);
    expect(stats.per_day.reduce((n, d) => n + d.count, 0)).toBe(4);
    expect(stats.top_senders).toEqual([
      { profile_id: spammer.profileId, full_name: 'Salman Khan', slug: spammer.slug, hits: 4, flagged: true },
    ]);
    expect(stats.recent).toHaveLength(4);
    expect(stats.recent[0]).toMatchObject({
      kind: 'friend',
      sender_id: spammer.profileId,
      sender_name: 'Salman Khan',
    });
    expect(stats.recent.map((r) => r.excerpt)).toContain('please send 5000 to my UPI');

    // A moderator who approves the sender again has seen why: the reason goes with the mark.
    ok(await call(t, null, 'POST', `/api/admin/profiles/${spammer.profileId}/approve/`, {}, headers));
    const detail = ok<{ scam_flag: unknown; changed_since_approval: boolean }>(
      await call(t, null, 'GET', `/api/admin/profiles/${spammer.profileId}/`, undefined, headers),
    );
    expect(detail).toMatchObject({ scam_flag: null, changed_since_approval: false });
  });
});
