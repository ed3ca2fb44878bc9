/**
 * The installable web app (issue 5): a manifest with PNG and maskable icons, a service worker that
 * keeps the app shell and hashed files but never an API answer other than public book covers and
 * the home page's data, and
 * an offline page in English, Hindi and Urdu when there is no network.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

test('the manifest describes an installable app with PNG and maskable icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const res = await request.get(href ?? '');
  expect(res.status()).toBe(200);
  const manifest = (await res.json()) as Manifest;
  expect(manifest.name).toMatch(/Nikah/);
  expect(manifest.short_name).toBe('Nikah');
  expect(manifest.display).toBe('standalone');
  expect(manifest.start_url).toMatch(/^\//);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  for (const [px, purpose] of [
    [192, 'any'],
    [512, 'any'],
    [192, 'maskable'],
    [512, 'maskable'],
  ] as const) {
    const size = `${px}x${px}`;
    const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === purpose);
    expect(icon, `${size} ${purpose}`).toBeDefined();
    expect(icon!.type).toBe('image/png');
    const png = await request.get(icon!.src);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    const body = await png.body();
    expect(body.subarray(1, 4).toString()).toBe('PNG');
    // Width and height from the IHDR chunk.
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([px, px]);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
});

test('the service worker caches the shell, never private API answers, and serves the offline page', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('home-books')).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Visit pages that call the API (lists, counters, covers) with the worker in control.
  await page.reload();
  await expect(page.getByTestId('home-books')).toBeVisible();
  await page.goto('/book');
  await expect(page.getByTestId('book-card').first()).toBeVisible();
  await page.waitForTimeout(500);

  const cached = await page.evaluate(async () => {
    const out: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) out.push(new URL(req.url).pathname);
    }
    return out;
  });
  expect(cached).toContain('/offline.html');
  expect(cached.some((p) => /^\/assets\/index-[\w-]+\.js$/.test(p))).toBe(true);
  const api = cached.filter((p) => p.startsWith('/api/'));
  // Public answers only: book covers and the home page's data (kept for the offline home).
  expect(
    api.every((p) => /^\/api\/media\/books\/\d+\/cover$/.test(p) || p === '/api/home/'),
    api.join(', '),
  ).toBe(true);

  await context.setOffline(true);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await expect(page.locator('[lang="hi"] h2')).toBeVisible();
  await expect(page.locator('[lang="ur"] h2')).toBeVisible();
  await expect(page.getByTestId('offline-retry')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await context.setOffline(false);
  await page.getByTestId('offline-retry').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  // Requests that failed while offline are expected in the console; nothing else.
  const unexpected = consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});
