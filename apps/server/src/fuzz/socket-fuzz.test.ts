/**
 * Fuzz of the Socket.IO events (issue 14): a real socket.io-client connected to a listening server
 * sends malformed payloads for every client-to-server event of the shared map
 * (`clientEventPayloads`, packages/shared/src/realtime.ts), each with an acknowledgement callback,
 * plus junk handshakes and oversize messages. Expects every event answered (`invalid_payload` for what fails the schema,
 * `ok` or a refusal key otherwise, never a failure's text), an oversize message to close only its own
 * connection, no crash, the socket still connected,
 * and /healthz ok afterwards. Seeded like the HTTP fuzz (FUZZ_SEED, fuzz-values.ts);
 * FUZZ_SOCKET_EVENTS sets the count (default 1,500).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientEventPayloads,
  socketEventAck,
  type ClientEventName,
  type SocketEventAck,
} from '@nikah/shared';
import { DATABASE_KINDS } from '../../test/databases';
import type { Member } from '../../test/accounts-helpers';
import { befriend, visibleMember } from '../modules/chat/chat-test-helpers';
import {
  connectAs,
  connected,
  socketTo,
  startLiveApp,
  type ClientSocket,
  type LiveApp,
} from '../modules/realtime/realtime-test-helpers';
import { fuzzSeed, hostileValues, prng } from './fuzz-values';

const SEED = fuzzSeed();
const EVENTS = Math.max(Number(process.env.FUZZ_SOCKET_EVENTS ?? 1500), 1);
/** Above the server's socket message limit (16 KB, realtime/plugin.ts) a payload closes the connection. */
const OVERSIZE_BYTES = 16 * 1024;
/** Field names of each event's payload (from its shared schema), to build near-miss payloads. */
const FIELDS: Record<ClientEventName, string[]> = {
  typing: Object.keys(clientEventPayloads.typing.shape),
  'message:received': Object.keys(clientEventPayloads['message:received'].shape),
  'conversation:read': Object.keys(clientEventPayloads['conversation:read'].shape),
};
/** Whether `name` is an event of the shared map (narrows the plain strings of Object.keys). */
const isEventName = (name: string): name is ClientEventName => Object.hasOwn(clientEventPayloads, name);
/** Every client-to-server event of the shared map. */
const EVENT_NAMES = Object.keys(clientEventPayloads).filter(isEventName);

/**
 * `socket.emit` without the typed event map: the fuzz sends payloads that are malformed on
 * purpose, which the map's payload types rightly cannot express (the one cast of this file).
 */
function emitUntyped(
  socket: ClientSocket,
  event: ClientEventName,
  payload: unknown,
  ack?: (a: unknown) => void,
) {
  const untyped = socket as unknown as { emit(e: string, ...args: unknown[]): void };
  if (ack) untyped.emit(event, payload, ack);
  else untyped.emit(event, payload);
}

/** Emits `event` with `payload` and resolves with the server's answer (rejects after `ms`). */
function emitWithAck(socket: ClientSocket, event: ClientEventName, payload: unknown, ms = 10_000) {
  return new Promise<SocketEventAck>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new Error(
            `no answer to ${event} ${JSON.stringify(payload)?.slice(0, 300)} in ${ms} ms, connected ${socket.connected}`,
          ),
        ),
      ms,
    );
    emitUntyped(socket, event, payload, (answer: unknown) => {
      clearTimeout(timer);
      resolve(socketEventAck.parse(answer));
    });
  });
}

describe.each(DATABASE_KINDS.slice(0, 1))('socket event fuzz (%s)', (kind) => {
  let live: LiveApp;
  let a: Member;
  let b: Member;
  let socket: ClientSocket;

  beforeAll(async () => {
    live = await startLiveApp(kind, { SOCKET_EVENTS_PER_10_SECONDS: '100000' });
    a = await visibleMember(live, 'Male', 'Yusuf Ansari');
    b = await visibleMember(live, 'Female', 'Ayesha Ansari');
    await befriend(live, a, b);
    socket = await connectAs(live, a.token);
  });
  afterAll(async () => {
    socket?.disconnect();
    await live?.close();
  });

  it('refuses junk handshakes without harm', async () => {
    const rand = prng(SEED);
    const junk = hostileValues().filter((v): v is string => typeof v === 'string');
    for (let i = 0; i < 20; i++) {
      const token = junk[Math.floor(rand() * junk.length)]!.slice(0, 300) || 'x';
      const s = socketTo(live, { token });
      await expect(connected(s)).rejects.toThrow();
      s.disconnect();
    }
    expect((await live.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it(`answers ${EVENTS} malformed events, stays connected and healthy (seed ${SEED})`, async () => {
    const rand = prng(SEED + 1);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
    const values = hostileValues([a.profileId, b.profileId, [a.profileId], [b.profileId, -1]]);
    const answers = new Map<string, number>();
    for (let i = 0; i < EVENTS; i++) {
      const event = EVENT_NAMES[i % EVENT_NAMES.length]!;
      const shape = rand();
      let payload: unknown;
      if (shape < 0.2) payload = pick(values);
      else if (shape < 0.9) {
        const p: Record<string, unknown> = {};
        for (const f of FIELDS[event]) if (rand() < 0.8) p[f] = pick(values);
        if (rand() < 0.2) p[pick(['__proto__', 'constructor', 'from', 'profileId'])] = pick(values);
        payload = p;
      } else if (event === 'message:received') {
        payload = { message_ids: Array.from({ length: pick([0, 501, 5000]) }, (_, k) => k + 1) };
      } else {
        payload = {
          ...Object.fromEntries(FIELDS[event].map((f) => [f, pick(values)])),
          extra: 'x'.repeat(1e5),
        };
      }
      if ((JSON.stringify(payload)?.length ?? 0) > OVERSIZE_BYTES) {
        // Past the socket's message limit the server closes the connection: a new one must work.
        const closed = new Promise((resolve) => socket.once('disconnect', resolve));
        emitUntyped(socket, event, payload);
        await closed;
        socket = await connectAs(live, a.token);
        answers.set('closed (oversize)', (answers.get('closed (oversize)') ?? 0) + 1);
        continue;
      }
      const answer = await emitWithAck(socket, event, payload);
      if (!clientEventPayloads[event].safeParse(payload).success) {
        expect(answer, JSON.stringify(payload)?.slice(0, 200)).toEqual({
          ok: false,
          error: 'invalid_payload',
        });
      }
      // A well-formed event may be refused for the member, never with a failure.
      expect(answer.error).not.toBe('failed');
      const key = answer.ok ? 'ok' : answer.error!;
      answers.set(key, (answers.get(key) ?? 0) + 1);
    }
    console.log(
      `socket fuzz: ${EVENTS} events, answers ${JSON.stringify(Object.fromEntries(answers))}, seed ${SEED}`,
    );
    expect(socket.connected).toBe(true);
    // Still serving events and HTTP afterwards.
    expect(await emitWithAck(socket, 'typing', { to: b.profileId, typing: false })).toEqual({ ok: true });
    const health = await live.app.inject({ url: '/healthz' });
    expect(health.json()).toEqual({ status: 'ok' });
  }, 300_000);
});
