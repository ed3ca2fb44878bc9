/**
 * Lighthouse 12 with its default mobile settings (Moto G Power screen, simulated slow 4G, 4x CPU
 * slowdown) in the system Chromium, on the pages of issues 11 and 29: home, search as a visitor
 * (`/profiles` with a filter), a profile detail (a demo profile's slug, found through the API) as
 * a visitor opens it (the server sends a visitor to the login page) and as a member opens it (the
 * server renders it for the member's session), and the guidelines page. Writes the median of `--runs`
 * runs (default 5) of the performance, accessibility and best-practices scores with the metrics
 * behind them (FCP, LCP, TBT, CLS, Speed Index) to bench/results/lighthouse.md (lighthouse-<lang>.md with `--lang`), against the targets of
 * issues 11 and 29 (TARGETS below), with the machine's load average at the start of every run and
 * Lighthouse's CPU benchmark index: on a busy machine the simulated throttling multiplies the
 * host's own slowness, so a run started with the 1-minute load average above QUIET_LOAD is marked
 * not quiet, and only a quiet machine's figures are the benchmark's result. Each run also names
 * its longest main-thread task (Lighthouse's `long-tasks` audit: the script and its duration).
 * `--settle S` waits before each run, up to S seconds, until the 1-minute load is QUIET_LOAD or
 * less (the benchmark's own load keeps it above that when runs follow one another at once).
 *
 * `--lang <code>` (default en) measures the pages in that interface language (issue 12): before each
 * run the `nikah.lang` cookie is set in the browser (Lighthouse's storage reset keeps cookies), so
 * the server renders the page in it and the web app keeps it. Each run checks that the server's
 * `<html lang>` and the cookie the app leaves behind are still that language, and fails otherwise.
 *
 * It starts the server itself (from source, production mode) on a fresh data folder and a free
 * port (or `--port`), serving the web build in WEB_DIST, or a fresh build of apps/web in a
 * temporary folder when WEB_DIST is unset, so it never measures a stale build. For the member's
 * page it stops the server once its demo data is in, makes a demo profile a member with a session
 * (bench/member-session.ts), and starts it again; the member's runs carry that session's cookie,
 * the others none.
 *
 *   npm run bench:lighthouse [-- --runs 3] [--out other.md] [--port 3421] [--pages home,search]
 *                            [--lang ur] [--json-dir DIR] [--trace-dir DIR] [--settle 90]
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), WEB_DIST, LIGHTHOUSE_DEMO_PROFILES (300),
 * LIGHTHOUSE_JSON_DIR (keep every run's full report there, for diagnosis; `--json-dir` does the
 * same, its files named by page, language and time: bench/results/lighthouse-trace.md).
 * `--trace-dir` keeps each run's observed trace (unthrottled: Lighthouse multiplies its tasks by 4)
 * the same way, for bench/trace-tasks.mjs.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { argValue, CHROME_FLAGS, CHROME_PATH, median, QUIET_LOAD, settle } from './lighthouse-run.mjs';
import WebSocket from 'ws';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Interface language of the measured pages (`--lang`, an INTERFACE_LANGUAGES code of @nikah/shared). */
const LANG = langArg();
const OUT = path.resolve(
  argValue('--out') ??
    path.join(ROOT, 'bench', 'results', LANG === 'en' ? 'lighthouse.md' : `lighthouse-${LANG}.md`),
);
/** The web app's language cookie (apps/web/src/i18n/index.ts), read by the server's renderer. */
const LANGUAGE_COOKIE = 'nikah.lang';
/** Where each run's full Lighthouse report (JSON) is kept, if anywhere. */
const JSON_DIR = argValue('--json-dir') ?? process.env.LIGHTHOUSE_JSON_DIR;
/** Where each run's observed trace is kept, if anywhere (to name what its long tasks did). */
const TRACE_DIR = argValue('--trace-dir');
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/**
 * What Lighthouse clears for the origin before each run: its defaults (file systems, shader cache,
 * service workers, cache storage) and local storage and IndexedDB, which it leaves by default. Left
 * there, the member's runs kept the tab's session in local storage, and the next visitor's run
 * started as that member, was refused (401) and rendered afresh: the first guidelines run of every
 * earlier file (performance 53-56, LCP 6.0-6.6 s). Every run is a first visit now, but for the
 * cookies this script sets.
 */
