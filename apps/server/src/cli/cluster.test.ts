/**
 * `npm run start:cluster` for real (issue 14): the launcher with two server processes behind its
 * proxy, on a fresh PostgreSQL database (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL, own key
 * prefix). A session made on one process works on the other and a logout on one ends it on both;
 * a rate limit counts requests to both; a chat message sent through process 1 reaches a socket on
 * process 0; a photo uploaded through one is served by both. Then process 1 is killed (SIGKILL)
 * during a load of chat messages through the proxy: every acknowledged message is in the database
 * and reached the socket, process 0 keeps serving, and the launcher starts process 1 again.
 * Skipped when either variable is unset (CI sets both).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chatMessage } from '@nikah/shared';
import { chatMessages } from '../db/schema';
import type { TestApp } from '../../test/app';
import { signUp, type Member } from '../../test/accounts-helpers';
import { freshDatabase } from '../../test/databases';
import { befriend, visibleMember } from '../modules/chat/chat-test-helpers';
import { record } from '../modules/realtime/realtime-test-helpers';
import {
  api,
  friendsStatus,
  ownPhoto,
  randomJpeg,
  sendMessage,
  setupApp,
  socketOn as connect,
  spawnServer,
  uploadPhoto,
  urlOf,
  type ClientSocket,
  type Spawned,
} from './cluster-test-helpers';

const DATABASE_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;
const PROXY_PORT = 3451;
const WORKER_PORTS = [3452, 3453] as const;
const LOOKUPS_PER_MINUTE = 6;
/** How long the launcher and its processes may take to start on a busy 2-core machine. */
const START_MS = 150_000;

const tokenOf = z.object({ token: z.string() });
const readyOf = z.object({ msg: z.literal('worker ready'), worker: z.number(), pid: z.number() });

