/**
 * Search benchmark (issue "Discovery"): with 100,000 seeded profiles, the latency (median, p95) and
 * throughput of a typical six-filter search with its count through the HTTP API, beside the same
 * queries run directly against the database, on PGlite and on PostgreSQL; plus the server's peak
 * RSS and the query plan. Writes bench/results/search.md.
 *
 * Environment: BENCH_PROFILES (default 100000), BENCH_DATABASE_URL or TEST_DATABASE_URL (an admin
 * connection; a database `nikah_bench` is created), BENCH_SECONDS (default 10).
 */
import { z } from 'zod';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { profileListQuery, type ProfileListQuery } from '@nikah/shared';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { insertDemoProfiles, seedReference } from '../apps/server/src/db/seed';
import { listProfiles } from '../apps/server/src/modules/search/service';
import { listConditions, listOrder } from '../apps/server/src/modules/search/filters';
import { profiles } from '../apps/server/src/db/schema';
import { ms, percentile } from './stats';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PROFILES = Number(process.env.BENCH_PROFILES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SEQUENTIAL_RUNS = 400;
const PORT = 3411;

/** The typical search: gender, three states, three educations, marital status, three maslaks, age range. */
const SEARCH = {
  gender: 'Female',
  state__in: 'Uttar Pradesh,Bihar,Maharashtra',
  education__in: 'Graduate,Post Graduate,Engineer',
  martial_status__in: 'Unmarried',
  maslak__in: 'Sunni Hanafi,Deobandi,Barelvi',
  age__gte: '21',
  age__lte: '30',
};
const PAGES = [1, 2, 3];
const urlFor = (page: number) =>
  `/api/profiles/list/?${new URLSearchParams({ ...SEARCH, page: String(page) }).toString()}`;
const queryFor = (page: number): ProfileListQuery =>
  profileListQuery.parse({ ...SEARCH, page: String(page) });

interface ModeResult {
  mode: string;
  matches: number;
  sqlMedian: number;
  sqlP95: number;
  apiMedian: number;
  apiP95: number;
  rps: number;
  loadP50: number;
  loadP99: number;
  rssPeakMb: number;
  plan: string;
  seedSeconds: number | null;
}

async function ensureProfiles(database: Database): Promise<number | null> {
  await database.migrate();
  await seedReference(database.db);
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(profiles);
  const have = row?.n ?? 0;
  if (have >= PROFILES) return null;
  const t = Date.now();
  await insertDemoProfiles(database.db, PROFILES - have);
  return (Date.now() - t) / 1000;
}

async function timeDirect(
  database: Database,
): Promise<{ median: number; p95: number; matches: number; plan: string }> {
  const samples: number[] = [];
  let matches = 0;
  for (let i = 0; i < SEQUENTIAL_RUNS + 20; i++) {
    const q = queryFor(PAGES[i % PAGES.length]!);
    const t = performance.now();
    const page = await listProfiles(database.db, q);
    if (i >= 20) samples.push(performance.now() - t);
    matches = page.count;
  }
  const q = queryFor(1);
  const where = listConditions(q);
  const pageSql = database.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(where)
    .orderBy(...listOrder(q))
    .limit(20)
    .toSQL();
  const countSql = database.db
    .select({ n: sql`count(*)` })
    .from(profiles)
    .where(where)
    .toSQL();
  const explain = async (s: { sql: string; params: unknown[] }) => {
    const inlined = s.sql.replace(/\$(\d+)/g, (_m, n: string) => {
      const v = s.params[Number(n) - 1];
      return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
    });
    const res: unknown = await database.db.execute(sql.raw(`explain (analyze, buffers off) ${inlined}`));
    // PGlite and node-postgres both answer {rows}; the plan is the single text column of each row.
    const { rows } = z.object({ rows: z.array(z.record(z.string(), z.unknown())) }).parse(res);
    return rows.map((r) => String(Object.values(r)[0])).join('\n');
  };
  const plan = `-- page query\n${await explain(pageSql)}\n\n-- count query\n${await explain(countSql)}`;
  return { median: percentile(samples, 50), p95: percentile(samples, 95), matches, plan };
}

function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 120_000;
    const poll = async () => {
      try {
        const res = await fetch(`http://127.0.0.1:${PORT}/healthz`);
        if (res.ok) return resolve(child);
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline || child.exitCode !== null) return reject(new Error('server did not start'));
      setTimeout(() => void poll(), 250);
    };
    void poll();
  });
}