const CLEAR_STORAGE_TYPES = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
  'indexeddb',
  'websql',
];
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'Speed Index'],
];
/** The pages of issue 11; `path` may be resolved against the running server (`resolve`). */
const PAGES = [
  { key: 'home', name: 'Home', path: '/' },
  // A visitor's search with one filter (SPEC.md section 2: the profile list with its filters).
  { key: 'search', name: 'Search (visitor)', path: '/profiles?gender=Female' },
  // A visitor is sent to the (server-rendered) login page: members only (SPEC.md section 4).
  { key: 'profile', name: 'Profile detail (visitor)', resolve: profileDetailPath },
  // The page families share, as a member opens it: rendered by the server for their session.
  { key: 'member-profile', name: 'Profile detail (member)', resolve: profileDetailPath, member: true },
  { key: 'guidelines', name: 'Guidelines', path: '/guidelines' },
];

/** Issues 11 and 29's "done when": per page (medians), on a quiet machine; LCP and TBT in ms. */
const TARGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  cls: 0.02,
  lcp: 2500,
  tbt: 200,
};

/** Figures before issue 11's work (bench/results/lighthouse.md of 2026-11-21, quiet machine). */
const BEFORE = {
  home: { performance: 58, fcp: 2640, lcp: 4130, tbt: 1400, cls: 0 },
  guidelines: { performance: 65, fcp: 2510, lcp: 3590, tbt: 970, cls: 0.021 },
};

/**
 * `--lang <code>` (default en). Only the form is checked here (the codes live in TypeScript in
 * @nikah/shared): a code the app does not know is caught by each run's language check.
 */
function langArg() {
  const code = argValue('--lang') ?? 'en';
  if (!/^[a-z]{2,3}$/.test(code)) throw new Error(`--lang must be a language code such as ur, not ${code}`);
  return code;
}

/** `--runs N` from the command line (default 5). */
function runsArg() {
  const n = Number(argValue('--runs') ?? 5);
  if (!Number.isInteger(n) || n < 1) throw new Error('--runs must be a positive integer');
  return n;
}

/** `--settle S` (default 0): before each run, wait up to S seconds for the machine to be quiet. */
function settleArg() {
  const s = Number(argValue('--settle') ?? 0);
  if (!Number.isFinite(s) || s < 0) throw new Error('--settle must be a number of seconds, 0 or more');
  return s;
}

/** `--pages home,search` (default: every page of PAGES). */
function pagesArg() {
  const wanted = argValue('--pages')?.split(',');
  if (!wanted) return PAGES;
  const unknown = wanted.filter((k) => !PAGES.some((p) => p.key === k));
  if (unknown.length)
    throw new Error(`unknown page(s) ${unknown.join(', ')}: use ${PAGES.map((p) => p.key).join(', ')}`);
  return PAGES.filter((p) => wanted.includes(p.key));
}

/**
 * The detail page of the first demo profile the home page lists (`/profiles/{slug}`), found
 * through the API as a visitor sees it.
 * @throws {Error} when the home answer lists no profile with a slug
 */
