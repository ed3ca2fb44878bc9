import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (let i = 0; i < 3; i++) {
  const p = await b.newPage(); await p.goto('data:text/html,<p>x</p>');
  console.log(await p.evaluate(() => {
    const m = (f) => { const t = performance.now(); f(); return (performance.now() - t).toFixed(1); };
    return ['PluralRules en ' + m(() => new Intl.PluralRules('en').select(3)), 'PluralRules en again ' + m(() => new Intl.PluralRules('en').select(3)),
      'PluralRules ur ' + m(() => new Intl.PluralRules('ur').select(3)), 'NumberFormat en ' + m(() => new Intl.NumberFormat('en').format(1234)),
      'DateTimeFormat ' + m(() => new Intl.DateTimeFormat('en',{dateStyle:'medium'}).format(new Date()))].join(' | ');
  }));
  await p.close();
}
await b.close();
