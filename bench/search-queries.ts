/**
 * Timings of the search benchmark: the six-filter search and the category pages run directly
 * against the database and through the HTTP API of a server started for the run (sequentially and
 * under load with autocannon), the query plans, and the server's peak memory (bench/search.ts).
 */
import { z } from 'zod';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { profileListQuery } from '@nikah/shared';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { listProfiles } from '../apps/server/src/modules/search/service';
import { listConditions, listOrder } from '../apps/server/src/modules/search/filters';
import { profiles } from '../apps/server/src/db/schema';
import {
  CATEGORY_PAGES,
  CATEGORY_RUNS,
  DATABASE_NAME,
  PAGES,
  PORT,
  PROFILES,
  ROOT,
  SECONDS,
  SEQUENTIAL_RUNS,
  categoryUrl,
  queryFor,
  urlFor,
  type ModeResult,
} from './search-config';
import { ensureProfiles } from './search-data';
import { startServer } from './server-process';
import { percentile } from './stats';

/** p95 and count of each category page through `run` (`CATEGORY_RUNS` times each, after a warm-up). */
export async function timeCategories(
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

/**
 * The six-filter search (pages 1-3 in turn) run in process against `database`: median and p95 (ms)
 * of SEQUENTIAL_RUNS runs after 20 warm-up runs, the match count, and the page and count queries'
 * plans (EXPLAIN ANALYZE).
 */
export async function timeDirect(
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

/** Peak resident memory (VmHWM) of process `pid` in MB, from /proc (Linux). */
export function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/**
 * The six-filter search through HTTP: median and p95 (ms) of SEQUENTIAL_RUNS sequential requests,
 * then requests per second and p50/p99 (ms) under load (autocannon, 10 connections, SECONDS s).
 * Throws on any non-2xx answer or error.
 */
export async function timeApi(): Promise<{
  median: number;
  p95: number;
  rps: number;
  p50: number;
  p99: number;
}> {
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

/**
 * One database's run (`pglite`, or `postgres` on a database of the server at `adminUrl`): fills it,
 * times the queries directly, then through a server started on it.
 */
export async function runMode(mode: 'pglite' | 'postgres', adminUrl?: string): Promise<ModeResult> {
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

  const server = await startServer(PORT, {
    // One client walks the list as fast as it can: the per-IP listing limit is not under test.
    RATE_LIMIT_LIST_PER_IP_PER_MINUTE: '1000000',
    ...(url ? { DATABASE_URL: url } : { DATA_DIR: dataDir }),
  });
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
