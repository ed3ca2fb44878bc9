/**
 * The stack's floor under Lighthouse (issue 29): what the product's libraries cost a phone before
 * any of the product's own code runs. Builds one page, a top bar and `--cards` profile cards
 * (default 20, as the visitor's search page shows; its shape, bench/stack-floor/page.mjs),
 * server-rendered three ways:
 *
 * - `static`: the plain page's HTML, no script (what HTML and CSS alone cost);
 * - `react`: the same HTML hydrated by React DOM alone, in a transition;
 * - `stack`: the page in Mantine components with react-i18next strings and a TanStack Query
 *   answer, routed by React Router's data router, hydrated in a transition as apps/web/src/main.tsx
 *   does (the libraries and set-up the web app starts with, none of its code).
 *
 * `--product URL` adds a page of the running product (e.g. the visitor's search page of a server
 * started as bench/lighthouse.mjs starts it) to the same rounds, for a ratio measured alike.
 *
 * Runs Lighthouse 12 with the settings of bench/lighthouse.mjs (mobile defaults: simulated slow 4G,
 * 4x CPU slowdown) on each, `--runs` times (default 5) in rounds (one run of each page per round,
 * so that a drift of the machine's speed touches them alike), and writes the medians of the
 * performance score, TBT, LCP and FCP, the longest task and the page's script size to
 * bench/results/stack-floor.md, with the load average and CPU benchmark index of every run. A run
 * started with the 1-minute load above QUIET_LOAD is marked not quiet; `--settle S` waits up to S
 * seconds before each run for the machine to quieten.
 *
 *   npm run bench:stack-floor [-- --runs 5] [--settle 60] [--out other.md] [--product URL] [--cards 20]
 *                             [--json-dir DIR]
 *
 * `--json-dir DIR` keeps every run's full Lighthouse report there (named by page and time), for
 * the main-thread breakdown behind the figures.
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { argValue, CHROME_FLAGS, CHROME_PATH, median, QUIET_LOAD, settle } from './lighthouse-run.mjs';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { build } from 'vite';
import { makeProfiles } from './stack-floor/data.mjs';
import { PROFILES_QUERY } from './stack-floor/page.mjs';
import { PlainPage } from './stack-floor/plain-page.mjs';
import { AppTree, createI18n, routes } from './stack-floor/stack-app.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGE_DIR = path.join(ROOT, 'bench', 'stack-floor');
const OUT = path.resolve(argValue('--out') ?? path.join(ROOT, 'bench', 'results', 'stack-floor.md'));
/** Where each run's full Lighthouse report (JSON) is kept, if anywhere. */
const JSON_DIR = argValue('--json-dir');
/** Issue 29's targets (medians): performance 95 or more, TBT 200 ms or less, LCP 2.5 s or less. */
const TARGETS = { performance: 95, tbt: 200, lcp: 2500 };
/** The plain page's few rules (the stack page has Mantine's style sheet). */
const PLAIN_CSS =
  '<style>body{margin:0;font-family:system-ui,sans-serif}.bar{display:flex;justify-content:space-between;' +
  'height:56px;align-items:center;padding:0 16px;border-bottom:1px solid #ddd}.main{max-width:1140px;' +
  'margin:0 auto;padding:16px}.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));' +
  'gap:16px}.card{border:1px solid #ddd;border-radius:8px;padding:16px}</style>';
const VARIANTS = [
  { key: 'static', name: 'HTML and CSS only (no script)' },
  { key: 'react', name: 'React DOM alone, plain elements' },
  { key: 'stack', name: 'The stack: React Router, Mantine, i18next, TanStack Query' },
];

