/**
 * The long main-thread tasks of one Lighthouse run's observed trace (issue 29), from the files
 * `bench/lighthouse.mjs --trace-dir DIR` keeps: for each task of the page's main thread that lasts
 * 12.5 ms or more (50 ms once Lighthouse multiplies it by its 4x CPU slowdown) after the first
 * contentful paint, its start (ms after navigation), duration and the trace events that took its
 * time (self time, by name; a script's evaluation and compilation named by its file).
 *
 *   node bench/trace-tasks.mjs DIR/page-ur-123.trace.json [--min 12.5]
 */
import fs from 'node:fs';

const file = process.argv[2];
if (!file) throw new Error('usage: node bench/trace-tasks.mjs TRACE.json [--min 12.5]');
const minIndex = process.argv.indexOf('--min');
const MIN_MS = minIndex >= 0 ? Number(process.argv[minIndex + 1]) : 12.5;

const trace = JSON.parse(fs.readFileSync(file, 'utf8'));
const events = trace.traceEvents ?? trace;
const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
if (!nav) throw new Error('no main-frame navigationStart in the trace');
const { pid, tid } = nav;
const t0 = nav.ts;
const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);

/** Complete events of the page's main thread, by start. */
const main = events
  .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && typeof e.dur === 'number')
  .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
const tasks = main.filter((e) => e.name === 'RunTask' && e.dur >= MIN_MS * 1000 && e.ts >= (fcp?.ts ?? t0));

/** A short label of event `e`: its name, with the script file for evaluation and compilation. */
function label(e) {
  const url = e.args?.data?.url ?? e.args?.fileName ?? e.args?.data?.fileName;
  const base = typeof url === 'string' && url ? ` ${url.replace(/^.*\//, '').slice(0, 40)}` : '';
  const fn = e.name === 'FunctionCall' ? ` ${e.args?.data?.functionName || '(anonymous)'}` : '';
  return `${e.name}${base}${fn}`;
}

console.log(`${file}: first contentful paint at ${fcp ? ((fcp.ts - t0) / 1000).toFixed(0) : '?'} ms`);
let blocking = 0;
for (const task of tasks) {
  const end = task.ts + task.dur;
  const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end);
  // Self time: each event's duration less that of the events directly inside it.
  const self = new Map();
  const stack = [];
  for (const e of inside) {
    while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) self.set(parent, (self.get(parent) ?? parent.dur) - e.dur);
    if (!self.has(e)) self.set(e, e.dur);
    stack.push(e);
  }
  const byLabel = new Map();
  for (const [e, us] of self) byLabel.set(label(e), (byLabel.get(label(e)) ?? 0) + us);
  const top = [...byLabel.entries()]
    .filter(([, us]) => us >= 500)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`);
  const ms = task.dur / 1000;
  blocking += Math.max(0, ms * 4 - 50);
  console.log(
    `  at ${((task.ts - t0) / 1000).toFixed(0)} ms: ${ms.toFixed(1)} ms (x4 ${(ms * 4).toFixed(0)})`,
  );
  console.log(`    ${top.join(', ')}`);
}
console.log(`sum of (x4 duration - 50 ms): ${blocking.toFixed(0)} ms in ${tasks.length} task(s)`);