async function profileDetailPath(base) {
  const res = await fetch(`${base}/api/home/`, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET /api/home/ answered ${res.status}`);
  const slugs = [];
  const walk = (v) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      if (typeof v.slug === 'string' && v.slug) slugs.push(v.slug);
      Object.values(v).forEach(walk);
    }
  };
  walk(await res.json());
  if (!slugs.length) throw new Error('the home answer lists no profile with a slug');
  return `/profiles/${encodeURIComponent(slugs[0])}`;
}

/** The session cookie of the server (apps/server plugins/auth.ts). */
const SESSION_COOKIE = 'session';
/**
 * Whose session the member's runs carry: a demo profile of this gender (the page they open is the
 * first profile the home page lists, as for the visitor's runs).
 */
const MEMBER_GENDER = 'Male';

/** The load average (1, 5, 15 minutes) and the number of CPUs, for the report. */
function machineLoad() {
  const [one, five, fifteen] = os.loadavg();
  return { one, five, fifteen, cpus: os.cpus().length };
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

/** Starts the server from source on `dataDir`; resolves with the process once it answers. */
async function launch(dist, dataDir, port) {
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
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const kill = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    await exited;
  };
  try {
    await waitFor(`http://127.0.0.1:${port}/healthz`, 180_000);
  } catch (err) {
    await kill();
    throw err;
  }
  return kill;
}

/**
 * A member's session on the stopped server's data folder (bench/member-session.ts).
 * @returns the token of the session cookie
 * @throws {Error} when the script fails
 */
function memberToken(dataDir) {
  const out = execFileSync('npx', ['tsx', 'bench/member-session.ts', dataDir, MEMBER_GENDER], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out.trim().split('\n').pop()).token;
}

/**
 * Starts the server from source on a fresh data folder; resolves with its base URL, a stop(), and
 * with `member` the token of a member's session (the server is started, stopped once its demo
 * data is in, given the session, and started again).
 */
async function startServer(dist, { member = false } = {}) {
  const port = argValue('--port') ? Number(argValue('--port')) : await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nikah-lh-data-'));
  const base = `http://127.0.0.1:${port}`;
  let token;
  let kill = async () => undefined;
  try {
    kill = await launch(dist, dataDir, port);
    if (member) {
      await kill();
      token = memberToken(dataDir);
      kill = await launch(dist, dataDir, port);
    }
  } catch (err) {
    await kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const stop = async () => {
    await kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, stop, token };
}

/**
 * Sends DevTools protocol commands to the browser target of the Chromium on `port`, in order;
 * resolves with their results.
 * @throws {Error} when a command fails
 */
async function browserCommands(port, commands) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const pending = new Map();
  socket.on('message', (data) => {
    const { id, result, error } = JSON.parse(String(data));
    const waiter = pending.get(id);
    if (!waiter) return;
    pending.delete(id);
    if (error) waiter.reject(new Error(`${waiter.method}: ${error.message}`));
    else waiter.resolve(result);
  });
  try {
    const results = [];
    for (const [i, { method, params }] of commands.entries()) {
      results.push(
        await new Promise((resolve, reject) => {
          pending.set(i + 1, { method, resolve, reject });
          socket.send(JSON.stringify({ id: i + 1, method, params }));
        }),
      );
    }
    return results;
  } finally {
    socket.close();
  }
}

/**
 * Sets the language cookie for `base`'s origin in the browser (before each run: the app rewrites
 * it), and the session cookie of `token` (a member's run) or none (a visitor's).
 */
async function setCookies(port, base, token) {
  await browserCommands(port, [
    // Every cookie goes (the browser target has no call to delete one); the wanted ones follow.
    { method: 'Storage.clearCookies', params: {} },
    {
      method: 'Storage.setCookies',
      params: {
        cookies: [
          { name: LANGUAGE_COOKIE, value: LANG, url: `${base}/`, path: '/' },
          ...(token
            ? [{ name: SESSION_COOKIE, value: token, url: `${base}/`, path: '/', httpOnly: true }]
            : []),
        ],
      },
    },
  ]);
}

/** The language cookie for `base` in the browser now (undefined when none). */
async function languageCookie(port, base) {
  const [{ cookies }] = await browserCommands(port, [{ method: 'Storage.getCookies', params: {} }]);
  const host = new URL(base).hostname;
  return cookies.find((c) => c.name === LANGUAGE_COOKIE && c.domain === host)?.value;
}