/** A whole number of 0 or more from `--name`, or `fallback`. */
function countArg(name, fallback) {
  const value = Number(argValue(name) ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, 0 or more`);
  return value;
}

/**
 * A page's document: `head` (tags), the server's markup `app` in `#root`, `body` (tags after it).
 * The same for every variant, so that they differ only in what is measured.
 */
function page({ head, app, body }) {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<meta name="description" content="Stack floor benchmark page" />',
    '<title>Brides</title>',
    // No icon to ask for (a 404 would count as a console error).
    '<link rel="icon" href="data:," />',
    head,
    '</head>',
    '<body>',
    `<div id="root">${app}</div>`,
    body,
    '</body>',
    '</html>',
  ].join('\n');
}

/**
 * Builds the two browser entries into `outDir`; returns, for each, the tags that load it: its
 * style sheets for the head, its module script and its chunks' module preloads for the body.
 */
async function buildEntries(outDir) {
  const entries = { stack: 'stack-client.mjs', react: 'react-client.mjs' };
  await build({
    configFile: false,
    root: PAGE_DIR,
    logLevel: 'error',
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      rolldownOptions: {
        input: Object.fromEntries(Object.entries(entries).map(([k, f]) => [k, path.join(PAGE_DIR, f)])),
      },
    },
  });
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const tags = (src) => {
    const chunk = manifest[src];
    const preloads = (chunk.imports ?? []).map(
      (k) => `<link rel="modulepreload" href="/${manifest[k].file}" />`,
    );
    return {
      head: (chunk.css ?? []).map((f) => `<link rel="stylesheet" href="/${f}" />`).join(''),
      body: [`<script type="module" src="/${chunk.file}"></script>`, ...preloads].join(''),
    };
  };
  return { stack: tags(entries.stack), react: tags(entries.react) };
}

/** JSON for a `<script>` element: no `</script>` can end it early. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The stack page's markup and dehydrated state with `profiles`, rendered as
 * apps/web/src/entry-server.tsx does.
 */
async function renderStack(profiles) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('the stack page redirected');
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = new QueryClient();
  client.setQueryData(PROFILES_QUERY, profiles);
  const html = renderToString(
    h(AppTree, {
      i18n: createI18n(),
      client,
      router: h(StaticRouterProvider, { router, context, hydrate: false }),
    }),
  );
  return {
    html,
    state: `<script type="application/json" id="state">${scriptJson(dehydrate(client))}</script>`,
  };
}

/** The three pages' documents with `cards` profile cards, by variant key. */
async function documents(entries, cards) {
  const profiles = makeProfiles(cards);
  const stack = await renderStack(profiles);
  const plain = renderToString(h(PlainPage, { profiles }));
  const plainState = `<script type="application/json" id="state">${scriptJson(profiles)}</script>`;
  return {
    static: page({ head: PLAIN_CSS, app: plain, body: '' }),
    react: page({ head: PLAIN_CSS, app: plain, body: plainState + entries.react.body }),
    stack: page({ head: entries.stack.head, app: stack.html, body: stack.state + entries.stack.body }),
  };
}

/** The gzipped bytes of the scripts a document loads (its module script and module preloads). */
function scriptBytes(doc, dir) {
  const files = [...doc.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  return files.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(dir, file))).length, 0);
}

/**
 * Serves `docs[variant]` at `/` (the variant in `current.key`) and the built assets, gzipped as
 * the product's server sends them. Resolves with its base URL and close().
 */
async function serve(docs, dir, current) {
  const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8' };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let body;
    let type;
    if (url.pathname === '/') {
      body = Buffer.from(docs[current.key]);
      type = types['.html'];
    } else {
      const file = path.join(dir, path.normalize(url.pathname).replace(/^\/+/, ''));
      if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
        res.writeHead(404).end();
        return;
      }
      body = fs.readFileSync(file);
      type = types[path.extname(file)] ?? 'application/octet-stream';
    }
    res.writeHead(200, {
      'Content-Type': type,
      'Content-Encoding': 'gzip',
      'Cache-Control': url.pathname === '/' ? 'no-cache' : 'public, max-age=31536000, immutable',
    });
    res.end(zlib.gzipSync(body));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { base: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}

/** The longest task of a run (Lighthouse's `long-tasks`, simulated ms), or 0. */
function longestTask(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  return items.reduce((best, item) => Math.max(best, item.duration), 0);
}

/**
 * One Lighthouse run of page `key`; its performance score, metrics (ms) and longest task.
 * @throws {Error} when the page logged an error (its script failed: the figures would be wrong)
 */
