/**
 * Server errors read in the member's language by key (DESIGN.md D18): a field error of the server
 * shows in Urdu under its input, and a refused upload reads as one sentence in Urdu (not
 * "FILE: Upload a valid image."). Screenshots at 390 px and 1366 px go to SHOTS_DIR.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { useLanguage } from './fixtures';
import { freshMobile } from './accounts-helpers';
import { logIn, signUpMember } from './ui-helpers';

const SHOTS = process.env.SHOTS_DIR ?? path.join('test-results', 'error-keys');
const WIDTHS = [390, 1366] as const;

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

for (const lang of ['ur', 'en'] as const) {
  test(`a server field error shows by its key under the input (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/forgot-password');
      await page.getByTestId('forgot-username-input').fill(freshMobile());
      await page.getByTestId('forgot-get-otp').click();
      // 400 {"username": ["No profile found with this username."]} with its key in X-Error-Keys.
      const expected =
        lang === 'ur' ? 'اس یوزر نیم سے کوئی پروفائل نہیں ملی۔' : 'No profile found with this username.';
      await expect(page.getByTestId('forgot-username')).toContainText(expected);
      await shot(page, `forgot-${lang}-${width}`);
    }
  });

  test(`a refused photo reads as one sentence (${lang})`, async ({ page }) => {
    const member = await signUpMember(page, { name: 'Sana Rahman', gender: 'Female', year: 1998 });
    await useLanguage(page, lang);
    await logIn(page, member);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/edit-profile?mode=create');
      await page.getByTestId('photo-input-0').setInputFiles({
        name: 'notes.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('these are notes, not a photo'),
      });
      const sentence =
        lang === 'ur'
          ? 'یہ فائل تصویر نہیں ہے۔ JPEG، PNG، WebP یا GIF تصویر منتخب کریں۔'
          : 'This file is not a photo. Choose a JPEG, PNG, WebP or GIF image.';
      const toast = page.getByText(sentence);
      await expect(toast).toBeVisible();
      await expect(page.getByText(/FILE:/)).toHaveCount(0);
      await shot(page, `photo-${lang}-${width}`);
      await page.reload();
    }
  });
}
