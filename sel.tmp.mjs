import { chromium } from 'playwright-core';
import fs from 'node:fs';
const url = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
const events = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-blink.debug'] }, transferMode: 'ReportEvents' });
await page.goto(url); await page.waitForTimeout(5000);
await cdp.send('Tracing.end'); await done; await b.close();
const agg = new Map(); let total = 0;
for (const e of events) {
  const stats = e.args?.selector_stats?.selector_timings;
  if (!stats) continue;
  for (const s of stats) {
    const k = s.selector; const a = agg.get(k) ?? { us: 0, attempts: 0, matches: 0 };
    a.us += s['elapsed (us)']; a.attempts += s.match_attempts; a.matches += s.match_count; agg.set(k, a); total += s['elapsed (us)'];
  }
}
console.log('total selector ms', (total / 1000).toFixed(1), 'selectors', agg.size);
for (const [k, v] of [...agg].sort((a, b) => b[1].us - a[1].us).slice(0, 25)) console.log((v.us / 1000).toFixed(2).padStart(7), String(v.attempts).padStart(7), String(v.matches).padStart(6), k.slice(0, 120));
const ult = events.filter((e) => e.name === 'UpdateLayoutTree' && e.ph === 'X').reduce((a, e) => a + e.dur, 0);
console.log('UpdateLayoutTree total ms', (ult / 1000).toFixed(1));
