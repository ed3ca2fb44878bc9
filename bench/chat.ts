/**
 * Chat benchmark (issue 10): one server process (apps/server/src/main.ts, its own process), 2,000
 * members with 1,000 Accepted pairs seeded directly in the database, 2,000 Socket.IO clients in
 * this process, and the 1,000 pairs exchanging messages at a steady rate through the real REST call
 * (`POST /api/friends/send-message`), each receiver acknowledging over its socket
 * (`message:received`, as the web app does). Measures the delivery latency (from just before the
 * POST to the receiver's `message:new`) median / p99, the server's RSS and CPU, and the HTTP
 * requests made by members who are not sending (0: receiving, ticks and presence ride the socket),
 * beside what SPEC.md's polling would cost for the same 2,000 members. Writes bench/results/chat.md.
 *
 * Flags (or environment): --seconds N (BENCH_SECONDS, default 60), --rate N messages per second in
 * all (BENCH_RATE, default 100: each pair sends one message every 10 s, taking turns),
 * --members N (BENCH_MEMBERS, default 2000). BENCH_DATABASE_URL: a PostgreSQL admin connection (a
 * database `nikah_bench_chat` is created afresh); without it an embedded PGlite database in
 * bench/.data/chat.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { asc, sql } from 'drizzle-orm';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { serverEventPayloads, type ClientToServerEvents, type ServerToClientEvents } from '@nikah/shared';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { insertDemoProfiles, seedReference } from '../apps/server/src/db/seed';
import { profiles, proposals, sessions, users } from '../apps/server/src/db/schema';
import { newToken, sha256Hex } from '../apps/server/src/lib/tokens';
import { startServer } from './server-process';
import { ms, percentile } from './stats';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string' },
    rate: { type: 'string' },
    members: { type: 'string' },
  },
});
const SECONDS = Number(flags.seconds ?? process.env.BENCH_SECONDS ?? 60);
const RATE = Number(flags.rate ?? process.env.BENCH_RATE ?? 100);
const MEMBERS = Number(flags.members ?? process.env.BENCH_MEMBERS ?? 2000);
const PAIRS = Math.floor(MEMBERS / 2);
const PORT = 3412;
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECT_BATCH = 100;
const WARM_UP_SECONDS = 3;
/** SPEC.md's friend chat polls four calls every 3 s per member. */
const POLL_CALLS = 4;
const POLL_EVERY_SECONDS = 3;

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
interface BenchMember {
  profileId: number;
  token: string;
}

/** Fresh database with MEMBERS members (users, profiles, sessions) in PAIRS Accepted pairs. */
async function seed(database: Database): Promise<[BenchMember, BenchMember][]> {
  const db = database.db;
  await database.migrate();
  await seedReference(db);
  await insertDemoProfiles(db, MEMBERS);
  const rows = await db
    .select({ id: profiles.id, gender: profiles.gender })
    .from(profiles)
    .orderBy(asc(profiles.id))
    .limit(MEMBERS);
  const men = rows.filter((r) => r.gender === 'Male');
  const women = rows.filter((r) => r.gender === 'Female');
  const created = await db
    .insert(users)
    .values(rows.map((r) => ({ username: `bench-${r.id}@example.com` })))
    .returning({ id: users.id, username: users.username });
  const userOf = new Map(created.map((u) => [Number(u.username.slice(6, u.username.indexOf('@'))), u.id]));
  const members = new Map<number, BenchMember>();
  const tokens = rows.map((r) => ({ profileId: r.id, userId: userOf.get(r.id)!, token: newToken() }));
  await db.insert(sessions).values(tokens.map((t) => ({ userId: t.userId, tokenHash: sha256Hex(t.token) })));
  await db.execute(
    sql`UPDATE profiles AS p SET user_id = u.id, approval_status = 'approved', is_active = true FROM users AS u WHERE u.username = 'bench-' || p.id || '@example.com'`,
  );
  for (const t of tokens) members.set(t.profileId, { profileId: t.profileId, token: t.token });
  const pairs: [BenchMember, BenchMember][] = [];
  for (let i = 0; i < Math.min(PAIRS, men.length, women.length); i++) {
    pairs.push([members.get(men[i]!.id)!, members.get(women[i]!.id)!]);
  }
  await db
    .insert(proposals)
    .values(pairs.map(([m, w]) => ({ senderId: m.profileId, receiverId: w.profileId, status: 'Accepted' })));
  return pairs;
}

