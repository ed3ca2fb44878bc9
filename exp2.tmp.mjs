import { chromium } from 'playwright-core';
const url = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75, javaScriptEnabled: false });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page); const events = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline','disabled-by-default-devtools.timeline'] }, transferMode: 'ReportEvents' });
await page.goto(url); await page.waitForTimeout(2500);
await cdp.send('Tracing.end'); await done; await b.close();
const t0 = Math.min(...events.filter(e=>e.name==='ParseHTML').map(e=>e.ts));
for (const e of events.filter(e=>['Layout','UpdateLayoutTree','ParseHTML','ParseAuthorStyleSheet','ResourceFinish','ScheduleStyleRecalculation','InvalidateLayout'].includes(e.name)).sort((a,b)=>a.ts-b.ts)) {
  if (e.ph==='X' && e.dur < 3000) continue;
  const d = e.args?.beginData ?? e.args?.data ?? {};
  console.log(((e.ts-t0)/1000).toFixed(0).padStart(6), e.name.padEnd(22), e.dur? (e.dur/1000).toFixed(1).padStart(6):'     -', JSON.stringify({dirty:d.dirtyObjects,total:d.totalObjects,el:e.args?.elementCount, url:(d.url||d.styleSheetUrl||'').slice(-40)}));
}
