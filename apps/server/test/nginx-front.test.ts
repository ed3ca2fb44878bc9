/**
 * The production front (issue 32): Debian's nginx with the committed site deploy/nginx/nikah.conf
 * (rendered for loopback by test/nginx-front.ts: ports, a self-signed certificate, folders) in
 * front of two server processes (`npm start`'s entry, from the test bundle) on a fresh PostgreSQL
 * database (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL), with TRUST_PROXY=loopback as
 * docs/deploy.md says for nginx on the same machine. `nginx -t` accepts the configuration; HTTP is
 * redirected to HTTPS; hashed assets are served with a year's immutable caching and compressed;
 * a body past the upload limit is refused by nginx; a session made through nginx works on both
 * processes; a chat message sent through nginx reaches a socket connected through nginx; the rate
 * limits and the code records see the client's address as nginx accepted it (clients connect from
 * 127.0.0.2… while nginx reaches the processes from 127.0.0.1), and an X-Forwarded-For sent by the
 * client changes nothing; a kill -9 of one process during a chat load through nginx loses no
 * acknowledged message while nginx sends the rest to the other.
 * Also `systemd-analyze verify` on the units in deploy/systemd (no warning at all).
 * Skipped, saying why, when nginx, openssl, systemd-analyze or the variables are missing (CI has all).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BOOK_COVER_MAX_BYTES, BOOK_PDF_MAX_BYTES, chatMessage, PHOTO_MAX_BYTES } from '@nikah/shared';
import { chatMessages, otpCodes } from '../src/db/schema';
import { befriend, visibleMember } from '../src/modules/chat/chat-test-helpers';
import { record } from '../src/modules/realtime/realtime-test-helpers';
import {
  freePort,
  friendsStatus,
  setupApp,
  socketOn,
  spawnServer,
  urlOf,
  waitHealthy,
  type ClientSocket,
  type Spawned,
} from '../src/cli/cluster-test-helpers';
import { newMobile, type Member } from './accounts-helpers';
import { freshDatabase } from './databases';
import type { TestApp } from './app';
import { makeCertificate } from './certificate';
import {
  findNginx,
  hasCommand,
  httpsCall,
  SITE_FILE,
  startNginx,
  UNITS_DIR,
  type FrontRequest,
  type RunningNginx,
} from './nginx-front';

const DATABASE_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;
const NGINX = findNginx();
const LOOKUPS_PER_MINUTE = 4;
/** How long a server process may take to start on a busy 2-core machine. */
const START_MS = 150_000;
const HASHED_JS = 'index-Ab12Cd34.js';
const HASHED_CSS = 'index-Ef56Gh78.css';

const missing = [
  DATABASE_URL ? null : 'TEST_DATABASE_URL',
  REDIS_URL ? null : 'TEST_REDIS_URL',
  NGINX ? null : 'nginx (apt-get install nginx-light)',
  hasCommand('openssl', ['version']) ? null : 'openssl',
].filter(Boolean);

const tokenOf = z.object({ token: z.string() });

/** `client_max_body_size` values of the committed site, in bytes, in file order. */
function bodyLimits(site: string): number[] {
  return [...site.matchAll(/^\s*client_max_body_size (\d+)m;$/gm)].map((m) => Number(m[1]) * 1024 * 1024);
}

describe('deploy/nginx/nikah.conf: request size limits', () => {
  it('match the server: the default takes one photo form, the book route a PDF and a cover', () => {
    const [all, books] = bodyLimits(fs.readFileSync(SITE_FILE, 'utf8'));
    const MB = 1024 * 1024;
    // Room for the multipart form around the file(s), but not a second photo.
    expect(all).toBeGreaterThan(PHOTO_MAX_BYTES);
    expect(all).toBeLessThanOrEqual(PHOTO_MAX_BYTES + 2 * MB);
    expect(books).toBeGreaterThan(BOOK_PDF_MAX_BYTES + BOOK_COVER_MAX_BYTES);
    expect(books).toBeLessThanOrEqual(BOOK_PDF_MAX_BYTES + BOOK_COVER_MAX_BYTES + 2 * MB);
  });
});