/** A page not in the wanted language: never retried, the measure would be of the wrong page. */
class LanguageError extends Error {}

/**
 * Checks that the audited page was in LANG: the server's HTML (`<html lang>` of the main document
 * Lighthouse fetched) and the web app's own choice (it writes the cookie with the language it
 * starts in, so an app that fell back to English would have left `en`). When the server sent the
 * client shell (a page its renderer does not cover, or a render slower than SSR_TIMEOUT_MS; only a
 * rendered page carries the `ssr-state` script, apps/web/src/app/ssrState.ts), the shell's `lang`
 * says nothing: only the app's choice is checked, and the report shows the run's server HTML.
 * @returns what the server sent: LANG, or 'client shell'
 * @throws {LanguageError} naming what was found instead
 */
async function checkLanguage(url, artifacts, port, base) {
  const html = artifacts.MainDocumentContent ?? '';
  const shell = !html.includes('id="ssr-state"');
  const served = shell ? 'client shell' : /<html[^>]*\slang="([^"]*)"/i.exec(html)?.[1];
  const kept = await languageCookie(port, base);
  if ((!shell && served !== LANG) || kept !== LANG) {
    throw new LanguageError(
      `${url} was not measured in ${LANG}: the server sent ${shell ? 'the client shell' : `<html lang="${served}">`}, the app left the cookie ${LANGUAGE_COOKIE}=${kept}`,
    );
  }
  if (shell) console.warn(`${url}: the server sent the client shell (not rendered); the app ran in ${LANG}`);
  return served;
}

/**
 * One Lighthouse run in LANG, as the member of `token` or (none) a visitor; returns the category
 * scores (0-100) and the metric values.
 */
async function audit(url, port, base, token) {
  await setCookies(port, base, token);
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    clearStorageTypes: CLEAR_STORAGE_TYPES,
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  // The kept files' name: page, language and time.
  const run = `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}-${LANG}-${Date.now()}`;
  if (JSON_DIR) {
    fs.mkdirSync(JSON_DIR, { recursive: true });
    fs.writeFileSync(path.join(JSON_DIR, `${run}.json`), JSON.stringify(lhr));
  }
  if (TRACE_DIR && result.artifacts.Trace) {
    fs.mkdirSync(TRACE_DIR, { recursive: true });
    fs.writeFileSync(path.join(TRACE_DIR, `${run}.trace.json`), JSON.stringify(result.artifacts.Trace));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const served = await checkLanguage(url, result.artifacts, port, base);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  );
  const metrics = Object.fromEntries(METRICS.map(([id]) => [id, lhr.audits[id]?.numericValue ?? NaN]));
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => a.id);
  return {
    scores,
    metrics,
    failing,
    served,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    longestTask: longestTask(lhr),
  };
}

/**
 * The longest main-thread task of a run, from Lighthouse's `long-tasks` audit (simulated
 * duration, ms, and the script it is attributed to, its path only), or null when none is listed.
 */
function longestTask(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  const top = items.reduce(
    (best, item) => (best === null || item.duration > best.duration ? item : best),
    null,
  );
  if (!top) return null;
  let where = String(top.url ?? '');
  try {
    where = new URL(where).pathname;
  } catch {
    // Not an address (e.g. "Unattributable"): shown as Lighthouse wrote it.
  }
  return { duration: top.duration, where };
}

/** `audit`, tried up to three times: Lighthouse sometimes fails to record a trace (NO_NAVSTART). */
async function auditWithRetry(url, port, base, token) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port, base, token);
    } catch (err) {
      if (attempt >= 3 || err instanceof LanguageError) throw err;
      console.warn(`retrying after: ${err.message}`);
    }
  }
}

const fmtMetric = (id, v) => (id === 'cumulative-layout-shift' ? v.toFixed(3) : `${(v / 1000).toFixed(2)} s`);

