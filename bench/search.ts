/**
 * Search benchmark (issue "Discovery"): with 100,000 seeded profiles, the latency (median, p95) and
 * throughput of a typical six-filter search with its count through the HTTP API, beside the same
 * queries run directly against the database, on PGlite and on PostgreSQL; plus the server's peak
 * RSS and the query plan. Writes bench/results/search.md.
 *
 * Environment: BENCH_PROFILES (default 100000), BENCH_DATABASE_URL or TEST_DATABASE_URL (an admin
 * connection; a database `nikah_bench` is created), BENCH_SECONDS (default 10).
 *
 * Large mode (BENCH_PROFILES above 200,000, issue 14: 1,000,000): PostgreSQL only, in its own
 * database `nikah_bench_1m`; 100,000 demo profiles are generated as usual, then copied in SQL with
 * `generate_series` (new slug, code and creation time per copy) up to the count, which takes minutes
 * instead of hours. Beside the six-filter search it times the three most used category pages
 * (CATEGORY_PAGES) and writes its rows into their own section of bench/results/search.md, leaving
 * the 100,000-profile table in place.
 */
import { z } from 'zod';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
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
const PORT = Number(process.env.BENCH_PORT ?? 3411);
/** Above this many profiles the run is PostgreSQL-only and copies rows in SQL (see above). */
const LARGE = PROFILES > 200_000;
/** Profiles generated row by row in large mode before the SQL copies. */
const LARGE_BASE = 100_000;
const DATABASE_NAME = LARGE ? 'nikah_bench_1m' : 'nikah_bench';
const MARKER_START = '<!-- large run: written by BENCH_PROFILES=1000000 npm run bench -->';
const MARKER_END = '<!-- end of large run -->';

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

/**
 * The three most used category pages (SPEC.md section 2, '/categories'): the page opens on the
 * State tab with marital status Unmarried chosen (apps/web/src/features/discovery/categories.ts,
 * DEFAULT_CHOICE), then Age and Education; a visitor's view (no gender), the largest counts.
 */
const CATEGORY_PAGES: { name: string; params: Record<string, string> }[] = [
  {
    name: 'State: Uttar Pradesh, Unmarried',
    params: { state: 'Uttar Pradesh', martial_status: 'Unmarried' },
  },
  { name: 'Age 22-25, Unmarried', params: { age__gte: '22', age__lte: '25', martial_status: 'Unmarried' } },
  { name: 'Education: Graduate, Unmarried', params: { education: 'Graduate', martial_status: 'Unmarried' } },
];
const categoryUrl = (params: Record<string, string>) =>
  `/api/profiles/list/?${new URLSearchParams({ ...params, page: '1' }).toString()}`;

interface PageTiming {
  name: string;
  matches: number;
  sqlP95: number;
  apiP95: number;
}

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
  categories: PageTiming[];
  /** The machine's load average (1, 5, 15 min) when the timings started and when they ended. */
  load: { start: number[]; end: number[] };
}

async function ensureProfiles(database: Database): Promise<number | null> {
  await database.migrate();
  await seedReference(database.db);
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(profiles);
  const have = row?.n ?? 0;
  if (have >= PROFILES) return null;
  const t = Date.now();
  if (!LARGE) {
    await insertDemoProfiles(database.db, PROFILES - have);
    return (Date.now() - t) / 1000;
  }
  if (have < LARGE_BASE) await insertDemoProfiles(database.db, LARGE_BASE - have);
  await copyProfiles(database, PROFILES);
  return (Date.now() - t) / 1000;
}

/**
 * Large mode: copies the demo rows in SQL until there are `target` profiles. Each copy `g` gets
 * its own slug and code (`-c<g>`, `C<g>`) and a creation time shifted by g × 7 minutes, so
 * sorting by newest still interleaves; the generated search vector is computed by PostgreSQL.
 */
async function copyProfiles(database: Database, target: number): Promise<void> {
  const colsRes: unknown = await database.db.execute(
    sql.raw(
      `select column_name from information_schema.columns where table_name = 'profiles' and is_generated = 'NEVER' and column_name not in ('id', 'slug', 'profile_code', 'user_id', 'created_on') order by ordinal_position`,
    ),
  );
  const cols = z
    .object({ rows: z.array(z.object({ column_name: z.string() })) })
    .parse(colsRes)
    .rows.map((r) => `"${r.column_name}"`);
  const list = cols.join(', ');
  for (;;) {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(profiles);
    const have = row?.n ?? 0;
    const missing = target - have;
    if (missing <= 0) return;
    // Each copy is one statement (all or nothing), so the count says which copies exist.
    const g = Math.floor(have / LARGE_BASE);
    console.log(`copying ${Math.min(missing, LARGE_BASE)} profiles (copy ${g})`);
    await database.db.execute(
      sql.raw(
        `insert into profiles (${list}, slug, profile_code, created_on)
         select ${list}, slug || '-c${g}', profile_code || 'C${g}', created_on - interval '${g * 7} minutes'
         from profiles where is_demo and profile_code not like '%C%' order by id limit ${Math.min(missing, LARGE_BASE)}`,
      ),
    );
  }
}

