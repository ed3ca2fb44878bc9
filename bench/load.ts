/**
 * Load benchmark (issue 14, `npm run bench:load`, loopback only): 200 virtual members for 5 minutes
 * against `npm run start:cluster` (2 server processes behind the bundled proxy) on PostgreSQL and
 * Redis; with BENCH_FRONT=nginx (issue 32) the same processes are reached through Debian's nginx
 * running the committed deploy/nginx/nikah.conf over HTTPS (apps/server/test/nginx-front.ts renders
 * it for loopback with a self-signed certificate; `worker_processes auto`) instead of the bundled
 * proxy, which then stays idle. Each member keeps a Socket.IO connection and, after a think time of 1-3 s, does one step
 * of a realistic mix: home (20 %), search (20 %), a profile detail (20 %), favourites (10 %),
 * proposals (10 %), a chat message to its friend over REST with the receipt over the socket (20 %).
 * Members, sessions and friendships are seeded directly in a fresh database `nikah_bench_load`.
 *
 * Gate: 5xx < 0.025 % of requests, mean < 100 ms, p99 < 2 s, RSS flat after warm-up (the last
 * third's median RSS of each server process within 20 % of the second third's). Writes its own
 * section of bench/results/load.md (one per front; the other front's section and the text around
 * them are kept) with the machine's load average before and after.
 *
 * Environment: BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL admin connection), BENCH_REDIS_URL
 * or TEST_REDIS_URL, BENCH_LOAD_SECONDS (default 300), BENCH_LOAD_MEMBERS (default 200),
 * BENCH_PORT (proxy port, default 3473; the processes use the next ports), BENCH_FRONT (`node`,
 * the default, or `nginx`: HTTPS on BENCH_PORT + 10, HTTP on BENCH_PORT + 11).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { asc, sql } from 'drizzle-orm';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { z } from 'zod';
import type { ClientToServerEvents, ServerToClientEvents } from '@nikah/shared';
import { openDatabase } from '../apps/server/src/db/client';
import { insertDemoProfiles, seedReference } from '../apps/server/src/db/seed';
import { profiles, proposals, sessions, users } from '../apps/server/src/db/schema';
import { newToken, sha256Hex } from '../apps/server/src/lib/tokens';
import { makeCertificate } from '../apps/server/test/certificate';
import { findNginx, startNginx, type RunningNginx } from '../apps/server/test/nginx-front';
import { ms, percentile } from './stats';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 300);
const MEMBERS = Number(process.env.BENCH_LOAD_MEMBERS ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 3473);
const FRONT = z.enum(['node', 'nginx']).parse(process.env.BENCH_FRONT ?? 'node');
const NGINX_HTTPS_PORT = PORT + 10;
/** The launcher's proxy; the processes are checked and started through it in either case. */
const PROXY_BASE = `http://127.0.0.1:${PORT}`;
const BASE = FRONT === 'nginx' ? `https://127.0.0.1:${NGINX_HTTPS_PORT}` : PROXY_BASE;
const FRONT_NAMES = {
  node: 'the bundled Node proxy (`npm run start:cluster`)',
  nginx: 'nginx (deploy/nginx/nikah.conf, HTTPS)',
} as const;
const DIRECTORY = 5000;
const DB_NAME = 'nikah_bench_load';
const WARM_UP_SECONDS = Math.min(30, SECONDS / 5);
const RSS_EVERY_MS = 5000;

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
interface VirtualMember {
  profileId: number;
  token: string;
  gender: string;
  friend: number;
}