const HAS_SYSTEMD_ANALYZE = hasCommand('systemd-analyze', ['--version']);

describe('deploy/systemd units', () => {
  if (!HAS_SYSTEMD_ANALYZE) {
    it.skip('skipped: missing systemd-analyze (apt-get install systemd)', () => undefined);
  }
  it.runIf(HAS_SYSTEMD_ANALYZE)('systemd-analyze verify accepts them without a warning', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nikah-units-'));
    try {
      // The template as instance 3001 (so that %i is resolved); node where this machine has it
      // (the unit says /usr/bin/node, Debian's and NodeSource's path, which verify checks exists).
      const units: string[] = [];
      for (const name of fs.readdirSync(UNITS_DIR).filter((n) => n.endsWith('.service'))) {
        const text = fs.readFileSync(path.join(UNITS_DIR, name), 'utf8');
        expect(text).toContain('ExecStart=/usr/bin/node ');
        const target = path.join(dir, name.replace('@.service', '@3001.service'));
        fs.writeFileSync(target, text.replaceAll('/usr/bin/node ', `${process.execPath} `));
        units.push(target);
      }
      expect(units.map((u) => path.basename(u)).sort()).toEqual([
        'nikah-migrate.service',
        'nikah@3001.service',
      ]);
      const verify = spawnSync('systemd-analyze', ['verify', '--man=no', ...units], { encoding: 'utf8' });
      // systemd-analyze only warns about an unknown key or a bad value (status 0): any output fails.
      expect(`${verify.stdout}${verify.stderr}`.trim()).toBe('');
      expect(verify.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

if (missing.length > 0) {
  describe('nginx in front of two server processes', () => {
    it.skip(`skipped: missing ${missing.join(', ')}`, () => undefined);
  });
}

describe.runIf(missing.length === 0)('nginx in front of two server processes', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nikah-nginx-'));
  const dataDir = path.join(dir, 'data');
  const webRoot = path.join(dir, 'web');
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let setup: TestApp;
  const servers: Spawned[] = [];
  const serverPorts: number[] = [];
  let nginx: RunningNginx;
  let httpPort: number;
  let httpsPort: number;
  let ca: string;
  let groom: Member;
  let bride: Member;
  const sockets: ClientSocket[] = [];
  const assetJs = `/* ${'the app '.repeat(400)}*/\nconsole.log("nikah");\n`;
  const assetCss = `${'.nikah { color: #123456; }\n'.repeat(100)}`;

  /** An HTTPS call through nginx. */
  const front = (url: string, opts?: FrontRequest) => httpsCall(httpsPort, ca, url, opts);
  /** A WebSocket-only Socket.IO connection through nginx (HTTPS) as `token`, once connected. */
  const socketThroughNginx = async (token: string): Promise<ClientSocket> => {
    const socket: ClientSocket = io(`https://127.0.0.1:${httpsPort}`, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: { token },
      ca,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  };
  /** `POST /api/friends/send-message` from `from` to `to` through nginx. */
  const sendThroughNginx = (from: Member, to: Member, text: string) =>
    front('/api/friends/send-message', {
      token: from.token,
      body: { sender_id: from.profileId, receiver_id: to.profileId, message: text, status: 'sent' },
    });

  beforeAll(async () => {
    // A built web app's hashed assets: a script with its .gz beside it (as the build writes), a
    // style sheet without (nginx compresses it itself).
    // nginx started by root runs its workers as nobody: they must reach the files (mkdtemp: 0700).
    fs.chmodSync(dir, 0o755);
    fs.mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'assets', HASHED_JS), assetJs);
    fs.writeFileSync(path.join(webRoot, 'assets', `${HASHED_JS}.gz`), gzipSync(assetJs));
    fs.writeFileSync(path.join(webRoot, 'assets', HASHED_CSS), assetCss);

    database = await freshDatabase('postgres');
    setup = await setupApp(database, dataDir);
    groom = await visibleMember(setup, 'Male', 'Bilal Siddiqui');
    bride = await visibleMember(setup, 'Female', 'Ayesha Siddiqui');
    await befriend(setup, groom, bride);
    const prefix = `test-nginx-${randomBytes(4).toString('hex')}:`;
    const databaseUrl = await urlOf(database);
    for (let i = 0; i < 2; i++) serverPorts.push(await freePort());
    for (const port of serverPorts) {
      servers.push(
        spawnServer('main', {
          DATABASE_URL: databaseUrl,
          REDIS_URL: REDIS_URL!,
          REDIS_PREFIX: prefix,
          PORT: String(port),
          HOST: '127.0.0.1',
          // As docs/deploy.md says for nginx on the same machine.
          TRUST_PROXY: 'loopback',
          MIGRATE_ON_START: 'false',
          DATA_DIR: dataDir,
          DEMO_DATA: 'false',
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          RATE_LIMIT_LOOKUPS_PER_MINUTE: String(LOOKUPS_PER_MINUTE),
          CHAT_MESSAGES_PER_MINUTE: '100000',
          // The API is under test: no process loads the web's server-rendering bundle.
          WEB_DIST: path.join(dataDir, 'no-web'),
        }),
      );
    }
    await Promise.all(servers.map((s, i) => waitHealthy(s, serverPorts[i]!, START_MS)));

    httpPort = await freePort();
    httpsPort = await freePort();
    const cert = makeCertificate(dir);
    ca = cert.ca;
    nginx = await startNginx(NGINX!, dir, {
      upstreams: serverPorts,
      httpPort,
      httpsPort,
      certFile: cert.certFile,
      keyFile: cert.keyFile,
      webRoot,
    });
  }, START_MS + 60_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await nginx?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    await setup?.close();
    await database?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('nginx -t accepts the committed configuration, and HTTP moves to HTTPS', async () => {
    expect(nginx.checked).toContain('syntax is ok');
    expect(nginx.checked).toContain('test is successful');
    const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`http://127.0.0.1:${httpPort}/api/home/?x=1`, resolve).on('error', reject),
    );
    res.resume();
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('https://127.0.0.1/api/home/?x=1');
  });

  it('hashed assets are kept a year (immutable) and compressed; a missing one is a 404', async () => {
    const js = await front(`/assets/${HASHED_JS}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(js.status).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(js.body).toString('utf8')).toBe(assetJs);
    // No .gz beside the style sheet: nginx's own gzip compresses it.
    const css = await front(`/assets/${HASHED_CSS}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(css.status).toBe(200);
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(css.body).toString('utf8')).toBe(assetCss);
    const gone = await front('/assets/index-00000000.js');
    expect(gone.status).toBe(404);
    expect(gone.headers['cache-control']).toBeUndefined();
  });

  it('a body past the upload limit is refused by nginx (413) before any process reads it', async () => {
    // Headers only, with Expect: 100-continue: nginx answers from Content-Length alone.
    const status = await new Promise<number>((resolve, reject) => {
      const req = https.request({
        host: '127.0.0.1',
        port: httpsPort,
        path: `/api/profiles/upload/${groom.profileId}/0/`,
        method: 'POST',
        ca,
        agent: false,
        headers: {
          authorization: `Token ${groom.token}`,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(PHOTO_MAX_BYTES + 2 * 1024 * 1024),
          expect: '100-continue',
        },
      });
      req.on('continue', () => {
        req.destroy();
        resolve(100);
      });
      req.on('response', (res) => {
        res.resume();
        req.destroy();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(status).toBe(413);
  });

  it('a session made through nginx works on both processes and through nginx again', async () => {
    const login = await front('/api/profiles/login/', {
      body: { username: groom.username, password: groom.password },
      from: '127.0.0.2',
    });
    expect(login.status, login.body.toString()).toBe(200);
    const { token } = tokenOf.parse(JSON.parse(login.body.toString()));
    for (const port of serverPorts) expect(await friendsStatus(port, groom, token)).toBe(200);
    for (let i = 0; i < 4; i++) {
      const res = await front(`/api/friends/friends?sender_id=${groom.profileId}`, { token });
      expect(res.status).toBe(200);
    }
  });

  it('a chat message sent through nginx reaches a socket connected through nginx', async () => {
    const bridesSocket = record(await socketThroughNginx(bride.token));
    const res = await sendThroughNginx(groom, bride, 'Through nginx');
    expect(res.status, res.body.toString()).toBe(201);
    const sent = chatMessage.parse(JSON.parse(res.body.toString()));
    await bridesSocket.next('message:new', (m) => m.message_id === sent.message_id, 10_000);
  });

  it("the server records and limits the client's address as nginx accepted it; a client's X-Forwarded-For is ignored", async () => {
    // The code record keeps the requester's address (modules/auth/otp.ts).
    const username = newMobile();
    const otp = await front('/api/configs/send-otp/', {
      body: { username, purpose: 'signup' },
      from: '127.0.0.5',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(otp.status, otp.body.toString()).toBe(200);
    const recorded = await database.db
      .select({ ip: otpCodes.requestIp })
      .from(otpCodes)
      .where(eq(otpCodes.username, username));
    expect(recorded.map((r) => r.ip)).toEqual(['127.0.0.5']);

    // The look-up limit (per client address, counted in Redis by both processes): a client that
    // names a new X-Forwarded-For address each time is still one address.
    const lookup = (from: string, forwardedFor?: string) =>
      front('/api/profiles/verify-user/', {
        body: { username: groom.username },
        from,
        ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
      }).then((r) => r.status);
    const statuses: number[] = [];
    for (let i = 0; i <= LOOKUPS_PER_MINUTE; i++) {
      statuses.push(await lookup('127.0.0.3', `198.51.100.${i + 1}`));
    }
    expect(statuses).toEqual([...Array<number>(LOOKUPS_PER_MINUTE).fill(200), 429]);
    // Another client, through the same nginx (which reaches the processes from 127.0.0.1 for
    // both): its own count.
    expect(await lookup('127.0.0.4')).toBe(200);
    expect(await lookup('127.0.0.3')).toBe(429);
  });

  it('kill -9 of one process during a chat load through nginx: every acknowledged message is stored and pushed, nginx routes to the other', async () => {
    // The bride listens on the process that stays (a socket on the killed one would go with it).
    const direct = await socketOn(serverPorts[0]!, bride.token);
    sockets.push(direct);
    const bridesSocket = record(direct);
    const victim = servers[1]!;
    const acked: number[] = [];
    const refused: number[] = [];
    let ackedAfterKill = 0;
    let killed = false;
    // Process 1 is killed once 10 messages are acknowledged; the load goes on until 10 more are
    // (or, should nginx stop answering, 30 s after the kill: then the test fails).
    let giveUpAt = Infinity;
    const loop = async (n: number) => {
      for (let i = 0; ackedAfterKill < 10 && Date.now() < giveUpAt; i++) {
        const res = await sendThroughNginx(groom, bride, `load ${n}-${i}`).catch(() => null);
        if (res?.status === 201) {
          acked.push(chatMessage.parse(JSON.parse(res.body.toString())).message_id);
          if (killed) ackedAfterKill++;
        } else {
          refused.push(res?.status ?? 0);
        }
        if (!killed && acked.length >= 10) {
          victim.child.kill('SIGKILL');
          killed = true;
          giveUpAt = Date.now() + 30_000;
        }
      }
    };
    await Promise.all([loop(1), loop(2), loop(3)]);

    expect(ackedAfterKill).toBeGreaterThanOrEqual(10);
    // A request the killed process had taken gets 502 from nginx: never acknowledged.
    expect(refused.every((s) => s === 502)).toBe(true);
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
    // The process was killed, and nginx found it gone (its error log names the victim: a request
    // cut by the kill, or a refused connection, after which the request went to the other) and
    // left it out.
    expect(victim.child.signalCode).toBe('SIGKILL');
    expect(nginx.errorLog()).toContain(`upstream: "http://127.0.0.1:${serverPorts[1]}/`);
    // nginx goes on serving from the process left.
    for (let i = 0; i < 4; i++) {
      const res = await front(`/api/friends/friends?sender_id=${groom.profileId}`, { token: groom.token });
      expect(res.status).toBe(200);
    }
    console.info(
      `nginx front: ${acked.length} messages acknowledged (${ackedAfterKill} after the kill), ` +
        `${refused.length} refused (502)`,
    );
  }, 60_000);
});