async function audit(key, url, port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      // Best practices for its console audit: a page whose script failed would measure cheaper.
      onlyCategories: ['performance', 'best-practices'],
    });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) {
      const consoleErrors = lhr.audits['errors-in-console']?.details?.items ?? [];
      if (consoleErrors.length > 0) {
        throw new Error(
          `${key}: errors in the console: ${consoleErrors.map((e) => e.description).join('; ')}`,
        );
      }
      if (JSON_DIR) {
        fs.mkdirSync(JSON_DIR, { recursive: true });
        fs.writeFileSync(path.join(JSON_DIR, `${key}-${Date.now()}.json`), JSON.stringify(lhr));
      }
      const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
      return {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        longest: longestTask(lhr),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      };
    }
    // Lighthouse sometimes fails to record a trace (NO_NAVSTART); as bench/lighthouse.mjs, tried three times.
    if (attempt >= 3) throw new Error(`${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The Markdown report. */
function report(results, { runs, cards }, chromium, load) {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const lines = [
    "# The stack's floor under Lighthouse (issue 29)",
    '',
    `Written by \`npm run bench:stack-floor\` (bench/stack-floor.mjs) on ${new Date().toISOString().slice(0, 10)}.`,
    `One page, a top bar and ${cards} profile cards (the shape of the visitor's search page), server-rendered`,
    "and served gzipped, in three forms; none holds any of the product's code. Lighthouse 12 default mobile",
    `settings (simulated slow 4G, 4x CPU slowdown), ${chromium} headless, median of ${runs} run(s) per page,`,
    'the pages measured in rounds.',
    `Targets of issue 29 (medians): performance ${TARGETS.performance} or more, TBT ${TARGETS.tbt} ms or less, LCP ${seconds(TARGETS.lcp)} or less.`,
    '',
    `Machine: ${os.cpus().length} CPUs (${cpu}), load average (1 / 5 / 15 min) ${load.start} at the start, ${load.end} at the end.`,
    '',
    '| Page | Script (gzipped) | Performance | TBT | LCP | FCP | Longest task | Quiet runs |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const r of results) {
    const m = (k) => median(r.runs.map((x) => x[k]));
    const quiet = r.runs.filter((x) => x.load <= QUIET_LOAD).length;
    lines.push(
      `| ${r.name} | ${r.scriptBytes === undefined ? 'see check-budget' : `${(r.scriptBytes / 1000).toFixed(1)} kB`} | ${m('performance')} | ${Math.round(m('tbt'))} ms | ${seconds(m('lcp'))} | ${seconds(m('fcp'))} | ${Math.round(m('longest'))} ms | ${quiet} of ${r.runs.length} |`,
    );
  }
  lines.push(
    '',
    '## Every run',
    '',
    '| Page | Run | Performance | TBT | LCP | Longest task | Benchmark index | Load (1 min) |',
    '|---|---|---|---|---|---|---|---|',
  );
  for (const r of results) {
    r.runs.forEach((x, i) =>
      lines.push(
        `| ${r.key} | ${i + 1} | ${x.performance} | ${Math.round(x.tbt)} ms | ${seconds(x.lcp)} | ${Math.round(x.longest)} ms | ${Math.round(x.benchmarkIndex)} | ${x.load.toFixed(2)} |`,
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  const runs = countArg('--runs', 5);
  const settleSeconds = countArg('--settle', 0);
  // As many as the visitor's search page shows (VISITOR_LIST_LIMIT_MAX of @nikah/shared).
  const cards = countArg('--cards', 20);
  const loadNow = () =>
    os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' / ');
  const load = { start: loadNow(), end: '' };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nikah-stack-floor-'));
  const current = { key: 'static' };
  let server;
  let chrome;
  try {
    const docs = await documents(await buildEntries(dir), cards);
    server = await serve(docs, dir, current);
    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
    });
    const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()).Browser;
    const results = VARIANTS.map((v) => ({
      ...v,
      url: `${server.base}/`,
      scriptBytes: scriptBytes(docs[v.key], dir),
      runs: [],
    }));
    const product = argValue('--product');
    if (product)
      results.push({
        key: 'product',
        name: `The product: \`${new URL(product).pathname}${new URL(product).search}\``,
        url: product,
        runs: [],
      });
    for (let i = 0; i < runs; i++) {
      for (const r of results) {
        if (r.key in docs) current.key = r.key;
        const runLoad = await settle(settleSeconds);
        const run = { ...(await audit(r.key, r.url, chrome.port)), load: runLoad };
        console.log(
          `${r.key} run ${i + 1}: performance ${run.performance}, TBT ${Math.round(run.tbt)} ms, LCP ${seconds(run.lcp)}, load ${runLoad.toFixed(2)}`,
        );
        r.runs.push(run);
      }
    }
    load.end = loadNow();
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    fs.writeFileSync(
      OUT,
      report(results, { runs, cards }, version.replace('HeadlessChrome', 'Chromium'), load),
    );
    console.log(`written ${path.relative(ROOT, OUT)}`);
  } finally {
    await chrome?.kill();
    server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
