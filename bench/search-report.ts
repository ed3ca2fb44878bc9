/**
 * Report of the search benchmark: the Markdown of bench/results/search.md, for the 100,000-profile
 * run (both databases, with plans) and large mode's section between markers, which the other run
 * keeps as it is (bench/search.ts).
 */
import os from 'node:os';
import { CATEGORY_RUNS, PROFILES, SECONDS, SEQUENTIAL_RUNS, urlFor, type ModeResult } from './search-config';
import { ms } from './stats';

/** The markers around large mode's section of the results file. */
const MARKER_START = '<!-- large run: written by BENCH_PROFILES=1000000 npm run bench -->';
const MARKER_END = '<!-- end of large run -->';

/** The whole file for the 100,000-profile run: the table, the category pages and each plan. */
export function report(results: ModeResult[]): string {
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
export function categoryLines(results: ModeResult[]): string[] {
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
/** How the server counted during the run (SEARCH_COUNT_CACHE_SECONDS reaches it through the environment). */
function countMode(): string {
  const seconds = Number(process.env.SEARCH_COUNT_CACHE_SECONDS ?? 0);
  return seconds > 0
    ? `reused for up to ${seconds} s (SEARCH_COUNT_CACHE_SECONDS=${seconds}; the page itself always fresh)`
    : 'exact on every request (SEARCH_COUNT_CACHE_SECONDS=0)';
}

export function largeSection(results: ModeResult[]): string {
  const r = results[0]!;
  const fmt = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');
  return [
    MARKER_START,
    `## ${PROFILES.toLocaleString('en')} profiles (PostgreSQL)`,
    '',
    `Run on ${new Date().toISOString().slice(0, 16)}Z; load average (1 / 5 / 15 min) ${fmt(r.load.start)} when the timings started, ${fmt(r.load.end)} at the end (${os.cpus().length} cores, shared with other work); rows generated in ${r.seedSeconds === null ? 'an earlier run' : `${Math.round(r.seedSeconds)} s`}; count ${countMode()}.`,
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
export function existingLarge(text: string): string | null {
  const a = text.indexOf(MARKER_START);
  const b = text.indexOf(MARKER_END);
  return a >= 0 && b > a ? text.slice(a, b + MARKER_END.length) : null;
}