/** Fresh database: DIRECTORY demo profiles, MEMBERS of them members with sessions, in friend pairs. */
async function seed(url: string): Promise<{ members: VirtualMember[]; slugs: string[]; codes: string[] }> {
  const database = await openDatabase({ url });
  const db = database.db;
  await database.migrate();
  await seedReference(db);
  await insertDemoProfiles(db, DIRECTORY);
  const rows = await db
    .select({ id: profiles.id, gender: profiles.gender, slug: profiles.slug, code: profiles.profileCode })
    .from(profiles)
    .orderBy(asc(profiles.id));
  const men = rows.filter((r) => r.gender === 'Male').slice(0, MEMBERS / 2);
  const women = rows.filter((r) => r.gender === 'Female').slice(0, MEMBERS / 2);
  const chosen = [...men, ...women];
  const created = await db
    .insert(users)
    .values(chosen.map((r) => ({ username: `load-${r.id}@example.com` })))
    .returning({ id: users.id, username: users.username });
  const userOf = new Map(created.map((u) => [Number(u.username.slice(5, u.username.indexOf('@'))), u.id]));
  const tokens = new Map(chosen.map((r) => [r.id, newToken()]));
  await db
    .insert(sessions)
    .values(chosen.map((r) => ({ userId: userOf.get(r.id)!, tokenHash: sha256Hex(tokens.get(r.id)!) })));
  await db.execute(
    sql`UPDATE profiles AS p SET user_id = u.id FROM users AS u WHERE u.username = 'load-' || p.id || '@example.com'`,
  );
  await db.execute(sql`UPDATE profiles SET approval_status = 'approved', is_active = true`);
  await db
    .insert(proposals)
    .values(men.map((m, i) => ({ senderId: m.id, receiverId: women[i]!.id, status: 'Accepted' })));
  await database.vacuum();
  await database.close();
  const members = men.flatMap((m, i) => {
    const w = women[i]!;
    return [
      { profileId: m.id, token: tokens.get(m.id)!, gender: 'Male', friend: w.id },
      { profileId: w.id, token: tokens.get(w.id)!, gender: 'Female', friend: m.id },
    ];
  });
  return { members, slugs: rows.map((r) => r.slug), codes: rows.map((r) => r.code) };
}

/** Starts the cluster launcher; resolves with it and its process ids once every process is ready. */
function startCluster(env: Record<string, string>): Promise<{ child: ChildProcess; pids: number[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/cluster.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const pids: number[] = [];
  const line = z.object({ msg: z.string(), pid: z.number().optional() }).passthrough();
  readline.createInterface({ input: child.stdout }).on('line', (text) => {
    const parsed = line.safeParse(
      (() => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          return null;
        }
      })(),
    );
    if (parsed.success && parsed.data.msg === 'worker ready' && parsed.data.pid) pids.push(parsed.data.pid);
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 180_000;
    const poll = async () => {
      try {
        if (pids.length >= 2 && (await fetch(`${PROXY_BASE}/healthz`)).ok) return resolve({ child, pids });
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline || child.exitCode !== null) return reject(new Error('cluster did not start'));
      setTimeout(() => void poll(), 500);
    };
    void poll();
  });
}

