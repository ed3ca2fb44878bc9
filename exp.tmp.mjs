import { chromium } from 'playwright-core';
const url = process.argv[2]; const variant = process.argv[3] ?? 'base'; const runs = Number(process.argv[4] ?? 5);
const mods = {
  base: (h) => h,
  novars: (h) => h.replace(/<style[^>]*>:root, :host\{--mantine[\s\S]*?<\/style>/, '<style></style>'),
  nostack: (h) => h.replace(/<style/, '<style>:root,:host{--mantine-font-family: system-ui, sans-serif !important;--mantine-font-family-headings: system-ui, sans-serif !important}</style><style'),
  nofonts: (h) => h,
  hoist: (h) => { const i = h.indexOf('<body'); const styles = []; const body = h.slice(i).replace(/<style[^>]*>([\s\S]*?)<\/style>/g, (m, c) => { styles.push(c); return ''; }); return h.slice(0, i).replace('</head>', '<style>' + styles.join('\n') + '</style></head>') + body; },
  latinfirst: (h) => h.replace(/<style/, '<style>:root,:host{--mantine-font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, "Noto Sans Devanagari Subset", "Noto Nastaliq Urdu Subset", "Noto Sans Kannada Subset", "Noto Sans Gujarati Subset", "Noto Sans Telugu Subset", "Noto Sans Tamil Subset", "Noto Sans Gurmukhi Subset", "Noto Sans Bengali Subset", "Noto Sans Malayalam Subset", "Noto Sans Oriya Subset", sans-serif !important;--mantine-font-family-headings: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, "Noto Sans Devanagari Subset", "Noto Nastaliq Urdu Subset", "Noto Sans Kannada Subset", "Noto Sans Gujarati Subset", "Noto Sans Telugu Subset", "Noto Sans Tamil Subset", "Noto Sans Gurmukhi Subset", "Noto Sans Bengali Subset", "Noto Sans Malayalam Subset", "Noto Sans Oriya Subset", sans-serif !important}</style><style'),
  nomore: (h) => h.replace(/<link rel="stylesheet" crossorigin href="\/assets\/mantine-more-[^"]*">/, ''),
  nobodystyles: (h) => { const i = h.indexOf('<body'); return h.slice(0, i) + h.slice(i).replace(/<style[^>]*>[\s\S]*?<\/style>/g, ''); },
};
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const res = [];
for (let r = 0; r < runs; r++) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75, javaScriptEnabled: false });
  const page = await ctx.newPage();
  await page.route((u) => u.pathname === new URL(url).pathname, async (route) => {
    const resp = await route.fetch(); const body = mods[variant](await resp.text());
    await route.fulfill({ response: resp, body });
  });
  if (variant === 'nofonts') await page.route(/\.woff2$/, (r) => r.abort());
  const cdp = await ctx.newCDPSession(page); const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline'] }, transferMode: 'ReportEvents' });
  await page.goto(url); await page.waitForTimeout(2500);
  await cdp.send('Tracing.end'); await done; await ctx.close();
  const sum = (n) => events.filter((e) => e.name === n && e.ph === 'X').reduce((a, e) => a + e.dur, 0) / 1000;
  res.push([sum('UpdateLayoutTree'), sum('Layout'), sum('Paint'), events.filter((e) => e.name === 'Layout' && e.ph === 'X').length, Math.max(...events.filter((e) => e.name === 'Layout' && e.ph === 'X').map((e) => e.dur / 1000))]);
}
await b.close();
const med = (i) => res.map((x) => x[i]).sort((a, b) => a - b)[Math.floor(res.length / 2)];
console.log(variant.padEnd(14), 'style', med(0).toFixed(1), 'layout', med(1).toFixed(1), 'paint', med(2).toFixed(1), ' all style:', res.map((x) => x[0].toFixed(0)).join(' '), 'layouts', med(3), 'max layout', med(4).toFixed(1), res.map((x) => x[4].toFixed(0)).join(' '));