describe.runIf(Boolean(DATABASE_URL && REDIS_URL))('start:cluster: two processes behind the proxy', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nikah-cluster-'));
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let setup: TestApp;
  let cluster: Spawned;
  let groom: Member;
  let bride: Member;
  const sockets: ClientSocket[] = [];

  /** A socket on `port` as `token`, disconnected after the tests. */
  const socketOn = async (port: number, token: string) => {
    const socket = await connect(port, token);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    database = await freshDatabase('postgres');
    const prefix = `test-cluster-${randomBytes(4).toString('hex')}:`;
    setup = await setupApp(database, dataDir);
    groom = await visibleMember(setup, 'Male', 'Yusuf Ansari');
    bride = await visibleMember(setup, 'Female', 'Sana Ansari');
    await befriend(setup, groom, bride);
    cluster = spawnServer('cluster', {
      DATABASE_URL: await urlOf(database),
      REDIS_URL: REDIS_URL!,
      REDIS_PREFIX: prefix,
      PORT: String(PROXY_PORT),
      HOST: '127.0.0.1',
      CLUSTER_WORKERS: '2',
      CLUSTER_BASE_PORT: String(WORKER_PORTS[0]),
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      NODE_ENV: 'test',
      // Members sign up with codes read from the dev outbox (DESIGN.md D23).
      DEV_OUTBOX: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOOKUPS_PER_MINUTE: String(LOOKUPS_PER_MINUTE),
      CHAT_MESSAGES_PER_MINUTE: '100000',
      RATE_LIMIT_UPLOADS_PER_HOUR: '1000',
      // The API is under test: no process loads the web's server-rendering bundle (~1 s each).
      WEB_DIST: path.join(dataDir, 'no-web'),
    });
    for (const worker of [0, 1]) {
      await cluster.waitFor((l) => l.msg === 'worker ready' && l.worker === worker, START_MS);
    }
  }, START_MS + 60_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await cluster?.stop();
    await setup?.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('a session made on one process works on the other, and a logout on one ends it on both', async () => {
    const login = await api(WORKER_PORTS[0], 'POST', '/api/profiles/login/', {
      username: groom.username,
      password: groom.password,
    });
    expect(login.status).toBe(200);
    const { token } = tokenOf.parse(await login.json());
    expect(await friendsStatus(WORKER_PORTS[1], groom, token)).toBe(200);
    expect((await api(WORKER_PORTS[1], 'POST', '/api/profiles/logout/', {}, token)).status).toBe(200);
    expect(await friendsStatus(WORKER_PORTS[0], groom, token)).toBe(401);
    // Through the proxy too, whichever process answers.
    for (let i = 0; i < 4; i++) expect(await friendsStatus(PROXY_PORT, groom)).toBe(200);
  });

  it('a rate limit counts the requests to both processes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LOOKUPS_PER_MINUTE + 2; i++) {
      const port = WORKER_PORTS[i % 2]!;
      statuses.push(
        (await api(port, 'POST', '/api/profiles/verify-user/', { username: groom.username })).status,
      );
    }
    expect(statuses.slice(0, LOOKUPS_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(LOOKUPS_PER_MINUTE)).toEqual([429, 429]);
  });

  it('a message sent through process 1 reaches a socket on process 0, and a socket through the proxy', async () => {
    const onZero = record(await socketOn(WORKER_PORTS[0], bride.token));
    const viaProxy = record(await socketOn(PROXY_PORT, bride.token));
    const res = await sendMessage(WORKER_PORTS[1], groom, bride, 'Across processes');
    expect(res.status).toBe(201);
    const sent = chatMessage.parse(await res.json());
    await onZero.next('message:new', (m) => m.message_id === sent.message_id, 10_000);
    await viaProxy.next('message:new', (m) => m.message_id === sent.message_id, 10_000);
  });

  it('a photo uploaded through one process is served by both', async () => {
    // A profile not yet approved: its photo takes its slot at once (an approved one's waits, D17).
    const owner = await signUp(setup);
    const upload = await uploadPhoto(WORKER_PORTS[0], owner, 0, await randomJpeg());
    expect(upload.status, await upload.clone().text()).toBe(200);
    const served = await Promise.all(WORKER_PORTS.map((port) => ownPhoto(port, owner, 0)));
    expect(served[0]!.length).toBeGreaterThan(1000);
    expect(served[0]!.equals(served[1]!)).toBe(true);
  });

  it(
    'kill -9 of one process during a write load: every acknowledged message is stored and pushed, the other keeps serving',
    async () => {
      const victim = readyOf.parse(
        await cluster.waitFor((l) => l.msg === 'worker ready' && l.worker === 1, 1000),
      );
      const bridesSocket = record(await socketOn(WORKER_PORTS[0], bride.token));
      const acked: number[] = [];
      const refused: number[] = [];
      let ackedAfterKill = 0;
      let killed = false;
      // Process 1 is killed once 10 messages are acknowledged; the load goes on until process 0 has
      // acknowledged 10 more (or, should it stop answering, 30 s after the kill: then the test fails).
      let giveUpAt = Infinity;
      const loop = async (n: number) => {
        for (let i = 0; ackedAfterKill < 10 && Date.now() < giveUpAt; i++) {
          const res = await sendMessage(PROXY_PORT, groom, bride, `load ${n}-${i}`).catch(() => null);
          if (res?.status === 201) {
            acked.push(chatMessage.parse(await res.json()).message_id);
            if (killed) ackedAfterKill++;
          } else {
            refused.push(res?.status ?? 0);
          }
          if (!killed && acked.length >= 10) {
            process.kill(victim.pid, 'SIGKILL');
            killed = true;
            giveUpAt = Date.now() + 30_000;
          }
        }
      };
      await Promise.all([loop(1), loop(2), loop(3)]);

      expect(acked.length).toBeGreaterThan(10);
      expect(ackedAfterKill).toBeGreaterThanOrEqual(10);
      // Refused requests were cut by the kill (502) and were never acknowledged.
      expect(refused.every((s) => s === 502 || s === 0)).toBe(true);
      const stored = await database.db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(inArray(chatMessages.id, acked));
      expect(stored.map((r) => r.id).sort((a, b) => a - b)).toEqual([...acked].sort((a, b) => a - b));
      await expect
        .poll(() => acked.every((id) => bridesSocket.of('message:new').some((m) => m.message_id === id)), {
          timeout: 10_000,
        })
        .toBe(true);
      // The launcher noticed and started process 1 again (a new pid).
      await cluster.waitFor((l) => l.msg === 'worker exited' && l.pid === victim.pid, 10_000);
      await cluster.waitFor(
        (l) => l.msg === 'worker ready' && l.worker === 1 && l.pid !== victim.pid,
        START_MS,
      );
      expect(await friendsStatus(WORKER_PORTS[1], groom)).toBe(200);
    },
    START_MS + 60_000,
  );
});
