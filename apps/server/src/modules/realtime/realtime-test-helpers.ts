/**
 * Helpers for the socket tests (issue 10): a real app with its Socket.IO server listening on a free
 * port (one process, or several sharing one PostgreSQL database and Redis), socket.io-client
 * connections, and waiting for events.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import {
  serverEvent,
  serverEventPayloads,
  type ClientToServerEvents,
  type ServerEvent,
  type ServerEventName,
  type ServerToClientEvents,
} from '@nikah/shared';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { seedReference } from '../../db/seed';
import { localStorage } from '../../lib/storage';
import type { TestApp } from '../../../test/app';
import { freshDatabase, type DatabaseKind } from '../../../test/databases';
import { RELAXED_LIMITS } from '../../../test/accounts-helpers';
import { registerRealtime } from './plugin';
import type { ChatServer } from './types';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A listening app with its socket server. */
export interface LiveApp extends TestApp {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** The app's Socket.IO server. */
  io: ChatServer;
}

const TEST_ENV = {
  ...RELAXED_LIMITS,
  // The tests read one-time codes from the dev outbox (opt-in, DESIGN.md section 3).
  DEV_OUTBOX: 'true',
  CHAT_MESSAGES_PER_MINUTE: '1000',
};

/** Builds the app over `database`, starts its socket server and listens on a free port. */
async function listen(
  database: Database,
  env: Record<string, string>,
  drop: () => Promise<void>,
): Promise<LiveApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nikah-rt-'));
  const storage = localStorage(path.join(dataDir, 'files'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...TEST_ENV,
    ...env,
  });
  const app = await buildApp({ config, database, storage });
  const io = registerRealtime(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    database,
    storage,
    url: `http://127.0.0.1:${port}`,
    io,
    async close() {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One server over a fresh database of `kind` (reference lists loaded, no demo profiles). */
export async function startLiveApp(kind: DatabaseKind, env: Record<string, string> = {}): Promise<LiveApp> {
  const database = await freshDatabase(kind);
  await seedReference(database.db);
  return listen(database, env, () => database.drop());
}

/**
 * `count` servers (as separate processes would be) over one fresh PostgreSQL database
 * (TEST_DATABASE_URL), each with its own connection pool, fanning out through Redis `redisUrl`
 * under a fresh key prefix.
 */
export async function startCluster(
  count: number,
  adminUrl: string,
  redisUrl: string,
  extraEnv: Record<string, string> = {},
): Promise<LiveApp[]> {
  const name = `nikah_rt_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const env = { ...extraEnv, REDIS_URL: redisUrl, REDIS_PREFIX: `test-${name}:` };
  const apps: LiveApp[] = [];
  let open = count;
  const dropWhenLast = async () => {
    open -= 1;
    if (open > 0) return;
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  for (let i = 0; i < count; i++) {
    const database = await openDatabase({ url: url.toString() });
    if (i === 0) {
      await database.migrate();
      await seedReference(database.db);
    }
    apps.push(
      await listen(database, env, async () => {
        await database.close();
        await dropWhenLast();
      }),
    );
  }
  return apps;
}

/** Socket.IO client options of a test: WebSocket only, no automatic reconnection. */
export interface ClientOptions {
  token?: string;
  headers?: Record<string, string>;
}

/** A socket to `app` (not yet connected: call `connected()`). */
export function socketTo(app: LiveApp, opts: ClientOptions = {}): ClientSocket {
  return connect(app.url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    ...(opts.token ? { auth: { token: opts.token } } : {}),
    ...(opts.headers ? { extraHeaders: opts.headers } : {}),
  });
}

/** Waits until `socket` connects; rejects with the refusal's message (`connect_error`). */
export function connected(socket: ClientSocket): Promise<ClientSocket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(err));
  });
}

/** Connects a socket as the member of `token`. */
export const connectAs = (app: LiveApp, token: string) => connected(socketTo(app, { token }));

/** The payload of server event `E`. */
export type PayloadOf<E extends ServerEventName> = Extract<ServerEvent, { event: E }>['payload'];

/** Every event a socket received, in order, each parsed with the shared union `serverEvent`. */
export interface Recorder {
  events: ServerEvent[];
  of<E extends ServerEventName>(event: E): PayloadOf<E>[];
  /** Resolves with the first payload of `event` matching `match` (already received or coming). */
  next<E extends ServerEventName>(
    event: E,
    match?: (p: PayloadOf<E>) => boolean,
    timeoutMs?: number,
  ): Promise<PayloadOf<E>>;
}

const EVENT_NAMES = Object.keys(serverEventPayloads) as ServerEventName[];

/** Starts recording every server event `socket` receives. */
export function record(socket: ClientSocket): Recorder {
  const events: Recorder['events'] = [];
  for (const event of EVENT_NAMES) {
    socket.on(event, (payload: unknown) => {
      events.push(serverEvent.parse({ event, payload }));
    });
  }
  // Each payload was parsed with the union; TypeScript cannot narrow it by a generic event name.
  const of = <E extends ServerEventName>(event: E) =>
    events.filter((e) => e.event === event).map((e) => e.payload as PayloadOf<E>);
  return {
    events,
    of,
    async next<E extends ServerEventName>(
      event: E,
      match: (p: PayloadOf<E>) => boolean = () => true,
      timeoutMs = 5000,
    ): Promise<PayloadOf<E>> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = of(event).find(match);
        if (found !== undefined) return found;
        if (Date.now() > deadline) throw new Error(`no ${event} within ${timeoutMs} ms`);
        await pause(10);
      }
    },
  };
}

/** Watches a socket for its disconnection from now on. */
export interface DisconnectWatch {
  /** The reason of the disconnection, once it happened. */
  readonly reason: string | null;
  /** The `session:closed` payloads the socket received before it disconnected (or until now). */
  readonly closed: PayloadOf<'session:closed'>[];
  /** Resolves with the reason once disconnected; rejects if still connected after `timeoutMs`. */
  wait(timeoutMs?: number): Promise<string>;
}

/** Starts watching `socket` for its disconnection (start before it may happen). */
export function watchDisconnect(socket: ClientSocket): DisconnectWatch {
  let reason: string | null = null;
  const closed: PayloadOf<'session:closed'>[] = [];
  const waiters: ((r: string) => void)[] = [];
  socket.on('session:closed', (payload) => {
    if (reason === null) closed.push(serverEventPayloads['session:closed'].parse(payload));
  });
  socket.once('disconnect', (r) => {
    reason = r;
    for (const w of waiters) w(r);
  });
  return {
    get reason() {
      return reason;
    },
    closed,
    wait(timeoutMs = 5000) {
      if (reason !== null) return Promise.resolve(reason);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`still connected after ${timeoutMs} ms`)), timeoutMs);
        waiters.push((r) => {
          clearTimeout(timer);
          resolve(r);
        });
      });
    },
  };
}

/** Resolves with the reason when `socket` (connected now) disconnects; rejects after `timeoutMs`. */
export const disconnection = (socket: ClientSocket, timeoutMs = 5000) =>
  watchDisconnect(socket).wait(timeoutMs);

/**
 * The sockets a test file opens, to disconnect them all in `afterAll`: `open(token)` connects one
 * to the app `live()` returns and keeps it; `keep(socket)` keeps one opened otherwise.
 */
export function socketPool(live: () => LiveApp) {
  const sockets: ClientSocket[] = [];
  const keep = (socket: ClientSocket): ClientSocket => {
    sockets.push(socket);
    return socket;
  };
  return {
    open: async (token: string): Promise<ClientSocket> => keep(await connectAs(live(), token)),
    keep,
    closeAll: (): void => {
      for (const socket of sockets) socket.disconnect();
    },
  };
}

/** Resolves after `ms` milliseconds (to show that an event did not come). */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `event` from `socket` and waits a little for the server to act on it. */
export async function emitAndSettle<E extends keyof ClientToServerEvents>(
  socket: ClientSocket,
  event: E,
  ...args: Parameters<ClientToServerEvents[E]>
): Promise<void> {
  socket.emit(event, ...args);
  await pause(150);
}
