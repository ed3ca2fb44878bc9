/** axe-core on the home page: no serious or critical violations, in English and Urdu. */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, useLanguage, VIEWPORTS } from './fixtures';

for (const lang of ['en', 'ur'] as const) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`home page has no serious accessibility violations (${lang}, ${device})`, async ({
      page,
      consoleErrors: _,
    }) => {
      await page.setViewportSize(viewport);
      await useLanguage(page, lang);
      await page.goto('/');
      await expect(page.getByTestId('home-books').locator('a[href$="/pdf"]').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect(serious).toEqual([]);
    });
  }
}