/** p95 and count of each category page through `run` (`CATEGORY_RUNS` times each, after a warm-up). */
const CATEGORY_RUNS = 100;
async function timeCategories(
  run: (params: Record<string, string>) => Promise<number>,
): Promise<{ name: string; matches: number; p95: number }[]> {
  const out = [];
  for (const page of CATEGORY_PAGES) {
    const samples: number[] = [];
    let matches = 0;
    for (let i = 0; i < CATEGORY_RUNS + 5; i++) {
      const t = performance.now();
      matches = await run(page.params);
      if (i >= 5) samples.push(performance.now() - t);
    }
    out.push({ name: page.name, matches, p95: percentile(samples, 95) });
  }
  return out;
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
      // One client walks the list as fast as it can: the per-IP listing limit is not under test.
      RATE_LIMIT_LIST_PER_IP_PER_MINUTE: '1000000',
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
    const exists = await admin.query(`select 1 from pg_database where datname = $1`, [DATABASE_NAME]);
    if (exists.rowCount === 0) await admin.query(`create database ${DATABASE_NAME}`);
    await admin.end();
    const u = new URL(adminUrl!);
    u.pathname = `/${DATABASE_NAME}`;
    url = u.toString();
  }
  const database = await openDatabase(url ? { url } : { dataDir: path.join(dataDir, 'pgdata') });
  const seedSeconds = await ensureProfiles(database);
  // The steady state of a production database: statistics and visibility maps are fresh
  // (autovacuum on PostgreSQL, the server's own timer on PGlite).
  await database.vacuum();
  const loadStart = os.loadavg();
  const direct = await timeDirect(database);
  const sqlCategories = await timeCategories(
    async (params) =>
      (await listProfiles(database.db, profileListQuery.parse({ ...params, page: '1' }))).count,
  );
  await database.close();

  const server = await startServer(url ? { DATABASE_URL: url } : { DATA_DIR: dataDir });
  try {
    const api = await timeApi();
    const apiCategories = await timeCategories(async (params) => {
      const res = await fetch(`http://127.0.0.1:${PORT}${categoryUrl(params)}`);
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return z.object({ count: z.number() }).parse(await res.json()).count;
    });
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
      load: { start: loadStart, end: os.loadavg() },
      categories: sqlCategories.map((c, i) => ({
        name: c.name,
        matches: c.matches,
        sqlP95: c.p95,
        apiP95: apiCategories[i]!.p95,
      })),
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
    ...categoryLines(results),
    ...results.flatMap((r) => [`## Plan on ${r.mode}`, '', '```', r.plan, '```', '']),
  ].join('\n');
}

/** The category pages' table (count and p95 of page 1 with its count, SQL and API). */
function categoryLines(results: ModeResult[]): string[] {
  return [
    `Category pages (page 1 with its count, ${CATEGORY_RUNS} sequential runs each; a visitor's view):`,
    '',
    '| database | page | matches | SQL p95 (ms) | API p95 (ms) |',
    '|---|---|---|---|---|',
    ...results.flatMap((r) =>
      r.categories.map((c) => `| ${r.mode} | ${c.name} | ${c.matches} | ${ms(c.sqlP95)} | ${ms(c.apiP95)} |`),
    ),
    '',
  ];
}

/** Large mode's section: the 1M rows, the machine's load, and the plans, between the markers. */
function largeSection(results: ModeResult[]): string {
  const r = results[0]!;
  const fmt = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');
  return [
    MARKER_START,
    `## ${PROFILES.toLocaleString('en')} profiles (PostgreSQL)`,
    '',
    `Run on ${new Date().toISOString().slice(0, 16)}Z; load average (1 / 5 / 15 min) ${fmt(r.load.start)} when the timings started, ${fmt(r.load.end)} at the end (${os.cpus().length} cores, shared with other work); rows generated in ${r.seedSeconds === null ? 'an earlier run' : `${Math.round(r.seedSeconds)} s`}.`,
    '',
    '| database | matches | SQL median / p95 (ms) | API median / p95 (ms) | overhead | req/s under load | load p50 / p99 (ms) | server peak RSS (MB) |',
    '|---|---|---|---|---|---|---|---|',
    `| ${r.mode} 1M | ${r.matches} | ${ms(r.sqlMedian)} / ${ms(r.sqlP95)} | ${ms(r.apiMedian)} / ${ms(r.apiP95)} | ${(r.apiMedian / r.sqlMedian).toFixed(2)} | ${Math.round(r.rps)} | ${r.loadP50} / ${r.loadP99} | ${Math.round(r.rssPeakMb)} |`,
    '',
    'Target (issue 14): p95 ≤ 50 ms for the six-filter search and the three most used category pages, with the count.',
    '',
    ...categoryLines(results),
    '### Plan at 1M',
    '',
    '```',
    r.plan,
    '```',
    MARKER_END,
  ].join('\n');
}

/** The large section already in `text`, if any (kept when the 100,000-profile run rewrites the file). */
function existingLarge(text: string): string | null {
  const a = text.indexOf(MARKER_START);
  const b = text.indexOf(MARKER_END);
  return a >= 0 && b > a ? text.slice(a, b + MARKER_END.length) : null;
}

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const out = path.join(ROOT, 'bench', 'results', 'search.md');
const previous = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '';
const results: ModeResult[] = [];
if (LARGE) {
  if (!adminUrl) {
    throw new Error('BENCH_PROFILES above 200,000 needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  }
  results.push(await runMode('postgres', adminUrl));
  const section = largeSection(results);
  const old = existingLarge(previous);
  fs.writeFileSync(out, old ? previous.replace(old, section) : `${previous.trimEnd()}\n\n${section}\n`);
  console.log(section.split('### Plan')[0]);
} else {
  results.push(await runMode('pglite'));
  if (adminUrl) results.push(await runMode('postgres', adminUrl));
  else console.warn('No BENCH_DATABASE_URL or TEST_DATABASE_URL: PostgreSQL skipped.');
  const large = existingLarge(previous);
  fs.writeFileSync(out, report(results) + (large ? `\n${large}\n` : ''));
  console.log(fs.readFileSync(out, 'utf8').split('## Plan')[0]);
}
