/**
 * What the main thread does after the first paint of one page load, task by task (issue 29): the
 * diagnosis behind Lighthouse's Total Blocking Time. Lighthouse's mobile preset loads the page
 * unthrottled and multiplies each task's duration by 4 (simulated CPU slowdown), so every task of
 * 12.5 ms or more here is a "long task" there. For each such task after the first contentful
 * paint, prints its duration (and x4), its trace events (script evaluation, React's scheduler,
 * style and layout), the functions the CPU profiler sampled in it and the React components on
 * their stacks; then the sum of (4 x duration - 50 ms), comparable between builds though not
 * equal to Lighthouse's figure, and the style and layout invalidations after the paint by reason
 * (a style sheet added late, fonts changed, `<html lang>` written).
 *
 *   node bench/long-tasks.mjs http://127.0.0.1:3431/ [--lang ur] [--wait 7000] [--trace out.json]
 *                             [--session TOKEN]
 *
 * `--session` loads the page as the member of that session token (the `session` cookie; a member's
 * server-rendered profile detail; bench/member-session.ts makes one on a stopped server's data).
 *
 * Against a running server (a production build; a build with `--minify false` names the
 * functions). Chromium from CHROMIUM_PATH (default /usr/bin/chromium), a phone's viewport
 * (412 x 823). The machine's load changes every duration: compare builds on the same machine,
 * several loads each.
 */
import fs from 'node:fs';
import { chromium } from 'playwright-core';

const LONG_TASK_MS = 50;
/** Lighthouse's simulated CPU slowdown on mobile. */
const SLOWDOWN = 4;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.invalidationTracking',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'loading',
];

function argValue(flag) {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const url = process.argv[2];
if (!url?.startsWith('http')) {
  console.error(
    'usage: node bench/long-tasks.mjs <page URL> [--lang ur] [--wait ms] [--trace file] [--session token]',
  );
  process.exit(2);
}
const lang = argValue('--lang') ?? 'en';
const waitMs = Number(argValue('--wait') ?? 7000);
const session = argValue('--session');

/** Loads `url` once in a phone-sized page; resolves with the trace's events. */
async function traceLoad() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      deviceScaleFactor: 1.75,
    });
    // For the whole site (a cookie given the page's URL would be for its folder only).
    const site = new URL('/', url).href;
    await context.addCookies([
      { name: 'nikah.lang', value: lang, url: site },
      ...(session ? [{ name: 'session', value: session, url: site, httpOnly: true }] : []),
    ]);
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(waitMs);
    const buffer = await browser.stopTracing();
    const file = argValue('--trace');
    if (file) fs.writeFileSync(file, buffer);
    return JSON.parse(buffer.toString()).traceEvents;
  } finally {
    await browser.close();
  }
}

/** The CPU profile's samples ([time in µs, node id]) and nodes of process `pid`. */
function profileOf(events, pid) {
  const nodes = new Map();
  const samples = [];
  let time = null;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid)) {
    const data = chunk.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    if (time === null) {
      const start = events.find((e) => e.name === 'Profile' && e.id === chunk.id);
      time = start?.args?.data?.startTime ?? chunk.ts;
    }
    const deltas = data.timeDeltas ?? [];
    (data.cpuProfile?.samples ?? []).forEach((id, i) => {
      time += deltas[i];
      samples.push([time, id]);
    });
  }
  return { nodes, samples };
}

const fileOf = (url) =>
  (url ?? '')
    .split('/')
    .pop()
    .replace(/-[\w-]{8}\.js$/, '');
/** A React component's name: capitalised, from our scripts. */
const isComponent = (frame) =>
  /^[A-Z][A-Za-z0-9]+$/.test(frame.functionName) &&
  Boolean(frame.url) &&
  !/^(Promise|MessagePort|Function|Object|Array|Map|Set)$/.test(frame.functionName);

function top(counts, n) {
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k} ${Number.isInteger(v) ? v : v.toFixed(1)}`)
    .join(', ');
}

function add(map, key, value) {
  map.set(key, (map.get(key) ?? 0) + value);
}

const events = await traceLoad();
const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url));
if (!parse) throw new Error(`no ParseHTML event for ${url} in the trace`);
const { pid, tid } = parse;
const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
if (!fcp) throw new Error('no first contentful paint in the trace');
const start = events.find((e) => e.name === 'navigationStart' && e.pid === pid) ?? parse;
const { nodes, samples } = profileOf(events, pid);
const parent = new Map();
for (const node of nodes.values()) if (node.parent) parent.set(node.id, node.parent);

const threshold = (LONG_TASK_MS / SLOWDOWN) * 1000;
const tasks = main.filter((e) => e.name === 'RunTask' && e.dur >= threshold && e.ts + e.dur > fcp.ts);
console.log(`${url} (${lang}): first contentful paint at ${Math.round((fcp.ts - start.ts) / 1000)} ms`);
console.log(
  `tasks of ${LONG_TASK_MS / SLOWDOWN} ms or more after it (x${SLOWDOWN}: Lighthouse's long tasks):`,
);
let blocking = 0;
for (const task of tasks) {
  const ms = task.dur / 1000;
  blocking += Math.max(0, ms * SLOWDOWN - LONG_TASK_MS);
  const kinds = new Map();
  for (const e of main) {
    if (e === task || e.ts < task.ts || e.ts >= task.ts + task.dur || e.dur < 1000) continue;
    const d = e.args?.data ?? {};
    const name =
      e.name === 'FunctionCall'
        ? `call ${d.functionName || '(anonymous)'}@${fileOf(d.url)}`
        : e.name === 'EvaluateScript'
          ? `script ${fileOf(d.url)}`
          : e.name;
    add(kinds, name, e.dur / 1000);
  }
  const functions = new Map();
  const components = new Map();
  for (const [time, id] of samples) {
    if (time < task.ts || time > task.ts + task.dur) continue;
    const frame = nodes.get(id).callFrame;
    add(functions, `${frame.functionName || '(anonymous)'}@${fileOf(frame.url)}`, 1);
    let node = nodes.get(id);
    while (node && !isComponent(node.callFrame)) node = nodes.get(parent.get(node.id));
    add(components, node ? node.callFrame.functionName : '-', 1);
  }
  console.log(
    `  at ${Math.round((task.ts - start.ts) / 1000)} ms: ${ms.toFixed(1)} ms (x${SLOWDOWN} ${Math.round(ms * SLOWDOWN)})` +
      `\n    events: ${top(kinds, 4)}\n    samples: ${top(functions, 5)}\n    components: ${top(components, 5)}`,
  );
}
console.log(
  `sum of (x${SLOWDOWN} duration - ${LONG_TASK_MS} ms): ${Math.round(blocking)} ms in ${tasks.length} task(s)`,
);

const reasons = new Map();
for (const e of events) {
  if (e.pid !== pid || !/InvalidationTracking$/.test(e.name) || e.ts < fcp.ts) continue;
  add(reasons, `${e.name.replace('InvalidationTracking', '')}: ${e.args?.data?.reason ?? '(no reason)'}`, 1);
}
console.log(`style and layout invalidations after the paint: ${top(reasons, 12) || 'none'}`);
