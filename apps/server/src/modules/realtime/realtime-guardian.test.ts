/**
 * A guardian's socket (DESIGN.md D19 and section 3 "Real time"; issue 34 point 1), on PGlite and
 * on PostgreSQL: a guardian's session connects to listen only; each new message in a friend chat
 * of a member it guards reaches it as `guarded:message` (either side of the chat, either
 * direction), nothing of other members' chats does; its client events change nothing; a member
 * who removes the guardian is no longer heard from at once (the socket stays while the account
 * guards someone else), and an invitation accepted while the socket is open is heard from at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { auth, send, type Member } from '../../../test/accounts-helpers';
import { makeGuardian, sentCode, type Guardian } from '../guardian/guardian-test-helpers';
import { befriend, sendTo, visibleMember } from '../chat/chat-test-helpers';
import {
  emitAndSettle,
  pause,
  record,
  socketPool,
  startLiveApp,
  type LiveApp,
} from './realtime-test-helpers';

describe.each(DATABASE_KINDS)("a guardian's socket (%s)", (kind) => {
  let live: LiveApp;
  const pool = socketPool(() => live);
  const open = pool.open;

  beforeAll(async () => {
    live = await startLiveApp(kind);
  }, 60_000);

  afterAll(async () => {
    pool.closeAll();
    await live.close();
  });

  /** A bride and groom who are friends, and another pair who are friends too. */
  async function families(tag: string) {
    const bride = await visibleMember(live, 'Female', `Bride ${tag}`);
    const groom = await visibleMember(live, 'Male', `Groom ${tag}`);
    const otherBride = await visibleMember(live, 'Female', `Other Bride ${tag}`);
    const otherGroom = await visibleMember(live, 'Male', `Other Groom ${tag}`);
    await befriend(live, groom, bride);
    await befriend(live, otherGroom, otherBride);
    return { bride, groom, otherBride, otherGroom };
  }

  const removeGuardian = (member: Member, guardian: Guardian) =>
    send(live, 'DELETE', `/api/guardian/${guardian.id}`, undefined, auth(member.token));

  it("hears every new message of the guarded member's chats, both ways, and nothing else", async () => {
    const { bride, groom, otherBride, otherGroom } = await families('heard');
    const guardian = await makeGuardian(live, bride);
    const events = record(await open(guardian.token));

    expect((await sendTo(live, groom, bride, 'from the groom')).statusCode).toBe(201);
    expect((await sendTo(live, bride, groom, 'from the bride')).statusCode).toBe(201);
    expect((await sendTo(live, otherGroom, otherBride, 'not hers')).statusCode).toBe(201);
    const fromGroom = await events.next('guarded:message', (p) => p.message.text === 'from the groom');
    const fromBride = await events.next('guarded:message', (p) => p.message.text === 'from the bride');
    expect(fromGroom).toMatchObject({
      member_id: bride.profileId,
      message: { sender_id: groom.profileId, receiver_id: bride.profileId, status: 'sent', scam: false },
    });
    expect(fromBride.member_id).toBe(bride.profileId);
    // The last message (another pair's) was sent after these: had it been pushed, it would be here.
    await pause(300);
    expect(events.of('guarded:message').map((p) => p.message.text)).toEqual([
      'from the groom',
      'from the bride',
    ]);
    // Only the guardian's own event: never the member's `message:new`, unread counts or presence.
    expect(events.events.map((e) => e.event)).toEqual(['guarded:message', 'guarded:message']);
  });

  it("hears the other side's chats when it guards the other side (the groom's guardian)", async () => {
    const { bride, groom } = await families('side');
    const guardian = await makeGuardian(live, groom);
    const events = record(await open(guardian.token));
    expect((await sendTo(live, bride, groom, 'to the guarded groom')).statusCode).toBe(201);
    const heard = await events.next('guarded:message', (p) => p.message.text === 'to the guarded groom');
    expect(heard.member_id).toBe(groom.profileId);
  });

  it('only listens: its client events read nothing and tell no one', async () => {
    const { bride, groom } = await families('listens');
    const guardian = await makeGuardian(live, bride);
    const guardianSocket = await open(guardian.token);
    const groomEvents = record(await open(groom.token));
    const sent = await sendTo(live, groom, bride, 'not read by the guardian');
    expect(sent.statusCode).toBe(201);
    const { message_id } = sent.json<{ message_id: number }>();

    await emitAndSettle(guardianSocket, 'conversation:read', { with: groom.profileId });
    await emitAndSettle(guardianSocket, 'message:received', { message_ids: [message_id] });
    await emitAndSettle(guardianSocket, 'typing', { to: groom.profileId, typing: true });

    // The groom's message is still "sent" for both (a guardian reading is not the bride reading),
    // and the groom heard no status, no typing and no presence from the guardian's socket.
    const page = await send(
      live,
      'GET',
      `/api/friends/get-messages?sender_id=${groom.profileId}&receiver_id=${bride.profileId}`,
      undefined,
      auth(groom.token),
    );
    expect(page.statusCode).toBe(200);
    const statuses = Object.values(
      page.json<{ groupedMessages: Record<string, { message_id: number; status: string }[]> }>()
        .groupedMessages,
    )
      .flat()
      .map((m) => [m.message_id, m.status]);
    expect(statuses).toEqual([[message_id, 'sent']]);
    expect(groomEvents.of('message:status')).toEqual([]);
    expect(groomEvents.of('typing')).toEqual([]);
    expect(groomEvents.of('presence')).toEqual([]);
  });

  it('stops hearing a member who removes it at once, and hears a member whose invitation it accepts', async () => {
    const first = await families('removed');
    const second = await families('added');
    // One guardian account (one phone) guards the first bride, then is invited by the second.
    const guardian = await makeGuardian(live, first.bride);
    const socket = await open(guardian.token);
    const events = record(socket);

    const invited = await send(
      live,
      'POST',
      '/api/guardian/invite',
      { contact: guardian.contact, name: 'Abbu' },
      auth(second.bride.token),
    );
    expect(invited.statusCode).toBe(200);
    const accepted = await send(live, 'POST', '/api/guardian/accept', {
      contact: guardian.contact,
      code: await sentCode(live, guardian.contact),
    });
    expect(accepted.statusCode).toBe(200);
    expect((await sendTo(live, second.groom, second.bride, 'new family')).statusCode).toBe(201);
    expect((await events.next('guarded:message', (p) => p.message.text === 'new family')).member_id).toBe(
      second.bride.profileId,
    );

    expect((await removeGuardian(first.bride, guardian)).statusCode).toBe(200);
    expect((await sendTo(live, first.groom, first.bride, 'after removal')).statusCode).toBe(201);
    expect((await sendTo(live, second.groom, second.bride, 'still guarded')).statusCode).toBe(201);
    await events.next('guarded:message', (p) => p.message.text === 'still guarded');
    // Sent before the last one: had it been pushed it would have come first.
    expect(events.of('guarded:message').map((p) => p.message.text)).toEqual(['new family', 'still guarded']);
    // The account still guards the second bride: its socket stays.
    expect(socket.connected).toBe(true);
  });
});
