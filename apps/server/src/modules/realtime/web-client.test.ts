/**
 * The web app's socket library (apps/web/src/lib/socket.ts) against the real server (issue 10):
 * it connects with the session cookie and this site's Origin, moves through its states, hands
 * pushed events to listeners only when their payload matches the shared schema, sends only valid
 * events, names its socket for REST writes (no echo), reconnects with backoff after the connection
 * drops and calls the reconnect listeners (where pages fetch what they missed), and stops on logout.
 * Runs on PGlite (the library does not depend on the database).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ServerEventName, ServerEventPayload } from '@nikah/shared';
import type { Member } from '../../../test/accounts-helpers';
import {
  backoffMs,
  currentSocketId,
  onReconnect,
  onServerEvent,
  onSocketState,
  RECONNECT_MAX_MS,
  RECONNECT_MIN_MS,
  sendSocketEvent,
  socketIdHeaders,
  socketState,
  startSocket,
  stopSocket,
  type SocketState,
} from '../../../../web/src/lib/socket';
import { befriend, sendTo, visibleMember } from '../chat/chat-test-helpers';
import { connectAs, pause, record, startLiveApp, type LiveApp } from './realtime-test-helpers';

/** Resolves when `check` holds (polled every 10 ms), or fails after `ms`. */
async function until(check: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await pause(10);
  }
}

describe('web socket library against the server', () => {
  let live: LiveApp;
  let groom: Member;
  let bride: Member;

  beforeAll(async () => {
    live = await startLiveApp('pglite');
    groom = await visibleMember(live, 'Male', 'Bilal Ahmed');
    bride = await visibleMember(live, 'Female', 'Nida Ahmed');
    await befriend(live, groom, bride);
  }, 60_000);

  afterAll(async () => {
    stopSocket();
    await live.close();
  });

  it('backs off exponentially with jitter, within its bounds', () => {
    expect(backoffMs(0, () => 0.5)).toBe(RECONNECT_MIN_MS);
    expect(backoffMs(3, () => 0.5)).toBe(8 * RECONNECT_MIN_MS);
    expect(backoffMs(40, () => 0.5)).toBe(RECONNECT_MAX_MS);
    expect(backoffMs(0, () => 0)).toBe(RECONNECT_MIN_MS / 2);
    expect(backoffMs(0, () => 0.999)).toBeLessThan(RECONNECT_MIN_MS * 1.5);
  });

  it('connects as the bride, parses pushes, sends valid events, names its socket, reconnects and stops', async () => {
    const states: SocketState[] = [];
    const offState = onSocketState(() => states.push(socketState()));
    const messages: ChatMessage[] = [];
    const typing: ServerEventPayload<'typing'>[] = [];
    const offMessage = onServerEvent('message:new', (m) => messages.push(m));
    const offTyping = onServerEvent('typing', (t) => typing.push(t));
    let reconnects = 0;
    const offReconnect = onReconnect(() => {
      reconnects += 1;
    });

    const cookie = `session=${bride.token}`;
    await startSocket(bride.profileId, { url: live.url, headers: { cookie, origin: live.url } });
    await until(() => socketState() === 'connected');
    expect(states).toEqual(['connecting', 'connected']);
    expect(currentSocketId()).toEqual(expect.any(String));
    expect(socketIdHeaders()).toEqual({ 'X-Socket-Id': currentSocketId() });

    // A push with a payload of the wrong shape is dropped; the next good one arrives.
    const push = <E extends ServerEventName>(event: E, payload: unknown) =>
      live.app.realtime.toMember(bride.profileId, event, payload as ServerEventPayload<E>);
    push('typing', { from: 'someone', typing: 'yes' });
    push('message:new', { message_id: 1 });
    expect((await sendTo(live, groom, bride, 'Kaise hain?')).statusCode).toBe(201);
    await until(() => messages.length === 1);
    expect(messages[0]).toMatchObject({ text: 'Kaise hain?', sender_id: groom.profileId });
    expect(typing).toEqual([]);

    // Events are checked before they leave; a valid one reaches the friend.
    const groomSocket = await connectAs(live, groom.token);
    const groomEvents = record(groomSocket);
    expect(sendSocketEvent('typing', { to: groom.profileId, typing: 1.5 as unknown as boolean })).toBe(false);
    expect(sendSocketEvent('typing', { to: groom.profileId, typing: true })).toBe(true);
    expect(await groomEvents.next('typing')).toEqual({ from: bride.profileId, typing: true });

    // The bride's own device sending (X-Socket-Id) is not echoed.
    const own = await sendTo(live, bride, groom, 'Alhamdulillah', socketIdHeaders());
    expect(own.statusCode).toBe(201);
    await groomEvents.next('message:new', (m) => m.text === 'Alhamdulillah');
    await pause(200);
    expect(messages.map((m) => m.text)).toEqual(['Kaise hain?']);

    // The connection drops (network, or a server restart): 'down', then back with backoff.
    const [serverSide] = await live.io.in(`member:${bride.profileId}`).fetchSockets();
    live.io.of('/').sockets.get(serverSide!.id)?.conn.close();
    await until(() => socketState() === 'down');
    expect(sendSocketEvent('typing', { to: groom.profileId, typing: false })).toBe(false);
    expect(currentSocketId()).toBeNull();
    await until(() => socketState() === 'connected', RECONNECT_MIN_MS * 3);
    expect(reconnects).toBe(1);
    expect(states).toEqual(['connecting', 'connected', 'down', 'connected']);

    // Logout: closed for good, the server sees the member leave.
    stopSocket();
    expect(socketState()).toBe('down');
    await until(() => live.io.of('/').sockets.size === 1);
    expect(await live.app.realtime.isOnline(bride.profileId)).toBe(false);
    for (const off of [offState, offMessage, offTyping, offReconnect]) off();
    groomSocket.disconnect();
  });

  it('does not retry a handshake refused for a missing session', async () => {
    const states: SocketState[] = [];
    const off = onSocketState(() => states.push(socketState()));
    await startSocket('visitor', { url: live.url });
    await until(() => states.includes('down'));
    await pause(RECONNECT_MIN_MS * 2);
    expect(states).toEqual(['connecting', 'down']);
    expect(live.io.of('/').sockets.size).toBe(0);
    stopSocket();
    off();
  });
});
