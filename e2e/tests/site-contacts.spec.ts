/**
 * The site's own contact details come from the server's configuration (issue 15; SITE_* set in
 * playwright.config.ts): the footer shows the configured e-mail and Google Play link (no App Store
 * link, as none is configured), and the Contact us dialog links the configured WhatsApp number and
 * pages; no placeholder address appears anywhere. Screenshots at 390 and 1366 px, English and Urdu.
 */
import { test, expect, showFooter, useLanguage, VIEWPORTS } from './fixtures';

const SHOTS = process.env.SHOTS_DIR;

for (const lang of ['en', 'ur'] as const) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`footer and contact dialog show the configured details (${lang}, ${size})`, async ({
      page,
      consoleErrors: _,
    }) => {
      await page.setViewportSize(viewport);
      await useLanguage(page, lang);
      await page.goto('/about');
      const footer = await showFooter(page);
      await footer.scrollIntoViewIfNeeded();
      await expect(page.getByTestId('footer-email')).toHaveAttribute('href', 'mailto:help@nikah.test');
      await expect(page.getByTestId('footer-play-store')).toHaveAttribute(
        'href',
        'https://play.google.com/store/apps/details?id=test.nikah',
      );
      await expect(page.getByTestId('footer-app-store')).toHaveCount(0);

      await page.getByTestId('contact-button').click();
      const dialog = page.getByTestId('contact-modal');
      await expect(dialog).toBeVisible();
      await expect(page.getByTestId('social-whatsapp')).toHaveAttribute('href', 'https://wa.me/919876543210');
      await expect(page.getByTestId('social-youtube')).toHaveAttribute(
        'href',
        'https://www.youtube.com/@nikah-test',
      );
      await expect(page.getByTestId('social-facebook')).toHaveAttribute(
        'href',
        'https://www.facebook.com/nikah-test',
      );
      await expect(page.getByTestId('social-instagram')).toHaveAttribute(
        'href',
        'https://www.instagram.com/nikah-test',
      );
      await expect(page.getByTestId('contact-email')).toHaveAttribute('href', 'mailto:help@nikah.test');
      expect(await page.content()).not.toMatch(/nikah\.example|919000000000/);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/contact-${lang}-${viewport.width}.png` });
      await page.keyboard.press('Escape');
      if (SHOTS) await footer.screenshot({ path: `${SHOTS}/footer-${lang}-${viewport.width}.png` });
    });
  }
}
