/**
 * Latin text inside Urdu pages (issue 12, DESIGN.md D14): the Nastaliq web font covers only the
 * Arabic script's characters (its unicode-range, apps/web/src/i18n/nastaliqUrdu.css), so a space
 * between two Latin words is drawn by a Latin font, about 4 px at 16 px. Before, the face also
 * claimed the space (fontsource's sheets set no unicode-range): Nastaliq's space is about 2 px,
 * and member names such as "Sana Farooqui" looked run together. Urdu letters must still be drawn
 * in Nastaliq. SHOTS_DIR set: screenshots of the search results and home at phone and desktop.
 */
import type { Page } from '@playwright/test';
import { expect, expectFontLoaded, test, VIEWPORTS } from './fixtures';

/**
 * Widths in the page's own font (a span inside the first card's heading, 16 px): a Latin
 * two-word name with and without its space, and an Urdu word in the page's stack and in Nastaliq
 * alone.
 */
async function measure(page: Page) {
  return page
    .getByTestId('profile-card')
    .first()
    .evaluate((card) => {
      const host = card.querySelector('h2, h3, h4') ?? card;
      const width = (text: string, fontFamily?: string) => {
        const span = document.createElement('span');
        span.style.fontSize = '16px';
        span.style.whiteSpace = 'pre';
        if (fontFamily) span.style.fontFamily = fontFamily;
        span.textContent = text;
        host.appendChild(span);
        const w = span.getBoundingClientRect().width;
        span.remove();
        return w;
      };
      return {
        spaced: width('Sana Farooqui'),
        joined: width('SanaFarooqui'),
        urdu: width('رشتہ'),
        urduNastaliq: width('رشتہ', '"Noto Nastaliq Urdu"'),
      };
    });
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`Latin names keep a full space on Urdu pages, Urdu stays in Nastaliq (${name})`, async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'nikah.lang', value: 'ur', url: baseURL! }]);
    await page.setViewportSize(viewport);
    await page.goto('/profiles');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(page.getByTestId('profile-card').first()).toBeVisible();
    await expectFontLoaded(page, 'Noto Nastaliq Urdu');
    await page.evaluate(() => document.fonts.ready);

    const m = await measure(page);
    // A Latin space is about 4 px at 16 px (Nastaliq's about 2 px): 3 px tells them apart.
    expect(m.spaced - m.joined, JSON.stringify(m)).toBeGreaterThanOrEqual(3);
    expect(Math.abs(m.urdu - m.urduNastaliq), JSON.stringify(m)).toBeLessThan(0.5);

    const shots = process.env.SHOTS_DIR;
    if (shots) {
      await page.screenshot({ path: `${shots}/ur-profiles-${name}.png` });
      await page.goto('/');
      await expectFontLoaded(page, 'Noto Nastaliq Urdu');
      await page.screenshot({ path: `${shots}/ur-home-${name}.png` });
    }
  });
}
