/**
 * Lighthouse 12 on the home page and the guidelines page with its default mobile settings (Moto G
 * Power screen, simulated slow 4G, 4x CPU slowdown), in the system Chromium. Writes the median of
 * `--runs` runs (default 3) of the performance, accessibility and best-practices scores, with the
 * metrics behind the performance score, to bench/results/lighthouse.md.
 *
 * It starts the server itself (from source, production mode) on a fresh data folder and a free
 * port, serving the web build in WEB_DIST, or a fresh build of apps/web in a temporary folder
 * when WEB_DIST is unset, so it never measures a stale build.
 *
 *   npm run bench:lighthouse [-- --runs 5] [--out other.md]
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), WEB_DIST, LIGHTHOUSE_DEMO_PROFILES (300),
 * LIGHTHOUSE_JSON_DIR (keep every run's full report there, for diagnosis).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.resolve(argValue('--out') ?? path.join(ROOT, 'bench', 'results', 'lighthouse.md'));
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'Speed Index'],
];
const PAGES = [
  { name: 'Home', path: '/' },
  { name: 'Guidelines', path: '/guidelines' },
];
const TARGET_PERFORMANCE = 90;

/** The value after `name` on the command line, if any. */
function argValue(name) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** `--runs N` from the command line (default 3). */
function runsArg() {
  const n = Number(argValue('--runs') ?? 3);
  if (!Number.isInteger(n) || n < 1) throw new Error('--runs must be a positive integer');
  return n;
}

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The web build to serve: WEB_DIST, or a fresh production build in a temporary folder (returned
 * with `temporary: true`, removed at the end).
 */
function webDist() {
  if (process.env.WEB_DIST) return { dir: path.resolve(process.env.WEB_DIST), temporary: false };
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'nikah-lh-web-'));
  console.log(`building the web app into ${out} …`);
  execFileSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(ROOT, 'apps', 'web'),
    stdio: 'inherit',
  });
  return { dir: out, temporary: true };
}

/** Polls `url` until it answers 200, or throws after `ms`. */
async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/** Starts the server from source on a fresh data folder; resolves with its base URL and a stop(). */
async function startServer(dist) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nikah-lh-data-'));
  const child = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: dist,
      DEMO_PROFILES: process.env.LIGHTHOUSE_DEMO_PROFILES ?? '300',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/healthz`, 180_000);
  } catch (err) {
    stop();
    throw err;
  }
  return { base, stop };
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** One Lighthouse run; returns the category scores (0-100) and the metric values. */
async function audit(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (process.env.LIGHTHOUSE_JSON_DIR) {
    fs.mkdirSync(process.env.LIGHTHOUSE_JSON_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}-${Date.now()}.json`;
    fs.writeFileSync(path.join(process.env.LIGHTHOUSE_JSON_DIR, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  );
  const metrics = Object.fromEntries(METRICS.map(([id]) => [id, lhr.audits[id]?.numericValue ?? NaN]));
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => a.id);
  return { scores, metrics, failing, benchmarkIndex: lhr.environment.benchmarkIndex };
}

/** `audit`, tried up to three times: Lighthouse sometimes fails to record a trace (NO_NAVSTART). */
async function auditWithRetry(url, port) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port);
    } catch (err) {
      if (attempt >= 3) throw err;
      console.warn(`retrying after: ${err.message}`);
    }
  }
}

const fmtMetric = (id, v) =>
  id === 'cumulative-layout-shift' ? v.toFixed(3) : `${(v / 1000).toFixed(2)} s`.replace('0.', '0.');

function report(results, runs, chromeVersion) {
  const lines = [
    '# Lighthouse (mobile)',
    '',
    `Written by \`npm run bench:lighthouse\` (bench/lighthouse.mjs) on ${new Date().toISOString().slice(0, 10)}.`,
    `Lighthouse 12 default mobile settings (simulated slow 4G, 4x CPU slowdown, Moto G Power screen),`,
    `${chromeVersion} headless, server in production mode on a fresh data folder (demo data),`,
    `median of ${runs} run(s) per page. Target: performance ${TARGET_PERFORMANCE} or more.`,
    '',
    '| Page | Performance | Accessibility | Best practices | Target met |',
    '|---|---|---|---|---|',
  ];
  for (const r of results) {
    const perf = median(r.runs.map((x) => x.scores.performance));
    lines.push(
      `| ${r.name} (\`${r.path}\`) | ${perf} | ${median(r.runs.map((x) => x.scores.accessibility))} | ${median(
        r.runs.map((x) => x.scores['best-practices']),
      )} | ${perf >= TARGET_PERFORMANCE ? 'yes' : 'no'} |`,
    );
  }
  lines.push('', '## Metrics (median)', '', `| Page | ${METRICS.map(([, n]) => n).join(' | ')} |`);
  lines.push(`|---|${METRICS.map(() => '---').join('|')}|`);
  for (const r of results) {
    lines.push(
      `| ${r.name} | ${METRICS.map(([id]) => fmtMetric(id, median(r.runs.map((x) => x.metrics[id])))).join(' | ')} |`,
    );
  }
  lines.push(
    '',
    '## Every run',
    '',
    '| Page | Run | Performance | Accessibility | Best practices | CPU benchmark index |',
  );
  lines.push('|---|---|---|---|---|---|');
  for (const r of results) {
    r.runs.forEach((x, i) =>
      lines.push(
        `| ${r.name} | ${i + 1} | ${x.scores.performance} | ${x.scores.accessibility} | ${x.scores['best-practices']} | ${Math.round(x.benchmarkIndex)} |`,
      ),
    );
  }
  lines.push('', '## Audits below 0.9 in any run', '');
  for (const r of results) {
    const ids = [...new Set(r.runs.flatMap((x) => x.failing))].sort();
    lines.push(`- ${r.name}: ${ids.length ? ids.map((id) => `\`${id}\``).join(', ') : 'none'}`);
  }
  lines.push('');
  return lines.join('\n');
}

async function main() {
  const runs = runsArg();
  const dist = webDist();
  const server = await startServer(dist.dir);
  let chrome;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
    });
    const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()).Browser;
    const results = [];
    for (const page of PAGES) {
      const entry = { ...page, runs: [] };
      // One unmeasured load warms the server (first queries, file reads).
      await fetch(`${server.base}${page.path}`);
      for (let i = 0; i < runs; i++) {
        const run = await auditWithRetry(`${server.base}${page.path}`, chrome.port);
        console.log(
          `${page.name} run ${i + 1}: ${CATEGORIES.map((c) => `${c} ${run.scores[c]}`).join(', ')}; ` +
            METRICS.map(([id, n]) => `${n} ${fmtMetric(id, run.metrics[id])}`).join(', '),
        );
        entry.runs.push(run);
      }
      results.push(entry);
    }
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    fs.writeFileSync(OUT, report(results, runs, version.replace('HeadlessChrome', 'Chromium')));
    console.log(`written ${path.relative(ROOT, OUT)}`);
  } finally {
    await chrome?.kill();
    server.stop();
    if (dist.temporary) fs.rmSync(dist.dir, { recursive: true, force: true });
  }
}

await main();
