/**
 * Images (issue 11) on a phone: book covers come as AVIF/WebP/JPEG `srcset`s at the widths of
 * their 90 px box, the browser picks an AVIF no wider than it needs and the server answers it as
 * AVIF; every image has width and height (no layout shift); below the fold they load lazily and
 * the first card of the home page loads at once with high priority.
 */
import { test, expect, showFooter, VIEWPORTS } from './fixtures';

test('book covers: AVIF and WebP sources at the widths of their box, lazy, sized', async ({
  page,
  request,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/book');
  const card = page.getByTestId('book-card').first();
  await expect(card).toBeVisible();
  const sources = card.locator('picture source');
  await expect(sources).toHaveCount(2);
  expect(await sources.evaluateAll((s) => s.map((e) => e.getAttribute('type')))).toEqual([
    'image/avif',
    'image/webp',
  ]);
  const avif = (await sources.first().getAttribute('srcset')) ?? '';
  expect(avif.split(', ').map((c) => c.split(' ')[1])).toEqual(['96w', '192w', '288w']);
  const img = card.locator('img');
  await expect(img).toHaveAttribute('width', '90');
  await expect(img).toHaveAttribute('height', '128');
  await expect(img).toHaveAttribute('loading', 'lazy');
  await expect(img).toHaveAttribute('sizes', '90px');

  // The browser chose an AVIF candidate (Chromium reads AVIF), and the server sends AVIF for it.
  await expect.poll(() => img.evaluate((e: HTMLImageElement) => e.currentSrc)).toMatch(/fmt=avif/);
  const chosen = await img.evaluate((e: HTMLImageElement) => e.currentSrc);
  expect(Number(/[?&]w=(\d+)/.exec(chosen)?.[1])).toBeLessThanOrEqual(288);
  const res = await request.get(chosen);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/avif');
  expect(await img.evaluate((e: HTMLImageElement) => e.naturalWidth)).toBeGreaterThan(0);
});

test('every image of the home page has its size; the first card loads at once, the rest lazily', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/');
  // The lower sections are built when scrolled near; then back to the first screen.
  await showFooter(page);
  await expect(page.getByTestId('home-books').getByTestId('book-card').first()).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, 0));
  const unsized = await page
    .locator('img')
    .evaluateAll((imgs) =>
      imgs.filter((i) => !i.getAttribute('width') || !i.getAttribute('height')).map((i) => i.outerHTML),
    );
  expect(unsized).toEqual([]);
  const cards = page.getByTestId('home-new-profiles').getByTestId('profile-card');
  await expect(cards.first()).toBeVisible();
  const first = cards.first().locator('img');
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('loading', 'eager');
  if ((await cards.count()) > 1) await expect(cards.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
  await expect(page.getByTestId('home-books').locator('img').first()).toHaveAttribute('loading', 'lazy');
});
