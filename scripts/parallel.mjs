#!/usr/bin/env node
/**
 * Runs npm scripts side by side: `node scripts/parallel.mjs [--jobs N] script...` starts each
 * `npm run <script>` (at most N at once, default 2: one per core of the CI runner), keeps each
 * one's output apart and prints it whole when it ends, with its time, so two logs never interleave.
 * Exits 1 when any script failed (after all have ended, so every failure is shown), else 0.
 *
 * For the stages of `npm test` that are each single-threaded (ESLint, Prettier, one `tsc` per
 * workspace): on two cores two of them at once take about the time of the longer one. Start the
 * longest script first.
 */
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
let jobs = 2;
if (args[0] === '--jobs') {
  jobs = Number(args[1]);
  args.splice(0, 2);
}
if (!Number.isInteger(jobs) || jobs < 1 || args.length === 0) {
  console.error('usage: node scripts/parallel.mjs [--jobs N] <npm script>...');
  process.exit(2);
}

const begun = Date.now();
/** Seconds since this runner started, for the log. */
const elapsed = (since = begun) => ((Date.now() - since) / 1000).toFixed(1);

/** Runs `npm run <script>`; resolves with its exit code after printing its output and time. */
function run(script) {
  const started = Date.now();
  process.stdout.write(`── npm run ${script}: started at ${elapsed()} s\n`);
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => out.push(chunk));
    child.on('close', (code, signal) => {
      const status = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
      process.stdout.write(
        `\n── npm run ${script}: ${status} in ${elapsed(started)} s (at ${elapsed()} s)\n`,
      );
      process.stdout.write(Buffer.concat(out));
      resolve(code ?? 1);
    });
  });
}

const queue = [...args];
const codes = [];
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    while (queue.length > 0) codes.push(await run(queue.shift()));
  }),
);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