function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** The pids of `pid`'s child processes (nginx's workers): the processes whose parent it is, from /proc. */
function childPids(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // Fields after the command name (in parentheses, may hold spaces): state, then the parent's pid.
        const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const sleep = (msecs: number) => new Promise((resolve) => setTimeout(resolve, msecs));

/** Replaces the section between `<!-- front:F -->` and `<!-- /front:F -->` in `text` (or appends it). */
function withSection(text: string, front: string, section: string): string {
  const start = `<!-- front:${front} -->`;
  const end = `<!-- /front:${front} -->`;
  const block = `${start}\n${section.trim()}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from >= 0 && to > from) return `${text.slice(0, from)}${block}${text.slice(to + end.length)}`;
  return `${text.trimEnd()}\n\n${block}\n`;
}

interface Sample {
  step: string;
  ms: number;
  status: number;
}

async function main() {
  const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const redis = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
  if (!admin || !redis) {
    throw new Error(
      'bench:load needs BENCH_DATABASE_URL (or TEST_DATABASE_URL) and BENCH_REDIS_URL (or TEST_REDIS_URL)',
    );
  }
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await c.query(`CREATE DATABASE ${DB_NAME}`);
  await c.end();
  const url = new URL(admin);
  url.pathname = `/${DB_NAME}`;
  console.log(`seeding ${DIRECTORY} profiles and ${MEMBERS} members...`);
  const { members, slugs, codes } = await seed(url.toString());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nikah-load-'));
  const lax = '1000000';
  const { child, pids } = await startCluster({
    PORT: String(PORT),
    HOST: '127.0.0.1',
    CLUSTER_WORKERS: '2',
    DATABASE_URL: url.toString(),
    REDIS_URL: redis,
    REDIS_PREFIX: `bench-load-${Date.now()}:`,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    // One machine plays 200 members from one address: per-IP and per-member limits are not under test.
    RATE_LIMIT_DETAIL_PER_MEMBER_PER_HOUR: lax,
    RATE_LIMIT_DETAIL_PER_IP_PER_HOUR: lax,
    RATE_LIMIT_LIST_PER_MEMBER_PER_MINUTE: lax,
    RATE_LIMIT_LIST_PER_IP_PER_MINUTE: lax,
    RATE_LIMIT_LOOKUPS_PER_MINUTE: lax,
    CHAT_MESSAGES_PER_MINUTE: lax,
    CONTACT_REVEALS_PER_DAY: lax,
  });
  // With BENCH_FRONT=nginx: the committed site in front of the launcher's processes.
  let nginx: RunningNginx | null = null;
  let ca: string | undefined;
  if (FRONT === 'nginx') {
    const bin = findNginx();
    if (!bin) throw new Error('BENCH_FRONT=nginx needs nginx (Debian: apt-get install nginx-light)');
    const nginxDir = path.join(dataDir, 'nginx');
    fs.mkdirSync(path.join(nginxDir, 'web', 'assets'), { recursive: true });
    // Started by root, nginx runs its workers as nobody: they must reach the folder (mkdtemp: 0700).
    fs.chmodSync(dataDir, 0o755);
    const cert = makeCertificate(nginxDir);
    ca = cert.ca;
    nginx = await startNginx(
      bin,
      nginxDir,
      {
        upstreams: [PORT + 1, PORT + 2],
        httpPort: PORT + 11,
        httpsPort: NGINX_HTTPS_PORT,
        certFile: cert.certFile,
        keyFile: cert.keyFile,
        webRoot: path.join(nginxDir, 'web'),
      },
      'auto',
    );
  }
  // One keep-alive client for either front, so both runs measure the same client.
  const agent =
    FRONT === 'nginx' ? new https.Agent({ keepAlive: true, ca }) : new http.Agent({ keepAlive: true });
  const loadBefore = os.loadavg();
  console.log(
    `cluster up (pids ${pids.join(', ')} and launcher ${child.pid}); front ${FRONT}; ${MEMBERS} members for ${SECONDS} s`,
  );

  const sockets: ClientSocket[] = [];
  let receipts = 0;
  for (const m of members) {
    const s: ClientSocket = io(BASE, {
      transports: ['websocket'],
      auth: { token: m.token },
      forceNew: true,
      ...(ca ? { ca } : {}),
    });
    s.on('message:new', (msg) => {
      receipts += 1;
      s.emit('message:received', { message_ids: [msg.message_id] });
    });
    sockets.push(s);
    await new Promise<void>((resolve, reject) => {
      s.once('connect', () => resolve());
      s.once('connect_error', reject);
    });
  }

  // nginx's master and its workers (all started by now: the sockets went through them).
  const frontPids = nginx?.child.pid ? [nginx.child.pid, ...childPids(nginx.child.pid)] : [];
  const samples: Sample[] = [];
  let networkErrors = 0;
  const started = Date.now();
  const endAt = started + SECONDS * 1000;
  const warmEnd = started + WARM_UP_SECONDS * 1000;
  const rss: { t: number; mb: number[] }[] = [];
  const rssTimer = setInterval(
    () => rss.push({ t: Date.now(), mb: [...pids, child.pid!, ...frontPids].map(rssMb) }),
    RSS_EVERY_MS,
  );

  /** One request over the keep-alive agent; resolves with the status once the body is read. */
  const send = (token: string, method: string, pathName: string, body?: unknown) =>
    new Promise<number>((resolve, reject) => {
      const payload = body ? JSON.stringify(body) : undefined;
      const req = (FRONT === 'nginx' ? https : http).request(
        `${BASE}${pathName}`,
        {
          method,
          agent,
          headers: {
            authorization: `Token ${token}`,
            ...(payload ? { 'content-type': 'application/json' } : {}),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  const call = async (step: string, token: string, method: string, pathName: string, body?: unknown) => {
    const t = performance.now();
    try {
      const status = await send(token, method, pathName, body);
      if (Date.now() >= warmEnd) samples.push({ step, ms: performance.now() - t, status });
    } catch {
      networkErrors += 1;
    }
  };
  const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;
  const STATES = ['Uttar Pradesh', 'Bihar', 'Maharashtra', 'Kerala', 'West Bengal'];

  const member = async (m: VirtualMember) => {
    while (Date.now() < endAt) {
      await sleep(1000 + Math.random() * 2000);
      const r = Math.random();
      const other = m.gender === 'Male' ? 'Female' : 'Male';
      if (r < 0.2) await call('home', m.token, 'GET', '/api/home/');
      else if (r < 0.4) {
        const q = new URLSearchParams({
          gender: other,
          state__in: pick(STATES),
          page: String(1 + Math.floor(Math.random() * 3)),
        });
        await call('search', m.token, 'GET', `/api/profiles/list/?${q.toString()}`);
      } else if (r < 0.6) await call('profile', m.token, 'GET', `/api/profiles/detail-slug/${pick(slugs)}`);
      else if (r < 0.7) {
        await call('favourite', m.token, 'PATCH', `/api/profiles/add-to-favourite/${pick(codes)}/`, {});
        await call('favourites', m.token, 'GET', '/api/profiles/add-to-favourite/user/');
      } else if (r < 0.8) {
        if (Math.random() < 0.3) {
          await call('proposal', m.token, 'POST', `/api/profiles/proposal/${pick(codes)}/`, {});
        } else {
          await call('proposals', m.token, 'GET', `/api/profiles/proposal/${pick(['sent', 'received'])}`);
        }
      } else {
        await call('chat', m.token, 'POST', '/api/friends/send-message', {
          sender_id: m.profileId,
          receiver_id: m.friend,
          message: 'Assalamu alaikum, how is the family?',
          status: 'sent',
        });
      }
    }
  };
  await Promise.all(members.map(member));
  clearInterval(rssTimer);
  const loadAfter = os.loadavg();
  for (const s of sockets) s.disconnect();
  agent.destroy();
  await nginx?.stop();
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });

  const all = samples.map((s) => s.ms);
  const fivexx = samples.filter((s) => s.status >= 500).length;
  const mean = all.reduce((a, b) => a + b, 0) / Math.max(all.length, 1);
  const p99 = percentile(all, 99);
  const third = Math.floor(rss.filter((x) => x.t >= warmEnd).length / 3);
  const steady = rss.filter((x) => x.t >= warmEnd);
  const names = [
    ...pids.map((p, i) => `server ${i + 1} (pid ${p})`),
    FRONT === 'nginx' ? `launcher, its proxy idle (pid ${child.pid})` : `launcher + proxy (pid ${child.pid})`,
    ...frontPids.map((p, i) => (i === 0 ? `nginx master (pid ${p})` : `nginx worker (pid ${p})`)),
  ];
  const rssRows = names.map((name, i) => {
    const mid = percentile(
      steady.slice(third, 2 * third).map((x) => x.mb[i]!),
      50,
    );
    const last = percentile(
      steady.slice(2 * third).map((x) => x.mb[i]!),
      50,
    );
    const max = Math.max(...rss.map((x) => x.mb[i]!).filter(Number.isFinite));
    return { name, mid, last, max, flat: last <= mid * 1.2 };
  });
  const gates = [
    {
      name: '5xx < 0.025 %',
      value: `${((100 * fivexx) / Math.max(samples.length, 1)).toFixed(4)} % (${fivexx} of ${samples.length})`,
      pass: fivexx / Math.max(samples.length, 1) < 0.00025,
    },
    { name: 'mean < 100 ms', value: `${ms(mean)} ms`, pass: mean < 100 },
    { name: 'p99 < 2 s', value: `${ms(p99)} ms`, pass: p99 < 2000 },
    {
      name: 'RSS flat after warm-up (last third ≤ 1.2 × second third), server processes',
      value: rssRows
        .slice(0, pids.length)
        .map((r) => `${Math.round(r.mid)} → ${Math.round(r.last)} MB`)
        .join('; '),
      pass: rssRows.slice(0, pids.length).every((r) => r.flat),
    },
  ];
  const steps = [...new Set(samples.map((s) => s.step))].sort();
  const statusCounts = new Map<number, number>();
  for (const s of samples) statusCounts.set(s.status, (statusCounts.get(s.status) ?? 0) + 1);
  const lines = [
    `## Through ${FRONT_NAMES[FRONT]}`,
    '',
    `Written by \`${FRONT === 'nginx' ? 'BENCH_FRONT=nginx ' : ''}npm run bench:load\` (bench/load.ts) on ${new Date().toISOString().slice(0, 16)}Z: ${MEMBERS} virtual members for ${SECONDS} s (first ${WARM_UP_SECONDS} s warm-up, not counted) against 2 server processes started by \`npm run start:cluster\`, reached through ${FRONT_NAMES[FRONT]}, on PostgreSQL and Redis, all on this machine (loopback; ${os.cpus().length} cores).`,
    '',
    `Machine load average (1 / 5 / 15 min): before ${loadBefore.map((l) => l.toFixed(2)).join(' / ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' / ')} (shared with other work).`,
    '',
    'Mix per step after a 1-3 s think time: home 20 %, search 20 %, profile detail 20 %, favourite + list 10 %, proposal sent (30 %) or lists 10 %, chat message 20 % (receipt over the socket).',
    '',
    `Requests: ${samples.length} (${(samples.length / Math.max(SECONDS - WARM_UP_SECONDS, 1)).toFixed(1)} req/s), statuses ${JSON.stringify(Object.fromEntries([...statusCounts].sort()))}, network errors ${networkErrors}, messages received over sockets ${receipts}.`,
    '',
    '| gate | measured | pass |',
    '|---|---|---|',
    ...gates.map((g) => `| ${g.name} | ${g.value} | ${g.pass ? 'yes' : 'NO'} |`),
    '',
    '| step | requests | median (ms) | p99 (ms) |',
    '|---|---|---|---|',
    ...steps.map((st) => {
      const xs = samples.filter((s) => s.step === st).map((s) => s.ms);
      return `| ${st} | ${xs.length} | ${ms(percentile(xs, 50))} | ${ms(percentile(xs, 99))} |`;
    }),
    '',
    '| process | RSS median, second third (MB) | RSS median, last third (MB) | RSS max (MB) |',
    '|---|---|---|---|',
    ...rssRows.map(
      (r) => `| ${r.name} | ${Math.round(r.mid)} | ${Math.round(r.last)} | ${Math.round(r.max)} |`,
    ),
    '',
  ];
  const out = path.join(ROOT, 'bench', 'results', 'load.md');
  const before = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '# Load benchmark\n';
  fs.writeFileSync(out, withSection(before, FRONT, lines.join('\n')));
  console.log(lines.join('\n'));
  process.exit(gates.every((g) => g.pass) ? 0 : 1);
}

await main();