async function openBenchDatabase(): Promise<{ database: Database; serverEnv: Record<string, string> }> {
  const admin = process.env.BENCH_DATABASE_URL;
  if (admin) {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query('DROP DATABASE IF EXISTS nikah_bench_chat WITH (FORCE)');
    await c.query('CREATE DATABASE nikah_bench_chat');
    await c.end();
    const url = new URL(admin);
    url.pathname = '/nikah_bench_chat';
    return {
      database: await openDatabase({ url: url.toString() }),
      serverEnv: { DATABASE_URL: url.toString() },
    };
  }
  const dataDir = path.join(ROOT, 'bench/.data/chat');
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  return {
    database: await openDatabase({ dataDir: path.join(dataDir, 'pgdata') }),
    serverEnv: { DATA_DIR: dataDir },
  };
}

/** CPU seconds (user + system) the process `pid` has used so far. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // Fields 14 and 15 (utime, stime) of stat, counted from the state field (3) here.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function memoryMb(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

const sleep = (msecs: number) => new Promise((resolve) => setTimeout(resolve, msecs));

async function connectAll(members: BenchMember[]): Promise<Map<number, ClientSocket>> {
  const sockets = new Map<number, ClientSocket>();
  for (let from = 0; from < members.length; from += CONNECT_BATCH) {
    await Promise.all(
      members.slice(from, from + CONNECT_BATCH).map(
        (m) =>
          new Promise<void>((resolve, reject) => {
            const s: ClientSocket = io(BASE, {
              transports: ['websocket'],
              auth: { token: m.token },
              forceNew: true,
            });
            s.once('connect', () => resolve());
            s.once('connect_error', reject);
            sockets.set(m.profileId, s);
          }),
      ),
    );
  }
  return sockets;
}

async function main() {
  const started = Date.now();
  const { database, serverEnv } = await openBenchDatabase();
  const pairs = await seed(database);
  await database.close();
  const seedSeconds = (Date.now() - started) / 1000;
  console.log(`seeded ${pairs.length * 2} members in ${pairs.length} pairs (${seedSeconds.toFixed(1)} s)`);

  const server = await startServer(PORT, { ...serverEnv, CHAT_MESSAGES_PER_MINUTE: '1000' });
  const pid = server.pid!;
  const members = pairs.flat();
  const connectStarted = Date.now();
  const sockets = await connectAll(members);
  const connectSeconds = (Date.now() - connectStarted) / 1000;
  console.log(`${sockets.size} sockets connected in ${connectSeconds.toFixed(1)} s`);
  const afterConnect = memoryMb(pid);

  // Every socket records deliveries and acknowledges them, as the web app does.
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const postTimes: number[] = [];
  let measuring = false;
  let delivered = 0;
  let malformed = 0;
  for (const [me, s] of sockets) {
    s.on('message:new', (raw: unknown) => {
      const parsed = serverEventPayloads['message:new'].safeParse(raw);
      if (!parsed.success) {
        malformed += 1;
        return;
      }
      if (parsed.data.receiver_id !== me) return;
      const t = performance.now();
      const start = sentAt.get(parsed.data.text);
      if (start !== undefined && measuring) latencies.push(t - start);
      delivered += 1;
      s.emit('message:received', { message_ids: [parsed.data.message_id] });
    });
  }

  // Requests per member during the run: only senders make HTTP requests.
  const requestsBy = new Map<number, number>();
  let failures = 0;
  const statuses = new Map<number, number>();
  let sequence = 0;
  const send = async (from: BenchMember, to: BenchMember) => {
    const text = `bench ${++sequence}`;
    requestsBy.set(from.profileId, (requestsBy.get(from.profileId) ?? 0) + 1);
    const t = performance.now();
    sentAt.set(text, t);
    const res = await fetch(`${BASE}/api/friends/send-message`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Token ${from.token}`,
        'x-socket-id': sockets.get(from.profileId)?.id ?? '',
      },
      body: JSON.stringify({
        sender_id: from.profileId,
        receiver_id: to.profileId,
        message: text,
        status: 'sent',
      }),
    });
    await res.arrayBuffer();
    if (res.status !== 201) {
      failures += 1;
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    } else if (measuring) postTimes.push(performance.now() - t);
  };

  const totalSeconds = WARM_UP_SECONDS + SECONDS;
  const intervalMs = 1000 / RATE;
  let cpuStart = 0;
  let wallStart = 0;
  let next = performance.now();
  const inFlight = new Set<Promise<void>>();
  const members0 = new Set<number>();
  for (let i = 0; i < RATE * totalSeconds; i++) {
    if (i === RATE * WARM_UP_SECONDS) {
      measuring = true;
      cpuStart = cpuSeconds(pid);
      wallStart = performance.now();
      requestsBy.clear();
    }
    const [a, b] = pairs[i % pairs.length]!;
    const turn = Math.floor(i / pairs.length) % 2 === 0;
    const p = send(turn ? a : b, turn ? b : a).catch(() => {
      failures += 1;
    });
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
    next += intervalMs;
    const wait = next - performance.now();
    if (wait > 0) await sleep(wait);
  }
  await Promise.all(inFlight);
  await sleep(1000);
  const wall = (performance.now() - wallStart) / 1000;
  const cpu = cpuSeconds(pid) - cpuStart;
  const memory = memoryMb(pid);
  for (const m of members) if (!requestsBy.has(m.profileId)) members0.add(m.profileId);
  const idleRequests = [...members0].reduce((n, id) => n + (requestsBy.get(id) ?? 0), 0);
  const measuredSent = [...requestsBy.values()].reduce((n, v) => n + v, 0);

  for (const [, s] of sockets) s.disconnect();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));

  const pollingRps = (MEMBERS * POLL_CALLS) / POLL_EVERY_SECONDS;
  const result = {
    date: new Date().toISOString().slice(0, 10),
    database: process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)',
    members: members.length,
    pairs: pairs.length,
    seconds: SECONDS,
    rate: RATE,
    sent: measuredSent,
    delivered: latencies.length,
    failures,
    failedStatuses: [...statuses].map(([k, v]) => `${k}×${v}`).join(', ') || 'none',
    malformed,
    median: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
    postMedian: percentile(postTimes, 50),
    postP99: percentile(postTimes, 99),
    cpuPercent: (100 * cpu) / wall,
    rssConnected: afterConnect.rss,
    rssEnd: memory.rss,
    rssPeak: memory.peak,
    connectSeconds,
    idleMembers: members0.size,
    idleRequests,
    httpRps: measuredSent / wall,
    pollingRps,
    cores: os.cpus().length,
  };
  console.log(result);
  writeReport(result);
  if (delivered === 0) process.exitCode = 1;
}

function writeReport(r: Record<string, number | string>) {
  const n = (v: number | string | undefined, digits = 0) =>
    typeof v === 'number' ? v.toFixed(digits) : String(v);
  const lines = [
    '# Chat benchmark',
    '',
    `Written by \`npm run bench:chat\` (bench/chat.ts) on ${r.date}; ${r.database}; ${r.cores} cores.`,
    '',
    `- **Setup**: one server process (\`apps/server/src/main.ts\`, NODE_ENV=production), ${r.members} members`,
    `  seeded directly in the database with ${r.pairs} Accepted pairs and a session each; ${r.members} Socket.IO`,
    `  clients (WebSocket) in the bench process, connected in ${n(r.connectSeconds, 1)} s.`,
    `- **Load**: the pairs take turns sending through \`POST /api/friends/send-message\` at a steady`,
    `  ${r.rate} messages/s in all (each pair one message every ${n(Number(r.pairs) / Number(r.rate), 0)} s) for ${r.seconds} s after a`,
    `  ${WARM_UP_SECONDS} s warm-up; every receiver acknowledges over its socket (\`message:received\`, the server`,
    '  stores it and pushes the two-tick status to the sender), as the web app does.',
    '- **Latency**: from just before the POST to the receiver socket’s `message:new` (same clock: both',
    '  ends are in the bench process), so it includes the HTTP request, the checks, the insert and the push.',
    '',
    '| measure | value |',
    '|---|---|',
    `| messages sent / delivered in the window | ${r.sent} / ${r.delivered} (failed: ${r.failures}: ${r.failedStatuses}; malformed: ${r.malformed}) |`,
    `| delivery latency median / p99 / max (ms) | ${ms(Number(r.median))} / ${ms(Number(r.p99))} / ${ms(Number(r.max))} |`,
    `| send request median / p99 (ms) | ${ms(Number(r.postMedian))} / ${ms(Number(r.postP99))} |`,
    `| server CPU during the window | ${n(r.cpuPercent)} % of one core |`,
    `| server RSS after connecting / at the end / peak (MB) | ${n(r.rssConnected)} / ${n(r.rssEnd)} / ${n(r.rssPeak)} |`,
    `| HTTP requests per second (all of them sends) | ${n(r.httpRps, 1)} |`,
    `| HTTP requests from the ${r.idleMembers} members who sent nothing in the window | ${r.idleRequests} |`,
    '',
    '## Beside polling',
    '',
    `SPEC.md's friend chat polls four calls (friends, get-messages, unread-count, check-block-status)`,
    `every 3 s per member in chat: ${r.members} members × 4 calls ÷ 3 s = **${n(r.pollingRps)} requests/s**,`,
    'whether or not anyone writes, and a message waits on average half a polling period (1.5 s) to show.',
    `Here the same members cost ${n(r.httpRps, 1)} requests/s, one per message sent; receiving, ticks, typing`,
    'and presence ride the open sockets (a ping every 25 s each), and a member who only reads makes none.',
    '',
  ];
  fs.writeFileSync(path.join(ROOT, 'bench/results/chat.md'), lines.join('\n'));
}

await main();
