/**
 * The offline home (issue 11): after one online visit with the service worker in control, the
 * home page reloads without a network from the worker's copies (its HTML and `/api/home/`) and
 * shows the same profile count; another page still gets the offline page.
 */
import { test, expect } from './fixtures';

test('the last home page shows offline, with its profile count', async ({ page, context, consoleErrors }) => {
  await page.goto('/');
  await expect(page.getByTestId('profile-count')).toContainText(/\d/);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Now under the worker: this visit's page and home data are the ones kept.
  await page.reload();
  await expect(page.getByTestId('profile-count')).toContainText(/\d/);
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const online = (await page.getByTestId('profile-count').textContent()) ?? '';
  expect(online).toMatch(/\d/);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const names = await caches.keys();
        const home = names.find((n) => n.startsWith('nikah-home-'));
        if (!home) return [];
        return (await (await caches.open(home)).keys()).map((r) => new URL(r.url).pathname).sort();
      }),
    )
    .toEqual(['/', '/api/home/']);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('profile-count')).toHaveText(online);
  await expect(page.getByTestId('home-books')).toBeVisible();
  // Other pages were never kept: the offline page.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await context.setOffline(false);
  // Requests that failed while offline are expected in the console; nothing else.
  const unexpected = consoleErrors.filter(
    (e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/.test(e),
  );
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});
