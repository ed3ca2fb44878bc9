/**
 * Helpers for the tests that run the server as real child processes (issue 14): spawn a server
 * entry (`main`: `npm start`, `cluster`: `npm run start:cluster`) from the bundle the global setup
 * built (test/server-bundle.ts) with an environment, read its JSON log lines, wait for a line, and
 * stop it; an app in the test process over the same database for setting up members with the usual
 * helpers (sign-up, visibility, friendship); and the member calls over real HTTP (sign-up, session
 * calls, chat message, photo upload) and sockets.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { io, type Socket } from 'socket.io-client';
import { expect, inject } from 'vitest';
import { z } from 'zod';
import type { ClientToServerEvents, ServerToClientEvents } from '@nikah/shared';
import { sampleSignup } from '../../../../packages/shared/test/sample-profile';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { seedReference } from '../db/seed';
import { localStorage } from '../lib/storage';
import type { TestApp } from '../../test/app';
import { newMobile, RELAXED_LIMITS, type Member } from '../../test/accounts-helpers';

/** One JSON log line (pino's or the cluster launcher's). */
const logLine = z.record(z.string(), z.unknown());

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface Spawned {
  child: ChildProcess;
  /** Every JSON object logged on stdout so far. */
  lines: Array<Record<string, unknown>>;
  /** Resolves with the first logged line (already seen or coming) that `match` accepts. */
  waitFor(
    match: (line: Record<string, unknown>) => boolean,
    timeoutMs: number,
  ): Promise<Record<string, unknown>>;
  /** SIGTERM, then SIGKILL after 20 s; resolves when the process has exited. */
  stop(): Promise<void>;
}

/**
 * Starts the built server entry `entry` (`main.mjs` or `cluster.mjs` of the global setup's bundle)
 * in apps/server, as `npm start` / `npm run start:cluster` would, with `env` added to this one's.
 */
export function spawnServer(entry: 'main' | 'cluster', env: Record<string, string>): Spawned {
  const script = path.join(inject('serverBundle'), `${entry}.mjs`);
  const child = spawn(process.execPath, [script], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: Spawned['lines'] = [];
  let rest = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString('utf8');
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) {
      if (!part.startsWith('{')) continue;
      const parsed = logLine.safeParse(JSON.parse(part));
      if (parsed.success) lines.push(parsed.data);
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    lines,
    async waitFor(match, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = lines.find(match);
        if (found) return found;
        if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
        if (Date.now() > deadline) throw new Error(`${entry}: no such line within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

/**
 * An app in the test process over `database` (reference lists loaded) with files in `dataDir/files` (the servers' folder),
 * for setting up members through the test helpers; its limits are relaxed.
 */
export async function setupApp(
  database: Database,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<TestApp> {
  fs.mkdirSync(dataDir, { recursive: true });
  await seedReference(database.db);
  const storage = localStorage(path.join(dataDir, 'files'));
  const config = loadConfig({
    NODE_ENV: 'test',
    // Members sign up with codes read from the dev outbox (DESIGN.md D23).
    DEV_OUTBOX: 'true',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...RELAXED_LIMITS,
    ...env,
  });
  const app = await buildApp({ config, database, storage });
  await app.ready();
  return { app, database, storage, close: () => app.close() };
}

/** The connection string of `database`'s PostgreSQL database under TEST_DATABASE_URL's server. */
export async function urlOf(database: Database): Promise<string> {
  const { rows } = await database.executeSql('SELECT current_database() AS name');
  const [row] = rows;
  const name = row && typeof row === 'object' && 'name' in row ? String(row.name) : '';
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

/** A TCP port free on 127.0.0.1 right now (the OS picks it), for a server about to be spawned. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = address && typeof address === 'object' ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** `http://127.0.0.1:<port>`. */
export const base = (port: number) => `http://127.0.0.1:${port}`;

/** A JSON call (no body when `body` is undefined) to the server on `port`, as `token`'s session if given. */
export function api(
  port: number,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<Response> {
  return fetch(`${base(port)}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Token ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** `GET /api/friends/friends` as `m` on `port` (a call that needs a live session); its status. */
export async function friendsStatus(port: number, m: Member, token = m.token): Promise<number> {
  return (await api(port, 'GET', `/api/friends/friends?sender_id=${m.profileId}`, undefined, token)).status;
}

/** `POST /api/friends/send-message` from `from` to `to` on `port`. */
export const sendMessage = (port: number, from: Member, to: Member, text: string) =>
  api(
    port,
    'POST',
    '/api/friends/send-message',
    { sender_id: from.profileId, receiver_id: to.profileId, message: text, status: 'sent' },
    from.token,
  );

const created = z.object({ token: z.string(), profile_id: z.number(), slug: z.string() });
const outboxOf = z.object({ results: z.array(z.object({ code: z.string().nullable() })) });

/**
 * Signs up a new member over HTTP on `port` (send-otp, the dev outbox, profiles/create), with
 * `overrides` of the sample form. Returns the response of `profiles/create/` and, when it is 200,
 * the member; a failed earlier step throws.
 */
export async function signUpOverHttp(
  port: number,
  overrides: Record<string, unknown> = {},
): Promise<{ res: Response; member: Member | null }> {
  const username = newMobile();
  const otp = await api(port, 'POST', '/api/configs/send-otp/', { username, purpose: 'signup' });
  if (otp.status !== 200) throw new Error(`send-otp: ${otp.status} ${await otp.text()}`);
  const outbox = await api(port, 'GET', `/api/dev/outbox?to=${username}`);
  const code = outboxOf.parse(await outbox.json()).results[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${username}`);
  const body = sampleSignup({ ...overrides, username, otp: code });
  const res = await api(port, 'POST', '/api/profiles/create/', body);
  if (res.status !== 200) return { res, member: null };
  const json = created.parse(await res.clone().json());
  const password = z.string().parse(body.password);
  return {
    res,
    member: { username, password, token: json.token, profileId: json.profile_id, slug: json.slug },
  };
}

/** A JPEG of `width` x `height` random pixels (no two alike, so no photo-reuse match). */
export function randomJpeg(width = 600, height = 800): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

/** `POST /api/profiles/upload/{id}/{slot}/` of `jpeg` as `owner` on `port` (multipart). */
export function uploadPhoto(port: number, owner: Member, slot: number, jpeg: Buffer): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'me.jpg');
  return fetch(`${base(port)}/api/profiles/upload/${owner.profileId}/${slot}/`, {
    method: 'POST',
    headers: { authorization: `Token ${owner.token}` },
    body: form,
  });
}

/** The original of photo slot `slot` of `owner` as the owner gets it on `port`; checks the 200. */
export async function ownPhoto(port: number, owner: Member, slot: number): Promise<Buffer> {
  const res = await api(
    port,
    'GET',
    `/api/profiles/photo/${owner.slug}/${slot}?variant=original`,
    undefined,
    owner.token,
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A WebSocket-only Socket.IO connection to `port` as `token`'s session, once connected. */
export async function socketOn(port: number, token: string): Promise<ClientSocket> {
  const socket: ClientSocket = io(base(port), {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: { token },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/**
 * Resolves with the time, in ms, until the server `spawned` answers `GET /healthz` on `port` with
 * 200; throws when it exits first or after `timeoutMs`.
 */
export async function waitHealthy(spawned: Spawned, port: number, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const ok = await fetch(`${base(port)}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return Date.now() - started;
    if (spawned.child.exitCode !== null) throw new Error(`the server exited with ${spawned.child.exitCode}`);
    if (Date.now() - started > timeoutMs) throw new Error(`the server did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