function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function timeApi(): Promise<{ median: number; p95: number; rps: number; p50: number; p99: number }> {
  const samples: number[] = [];
  for (let i = 0; i < SEQUENTIAL_RUNS + 20; i++) {
    const t = performance.now();
    const res = await fetch(`http://127.0.0.1:${PORT}${urlFor(PAGES[i % PAGES.length]!)}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    if (i >= 20) samples.push(performance.now() - t);
  }
  const load = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: 10,
    duration: SECONDS,
    requests: PAGES.map((p) => ({ method: 'GET' as const, path: urlFor(p) })),
  });
  if (load.non2xx > 0 || load.errors > 0) {
    throw new Error(`load run had ${load.non2xx} non-2xx, ${load.errors} errors`);
  }
  return {
    median: percentile(samples, 50),
    p95: percentile(samples, 95),
    rps: load.requests.average,
    p50: load.latency.p50,
    p99: load.latency.p99,
  };
}

async function runMode(mode: 'pglite' | 'postgres', adminUrl?: string): Promise<ModeResult> {
  let url: string | undefined;
  const dataDir = path.join(ROOT, 'bench', '.data', `pglite-${PROFILES}`);
  if (mode === 'postgres') {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const exists = await admin.query(`select 1 from pg_database where datname = 'nikah_bench'`);
    if (exists.rowCount === 0) await admin.query('create database nikah_bench');
    await admin.end();
    const u = new URL(adminUrl!);
    u.pathname = '/nikah_bench';
    url = u.toString();
  }
  const database = await openDatabase(url ? { url } : { dataDir: path.join(dataDir, 'pgdata') });
  const seedSeconds = await ensureProfiles(database);
  // The steady state of a production database: statistics and visibility maps are fresh
  // (autovacuum on PostgreSQL, the server's own timer on PGlite).
  await database.vacuum();
  const direct = await timeDirect(database);
  await database.close();

  const server = await startServer(url ? { DATABASE_URL: url } : { DATA_DIR: dataDir });
  try {
    const api = await timeApi();
    return {
      mode,
      matches: direct.matches,
      sqlMedian: direct.median,
      sqlP95: direct.p95,
      apiMedian: api.median,
      apiP95: api.p95,
      rps: api.rps,
      loadP50: api.p50,
      loadP99: api.p99,
      rssPeakMb: peakRssMb(server.pid!),
      plan: direct.plan,
      seedSeconds,
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

function report(results: ModeResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.mode} | ${r.matches} | ${ms(r.sqlMedian)} / ${ms(r.sqlP95)} | ${ms(r.apiMedian)} / ${ms(r.apiP95)} | ${(r.apiMedian / r.sqlMedian).toFixed(2)} | ${Math.round(r.rps)} | ${r.loadP50} / ${r.loadP99} | ${Math.round(r.rssPeakMb)} |`,
  );
  return [
    '# Search benchmark',
    '',
    `Written by \`npm run bench\` (bench/search.ts) on ${new Date().toISOString().slice(0, 10)}, ${PROFILES.toLocaleString('en')} seeded profiles.`,
    '',
    `Query: a typical six-filter search with its count — \`${urlFor(1)}\` (pages 1-3 in turn).`,
    '',
    `- **SQL**: the same page and count queries run directly against the database in the bench process (${SEQUENTIAL_RUNS} sequential runs).`,
    `- **API**: the same searches through HTTP to the server in its own process, one at a time (${SEQUENTIAL_RUNS} runs); overhead = API median / SQL median.`,
    `- **Load**: autocannon, 10 connections, ${SECONDS} s; latency percentiles under load (autocannon reports p50/p99, not p95).`,
    "- **RSS**: the server process's peak resident memory (VmHWM) at the end of the run.",
    '',
    '| database | matches | SQL median / p95 (ms) | API median / p95 (ms) | overhead | req/s under load | load p50 / p99 (ms) | server peak RSS (MB) |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    'Targets (issue): API p95 ≤ 20 ms on PostgreSQL and ≤ 40 ms on PGlite; overhead ≤ 1.3; ≥ 500 req/s on PostgreSQL; peak RSS ≤ 300 MB with PostgreSQL.',
    '',
    ...results.flatMap((r) => [`## Plan on ${r.mode}`, '', '```', r.plan, '```', '']),
  ].join('\n');
}

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const results: ModeResult[] = [];
results.push(await runMode('pglite'));
if (adminUrl) results.push(await runMode('postgres', adminUrl));
else console.warn('No BENCH_DATABASE_URL or TEST_DATABASE_URL: PostgreSQL skipped.');
const out = path.join(ROOT, 'bench', 'results', 'search.md');
fs.writeFileSync(out, report(results));
console.log(fs.readFileSync(out, 'utf8').split('## Plan')[0]);
