/**
 * Blocked-word matching on long text (DESIGN.md D9): the time `findBlockedWord` takes on a
 * 2,000-character field (the longest free-text field) with the seed keyword list, for three kinds
 * of text: a family refusing dowry (context rules run on every mention), plain text with no
 * keyword, and text spaced letter by letter (the evasion path). Median and p95 of 200 calls each,
 * in ms. Writes bench/results/blocked-words.md. The unit test checks the answers, not the time
 * (a timed test measures the machine's load, not the code).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findBlockedWord, SEED_BLOCKED_KEYWORDS } from '@nikah/shared';
import { ms, percentile } from './stats';

const KEYWORDS = [...SEED_BLOCKED_KEYWORDS, 'jahez', 'दहेज', 'جہیز'];
const LONGEST_FIELD = 2000;
const CALLS = 200;

const TEXTS: Record<string, string> = {
  'refusing dowry, every sentence': 'We are a simple family and refuse dowry. '.repeat(60),
  'no keyword': 'We are a simple religious family from Lucknow looking for a kind match. '.repeat(40),
  'spaced letters': 'w e a r e a s i m p l e f a m i l y '.repeat(70),
};

/** Median and p95 (ms) of CALLS calls on `text` cut to the longest field. */
function time(text: string): { median: number; p95: number } {
  const input = text.slice(0, LONGEST_FIELD);
  for (let i = 0; i < 20; i++) findBlockedWord(input, KEYWORDS);
  const samples: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    findBlockedWord(input, KEYWORDS);
    samples.push(performance.now() - started);
  }
  return { median: percentile(samples, 50), p95: percentile(samples, 95) };
}

const rows = Object.entries(TEXTS).map(([name, text]) => ({ name, ...time(text) }));
const load = os.loadavg()[0]!.toFixed(2);
const table = [
  '# Blocked-word matching on a 2,000-character field',
  '',
  `\`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, load ${load}` +
    ` (1 minute), ${KEYWORDS.length} keywords, ${CALLS} calls per text after 20 warm-up calls.`,
  '',
  '| text | median (ms) | p95 (ms) |',
  '|---|---|---|',
  ...rows.map((r) => `| ${r.name} | ${ms(r.median)} | ${ms(r.p95)} |`),
  '',
].join('\n');
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'blocked-words.md');
fs.writeFileSync(out, table);
console.log(table);
