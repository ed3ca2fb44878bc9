/**
 * The home page of SPEC.md section 1 at phone and desktop widths, in English and Urdu, with no
 * console errors; with SHOTS_DIR set, a full-page picture of each goes to SHOTS_DIR/screens.
 */
import { test, expect, openLanguageMenu, showFooter, useLanguage, VIEWPORTS } from './fixtures';
import { readManifest } from './chunk-graph';
import { tabTo } from './keyboard-helpers';

const SHOTS = process.env.SHOTS_DIR;

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
      // The lower sections and the footer are built when scrolled near: the new profiles' carousel
      // (below the first screen of a phone in Urdu), then the rest down to the footer.
      await page.getByTestId('home-new-profiles').scrollIntoViewIfNeeded();
      await expect(
        page.getByTestId('home-new-profiles').locator('a[href^="/profiles/"]').first(),
      ).toBeVisible();
      await showFooter(page);
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

      if (SHOTS) {
        await page.screenshot({ path: `${SHOTS}/screens/home-${device}-${lang}.png`, fullPage: true });
      }
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
  await openLanguageMenu(page);
  await page.getByTestId('language-ur').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
});

test('the language picker by keyboard: its menu loads on first use, opens with Enter, gives focus back on Escape, switches with the arrows', async ({
  page,
  consoleErrors: _,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  // The menu's chunk (LanguagePicker.tsx) is not on the first route (issue 11).
  const menuChunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/LanguageMenu-[\w-]+\.js$/.test(new URL(r.url()).pathname)) menuChunks.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const picker = page.getByTestId('language-picker');
  await expect(picker).toHaveAttribute('aria-haspopup', 'menu');
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
  await expect(picker).toHaveAccessibleName(/English/);
  expect(menuChunks, 'menu chunk loaded before any use').toEqual([]);

  await tabTo(page, picker);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  expect(menuChunks).toHaveLength(1);
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitem')).toHaveCount(12);
  // Each language in its own script, marked with its language.
  await expect(menu.getByRole('menuitem', { name: 'اردو' })).toHaveAttribute('lang', 'ur');
  await expect(menu.getByRole('menuitem', { name: 'हिन्दी' })).toHaveAttribute('lang', 'hi');

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(picker).toBeFocused();
  await expect(picker).toHaveAttribute('aria-expanded', 'false');

  // Again, now from the loaded menu: the arrows reach Hindi and Enter chooses it.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  const hindi = page.getByTestId('language-hi');
  for (let i = 0; i < 12 && !(await hindi.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(hindi).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(menu).toBeHidden();
  await expect(picker).toBeFocused();
  await expect(picker).toHaveAccessibleName(/हिन्दी/);
  expect(await page.evaluate(() => window.localStorage.getItem('nikah.lang'))).toBe('hi');
  expect(menuChunks).toHaveLength(1);
});

// The counters and the site contacts are read with Zod Mini (lib/publicAnswers.ts): a visitor's
// public page must not download full Zod and every other schema for them (issue 11).
for (const [path, counter] of [
  ['/', 'homepage'],
  ['/guidelines', 'guidelines'],
  ['/book', 'book'],
] as const) {
  test(`${path} shows its visitor count without loading the full schemas`, async ({
    page,
    consoleErrors: _,
  }) => {
    const manifest = readManifest();
    const fileOf = (src: string) => manifest[src]?.file;
    const fullSchemas = fileOf('src/lib/schemas.ts');
    const publicAnswers = fileOf('src/lib/publicAnswers.ts');
    expect(fullSchemas, 'the build has a chunk of the full schemas').toBeTruthy();
    expect(publicAnswers, 'the build has a chunk of the public answers').toBeTruthy();
    const scripts: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('.js')) scripts.push(url.pathname.slice(1));
    });
    const contacts = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/configs/site/');
    await page.goto(path);
    await expect(page.getByTestId(`visitors-${counter}`)).toContainText(/\d/);
    // The footer, which reads the site contacts, is built when scrolled near.
    await showFooter(page);
    await contacts;
    await page.waitForLoadState('networkidle');
    expect(scripts).toContain(publicAnswers);
    expect(scripts).not.toContain(fullSchemas);
  });
}
