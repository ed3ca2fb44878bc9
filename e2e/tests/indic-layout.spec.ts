/**
 * Phone layout of the longer scripts (issue 12), in all twelve interface languages at 390 px, in a
 * Chromium whose fontconfig holds Latin fonts only (fonts/latin-only.conf), so that the app's own
 * web fonts draw every Indic and Urdu letter, as on a phone without them:
 * - a search card's values wrap between words, never inside one (Malayalam's marital status
 *   broke mid-word), and nothing runs past the screen's width;
 * - the site name in the top bar is whole (not cut with an ellipsis: Tamil and Malayalam were, on
 *   a signed-in member's profile page, and a visitor's at 360 px) and does not run under the bar's
 *   buttons, on the search page as a visitor, on home and on a profile page signed in, and at
 *   360 px too on the first two.
 * SHOTS_DIR set: a picture of each page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { INTERFACE_LANGUAGES } from '@nikah/shared';
import { expect, test, useLanguage, VIEWPORTS, waitForApp } from './fixtures';
import { expectApart, logIn, signUpMember, type Member } from './ui-helpers';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SHOTS = process.env.SHOTS_DIR;

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    env: { ...process.env, FONTCONFIG_FILE: path.resolve(HERE, '../fonts/latin-only.conf') },
  },
});

async function settle(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  if (SHOTS) {
    fs.mkdirSync(path.join(SHOTS, 'indic-layout'), { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'indic-layout', `${name}.png`) });
  }
}

/** Most Android phones are this wide (CSS pixels): the top bar is tighter than at 390 px. */
const NARROW_PHONE_WIDTH = 360;

/** The page is no wider than the screen. */
async function expectNoSideScroll(page: Page): Promise<void> {
  const { width, screen } = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(width, 'page width').toBeLessThanOrEqual(screen);
}

/**
 * At NARROW_PHONE_WIDTH the site name is still whole and the page no wider than the screen (the
 * bar fits the name again when it narrows); the phone's width comes back after.
 */
async function expectWholeWhenNarrow(page: Page): Promise<void> {
  await page.setViewportSize({ width: NARROW_PHONE_WIDTH, height: VIEWPORTS.phone.height });
  await expectSiteNameWhole(page);
  await expectNoSideScroll(page);
  await page.setViewportSize(VIEWPORTS.phone);
}

/**
 * The words of the cards' values that are drawn on more than one line (a word cut in two).
 * A word is a run between spaces; a bidi or font run may split it into several boxes on one line.
 */
async function brokenWords(page: Page): Promise<string[]> {
  return page.getByTestId('profile-card').evaluateAll((cards) => {
    const broken: string[] = [];
    for (const dd of cards.flatMap((card) => Array.from(card.querySelectorAll('dd')))) {
      const walker = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          // Boxes of one line may differ in top by a few pixels (another font's run): a line is
          // 20 px or more below the one before.
          const tops = Array.from(range.getClientRects(), (r) => r.top);
          if (Math.max(...tops) - Math.min(...tops) > 10) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

/**
 * The site name is whole: its text is no wider than its box (which cuts it with an ellipsis).
 * The server's markup draws the name at its style sheet size; the top bar fits it (useFitText in
 * Header.tsx) once the page has hydrated, which on a busy machine is after the cards show. So the
 * check waits for that fitted state; a name that never fits still fails it.
 */
async function expectSiteNameWhole(page: Page): Promise<void> {
  const header = page.getByTestId('site-header');
  const name = header.getByTestId('logo-link').locator('span');
  await expect(name).toBeVisible();
  await expect(async () => {
    const fit = await name.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return { text: range.getBoundingClientRect().width, box: element.getBoundingClientRect().width };
    });
    expect(fit.text, `site name ${JSON.stringify(fit)}`).toBeLessThanOrEqual(fit.box + 0.5);
  }).toPass({ timeout: 15_000 });
  await expectApart(name, header.getByTestId('language-picker'));
}

test.describe('phone layout in the twelve languages', () => {
  let member: Member | undefined;

  for (const lang of INTERFACE_LANGUAGES) {
    test(`cards and top bar at 390 and 360 px in ${lang.code}`, async ({ page, baseURL }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(VIEWPORTS.phone);
      await useLanguage(page, lang.code);
      await page.context().addCookies([{ name: 'nikah.lang', value: lang.code, url: baseURL! }]);

      await page.goto('/profiles');
      await expect(page.getByTestId('profile-card').first()).toBeVisible();
      await settle(page, `${lang.code}-search`);
      expect(await brokenWords(page), 'words cut across lines').toEqual([]);
      await expectNoSideScroll(page);
      await expectSiteNameWhole(page);
      await expectWholeWhenNarrow(page);

      member ??= await signUpMember(page, { name: 'Sana Farooqui', gender: 'Female', year: 1997 });
      await logIn(page, member);
      await page.goto('/');
      await expect(page.getByTestId('header-my-profile')).toBeVisible();
      await settle(page, `${lang.code}-home`);
      await expectSiteNameWhole(page);
      await expectApart(page.getByTestId('logo-link').locator('span'), page.getByTestId('header-my-profile'));
      await expectNoSideScroll(page);
      await expectWholeWhenNarrow(page);

      await page.goto(`/profiles/${encodeURIComponent(member.slug)}`);
      await expect(page.getByTestId('profile-personal')).toBeVisible();
      await settle(page, `${lang.code}-profile`);
      await expectSiteNameWhole(page);
      await expectApart(page.getByTestId('logo-link').locator('span'), page.getByTestId('header-my-profile'));
      await expectNoSideScroll(page);
    });
  }
});

test.describe("the server's top bar before the page hydrates", () => {
  // The two scripts whose name did not fit at 360 px beside a visitor's buttons.
  for (const code of ['ta', 'ml'] as const) {
    test(`the site name is whole at 360 px in ${code} while the page's code is on its way`, async ({
      page,
      baseURL,
    }) => {
      await page.context().addCookies([{ name: 'nikah.lang', value: code, url: baseURL! }]);
      // A page of the context: the fixture's page waits for hydration in goto, and here hydration
      // is held back (the search page's chunk) until the first paint has been measured.
      const early = await page.context().newPage();
      await early.setViewportSize({ width: NARROW_PHONE_WIDTH, height: VIEWPORTS.phone.height });
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await early.route(/\/assets\/SearchPage-[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await early.goto('/profiles', { waitUntil: 'domcontentloaded' });
      await expect(early.getByTestId('results-grid')).toBeVisible();
      await expectSiteNameWhole(early);
      const hydrated = () =>
        early.evaluate(() => {
          const root = document.getElementById('root');
          return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
        });
      expect(await hydrated(), 'measured before hydration').toBe(false);
      release();
      await waitForApp(early);
      await expectSiteNameWhole(early);
      await early.close();
    });
  }
});
