/**
 * The home page of SPEC.md section 1 at phone and desktop widths, in English and Urdu, with no
 * console errors; screenshots are kept in test-results/screens for review.
 */
import { test, expect, useLanguage, VIEWPORTS } from './fixtures';

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const lang of ['en', 'ur'] as const) {
    test(`home page on ${device} in ${lang}`, async ({ page, consoleErrors: _ }) => {
      await page.setViewportSize(viewport);
      await useLanguage(page, lang);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ur' ? 'rtl' : 'ltr');

      const header = page.locator('header').first();
      await expect(header).toBeVisible();
      expect((await header.boundingBox())?.height).toBe(60);

      // Fed by the demo data: ticker, count, carousels, guidelines, books.
      await expect(page.getByTestId('ticker')).toContainText(/\S{3,}/);
      await expect(page.getByTestId('profile-count')).toContainText(/\d/);
      await expect(
        page.getByTestId('home-new-profiles').locator('a[href^="/profiles/"]').first(),
      ).toBeVisible();
      await expect(page.getByTestId('home-success-stories')).toBeVisible();
      await expect(page.getByTestId('home-guidelines').getByRole('button')).toHaveCount(10);
      await expect(page.getByTestId('home-books').locator('a[href$="/pdf"]')).toHaveCount(10);
      await expect(page.locator('footer')).toContainText(/\d/);
      await expect(page.locator('a[href="/terms-and-conditions"]').first()).toBeAttached();

      // No third-party request is made before the user asks for a video.
      const external: string[] = [];
      page.on('request', (r) => {
        if (!r.url().startsWith('http://127.0.0.1')) external.push(r.url());
      });
      await page.mouse.wheel(0, 3000);
      await page.waitForTimeout(300);
      expect(external).toEqual([]);

      await page.screenshot({ path: `test-results/screens/home-${device}-${lang}.png`, fullPage: true });
    });
  }
}

test('the language picker switches to Urdu, right to left, and remembers it', async ({
  page,
  consoleErrors: _,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByTestId('language-picker').click();
  await page.getByTestId('language-ur').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
});
