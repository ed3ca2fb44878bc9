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
 *
 * Parts: search-config.ts (settings), search-data.ts (generating the profiles), search-queries.ts
 * (timings), search-report.ts (the Markdown).
 */
import fs from 'node:fs';
import path from 'node:path';
import { LARGE, ROOT, type ModeResult } from './search-config';
import { runMode } from './search-queries';
import { existingLarge, largeSection, report } from './search-report';

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
