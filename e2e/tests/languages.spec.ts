/**
 * Screenshots for issue 12's Done-when (screenshot-only; runs when SHOTS_DIR is set): home, search
 * results, the signup wizard's first step and a profile detail (as a member), in each of the twelve interface
 * languages at 390 px, in a Chromium whose fontconfig holds Latin fonts only
 * (fonts/latin-only.conf: no Indic or Arabic system fonts), so every Indic or Urdu letter in the
 * pictures is drawn by the app's own web fonts. Also checks, per language, that the script's web
 * font is loaded (document.fonts) and `<html lang dir>` follow the language.
 *
 *   SHOTS_DIR=/tmp/shots WEB_DIST=... E2E_PORT=... npx playwright test tests/languages.spec.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INTERFACE_LANGUAGES } from '@nikah/shared';
const HERE = path.dirname(fileURLToPath(import.meta.url));
import { expect, expectFontLoaded, test, useLanguage, VIEWPORTS } from './fixtures';
import { SCRIPT_FONT_FAMILY } from '../../apps/web/src/i18n/fontFamilies';
import { logIn, signUpMember } from './ui-helpers';

const SHOTS = process.env.SHOTS_DIR;
const FONTCONFIG = path.resolve(HERE, '../fonts/latin-only.conf');

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    env: { ...process.env, FONTCONFIG_FILE: FONTCONFIG },
  },
});

test.describe('twelve languages without system Indic or Arabic fonts', () => {
  test.skip(!SHOTS, 'screenshots only: set SHOTS_DIR');

  for (const lang of INTERFACE_LANGUAGES) {
    test(`home, search, profile and signup in ${lang.code}`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const dir = path.join(SHOTS ?? '', 'languages');
      fs.mkdirSync(dir, { recursive: true });
      await page.setViewportSize(VIEWPORTS.phone);
      await useLanguage(page, lang.code);
      // The server renders in the cookie's language (issue 11), the app in the stored one: both set.
      await page.context().addCookies([{ name: 'nikah.lang', value: lang.code, url: baseURL }]);
      const shot = async (name: string) => {
        // Fonts swap in after the text shows: wait for every requested face before the picture.
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: path.join(dir, `${lang.code}-${name}.png`), fullPage: false });
      };

      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', lang.code);
      await expect(page.locator('html')).toHaveAttribute('dir', lang.dir);
      await expect(
        page.getByTestId('home-new-profiles').locator('a[href^="/profiles/"]').first(),
      ).toBeVisible();
      const family = SCRIPT_FONT_FAMILY[lang.script];
      if (family) await expectFontLoaded(page, family);
      await shot('home');

      await page.goto('/profiles');
      const card = page.getByTestId('profile-card').first();
      await expect(card).toBeVisible();
      await shot('search');

      const href = await card.locator('a[href^="/profiles/"]').first().getAttribute('href');

      await page.goto('/signup');
      await expect(page.locator('main input').first()).toBeVisible();
      await shot('signup');

      // A profile's detail is for members: sign one up and open the card's profile.
      const member = await signUpMember(page, { name: 'Sana Farooqui', gender: 'Female', year: 1997 });
      await logIn(page, member);
      await page.goto(href ?? '/profiles');
      await expect(page.getByTestId('profile-personal')).toBeVisible();
      await shot('profile');
    });
  }
});
