/**
 * Text in another script than the interface's shows in its own font (issue 34 point 6): every
 * script's web font is declared in every language, limited to its letters by `unicode-range`
 * (apps/web/src/i18n/scriptFaces.css), so the browser downloads a face only when a page holds text
 * in that script. Checked through `document.fonts`: on the books page in English, the Hindi tab's
 * titles load the shipped Devanagari face; in Hindi, the Urdu tab's titles load the Nastaliq one;
 * a page without such text loads neither.
 */
import type { Page } from '@playwright/test';
import { expect, test, useLanguage, VIEWPORTS } from './fixtures';

/** The status of the faces of `family` on the page ('loaded', 'unloaded', ...), in order. */
const faceStatus = (page: Page, family: string) =>
  page.evaluate((name) => {
    const statuses: string[] = [];
    document.fonts.forEach((face) => {
      if (face.family.replace(/["']/g, '') === name) statuses.push(face.status);
    });
    return statuses;
  }, family);

/** Opens the books page in `lang` at 390 px and shows the `tab` books. */
async function booksTab(page: Page, lang: 'en' | 'hi', tab: 'hindi' | 'urdu'): Promise<void> {
  await page.setViewportSize(VIEWPORTS.phone);
  await useLanguage(page, lang);
  await page.goto('/book');
  await page.getByTestId(`book-tab-${tab}`).click();
  await expect(page.getByTestId(`book-tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('book-card').first()).toBeVisible();
}

test('Hindi titles on an English page load the Devanagari face, and only where they are', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await useLanguage(page, 'en');
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.evaluate(() => document.fonts.ready);
  // Declared (by a style sheet the app links once the page has painted, issue 29), but no
  // Devanagari on the page: nothing downloaded.
  await expect.poll(() => faceStatus(page, 'Noto Sans Devanagari Subset')).toEqual(['unloaded', 'unloaded']);

  await booksTab(page, 'en', 'hindi');
  await expect(page.getByTestId('book-card').first()).toContainText(/[\u0900-\u097F]/);
  await expect.poll(() => faceStatus(page, 'Noto Sans Devanagari Subset')).toContain('loaded');
  // No Urdu text there: the Nastaliq face stays where it is.
  expect(await faceStatus(page, 'Noto Nastaliq Urdu Subset')).toEqual(['unloaded', 'unloaded']);
});

test('Urdu titles on a Hindi page load the Nastaliq face', async ({ page }) => {
  await booksTab(page, 'hi', 'urdu');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByTestId('book-card').first()).toContainText(/[\u0600-\u06FF]/);
  await expect.poll(() => faceStatus(page, 'Noto Nastaliq Urdu Subset')).toContain('loaded');
});