/** Medians of one page's runs: scores (0-100) and metrics (ms, CLS unitless). */
function pageMedians(r) {
  const score = (c) => median(r.runs.map((x) => x.scores[c]));
  const metric = (id) => median(r.runs.map((x) => x.metrics[id]));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

/** Which of issue 11's targets a page's medians miss (empty: all met). */
function missedTargets(m) {
  const missed = [];
  if (m.performance < TARGETS.performance) missed.push(`performance < ${TARGETS.performance}`);
  if (m.accessibility < TARGETS.accessibility) missed.push(`accessibility < ${TARGETS.accessibility}`);
  if (m['best-practices'] < TARGETS['best-practices'])
    missed.push(`best practices < ${TARGETS['best-practices']}`);
  if (m.cls > TARGETS.cls) missed.push(`CLS > ${TARGETS.cls}`);
  if (m.lcp > TARGETS.lcp) missed.push(`LCP > ${TARGETS.lcp / 1000} s`);
  if (m.tbt > TARGETS.tbt) missed.push(`TBT > ${TARGETS.tbt} ms`);
  return missed;
}

const fmtLoad = (l) => `${l.one.toFixed(2)} / ${l.five.toFixed(2)} / ${l.fifteen.toFixed(2)}`;

function report(results, runs, chromeVersion, load) {
  const noisy = results.flatMap((r) => r.runs).filter((x) => x.load > QUIET_LOAD).length;
  // Judged by the runs' own starting loads: the load at the end is the benchmark's own last run
  // (its Chromium and server keep the 1-minute load near 1.5 on 2 CPUs), shown but not judged.
  const busy = noisy > 0;
  const lines = [
    `# Lighthouse (mobile, interface language ${LANG})`,
    '',
    `Written by \`npm run bench:lighthouse${LANG === 'en' ? '' : ` -- --lang ${LANG}`}\` (bench/lighthouse.mjs) on ${new Date().toISOString().slice(0, 10)}.`,
    `Interface language: ${LANG} (cookie \`${LANGUAGE_COOKIE}=${LANG}\` set before each run; every run checked that the server rendered \`<html lang="${LANG}">\`, unless it sent the client shell, and that the app kept ${LANG}).`,
    `Lighthouse 12 default mobile settings (simulated slow 4G, 4x CPU slowdown, Moto G Power screen),`,
    `${chromeVersion} headless, server in production mode on a fresh data folder (demo data),`,
    `median of ${runs} run(s) per page.`,
    `Targets (issues 11 and 29, medians): performance ${TARGETS.performance} or more, accessibility ${TARGETS.accessibility}, best practices ${TARGETS['best-practices']}, CLS ${TARGETS.cls} or less, LCP ${TARGETS.lcp / 1000} s or less, TBT ${TARGETS.tbt} ms or less.`,
    '',
    `Machine: ${load.start.cpus} CPUs (${os.cpus()[0]?.model ?? 'unknown model'}), load average (1 / 5 / 15 min) ${fmtLoad(load.start)} at the start, ${fmtLoad(load.end)} at the end; ` +
      `${noisy} of ${results.flatMap((r) => r.runs).length} run(s) started with the 1-minute load above ${QUIET_LOAD.toFixed(1)} (not quiet).` +
      (busy
        ? ' **Busy machine: the performance scores and metrics are not the benchmark result (measure them again on a quiet one); only the accessibility and best-practices scores, which do not depend on speed, are meaningful.**'
        : ''),
    '',
    '| Page | Performance | Accessibility | Best practices | CLS | Targets met |',
    '|---|---|---|---|---|---|',
  ];
  for (const r of results) {
    const m = pageMedians(r);
    const missed = missedTargets(m);
    lines.push(
      `| ${r.name} (\`${r.path}\`) | ${m.performance} | ${m.accessibility} | ${m['best-practices']} | ${fmtMetric('cumulative-layout-shift', m.cls)} | ${missed.length ? `no: ${missed.join(', ')}` : 'yes'} |`,
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
    '## Before and after',
    '',
    'Before: bench/results/lighthouse.md of 2026-11-21 (before issue 11, in English; only home and guidelines were measured).',
    '',
    '| Page | Performance | FCP | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|',
  );
  for (const r of results) {
    const m = pageMedians(r);
    const b = BEFORE[r.key];
    const cell = (before, after) => (b ? `${before} → ${after}` : `${after} (no earlier figure)`);
    lines.push(
      `| ${r.name} | ${cell(b?.performance, m.performance)} | ${cell(b && fmtMetric('fcp', b.fcp), fmtMetric('fcp', m.fcp))} | ${cell(b && fmtMetric('lcp', b.lcp), fmtMetric('lcp', m.lcp))} | ${cell(b && fmtMetric('tbt', b.tbt), fmtMetric('tbt', m.tbt))} | ${cell(b && fmtMetric('cumulative-layout-shift', b.cls), fmtMetric('cumulative-layout-shift', m.cls))} |`,
    );
  }
  lines.push(
    '',
    '## Every run',
    '',
    '| Page | Run | Performance | Accessibility | Best practices | LCP | TBT | Longest task | CPU benchmark index | Load (1 min) at start | Quiet | Server HTML |',
  );
  lines.push('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    r.runs.forEach((x, i) =>
      lines.push(
        `| ${r.name} | ${i + 1} | ${x.scores.performance} | ${x.scores.accessibility} | ${x.scores['best-practices']} | ${fmtMetric('lcp', x.metrics['largest-contentful-paint'])} | ${fmtMetric('tbt', x.metrics['total-blocking-time'])} | ${x.longestTask ? `${Math.round(x.longestTask.duration)} ms, \`${x.longestTask.where}\`` : 'none'} | ${Math.round(x.benchmarkIndex)} | ${x.load.toFixed(2)} | ${x.load > QUIET_LOAD ? 'no' : 'yes'} | ${x.served} |`,
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
  const pages = pagesArg();
  const settleSeconds = settleArg();
  const load = { start: machineLoad(), end: machineLoad() };
  if (load.start.one > QUIET_LOAD) {
    console.warn(
      `load average ${load.start.one.toFixed(2)} on ${load.start.cpus} CPUs: figures from a busy machine are not comparable`,
    );
  }
  const dist = webDist();
  const server = await startServer(dist.dir, { member: pages.some((p) => p.member) });
  let chrome;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
    });
    const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()).Browser;
    const results = [];
    for (const page of pages) {
      const pagePath = page.path ?? (await page.resolve(server.base));
      const entry = { ...page, path: pagePath, runs: [] };
      const token = page.member ? server.token : undefined;
      // One unmeasured load warms the server (first queries, file reads).
      await fetch(`${server.base}${pagePath}`, {
        headers: token ? { Cookie: `${SESSION_COOKIE}=${token}` } : {},
      });
      for (let i = 0; i < runs; i++) {
        const runLoad = await settle(settleSeconds);
        const run = {
          ...(await auditWithRetry(`${server.base}${pagePath}`, chrome.port, server.base, token)),
          load: runLoad,
        };
        console.log(
          `${page.name} run ${i + 1}: ${CATEGORIES.map((c) => `${c} ${run.scores[c]}`).join(', ')}; ` +
            METRICS.map(([id, n]) => `${n} ${fmtMetric(id, run.metrics[id])}`).join(', '),
        );
        entry.runs.push(run);
      }
      results.push(entry);
    }
    load.end = machineLoad();
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    fs.writeFileSync(OUT, report(results, runs, version.replace('HeadlessChrome', 'Chromium'), load));
    console.log(`written ${path.relative(ROOT, OUT)}`);
  } finally {
    await chrome?.kill();
    await server.stop();
    if (dist.temporary) fs.rmSync(dist.dir, { recursive: true, force: true });
  }
}

await main();
