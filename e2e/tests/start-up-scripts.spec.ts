/**
 * What a visitor's pages, and a member's profile detail, evaluate at their start (issue 29): no Zod in the scripts that the page
 * needs to take over its server-rendered markup (the entry and the page's chunk with their static
 * imports). Evaluating Zod and the list schema was one 60-85 ms task of the search page's start
 * on a fast machine (250-340 ms at Lighthouse's 4x CPU slowdown); Zod now loads with the first
 * call that parses an answer or a form (apps/web/src/lib/schemas.ts). The login page, whose form
 * validates with the shared schema at once, still has it: the control that the check can see Zod.
 * The loader (apps/web/src/build/loadApp.js) asks for every listed chunk, a few per task.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { readManifest, staticClosure, webDist } from './chunk-graph';

/** A name Zod's code keeps in a minified build: the class name its object schemas are built under. */
const ZOD_MARK = 'ZodObject';

/** The files of page `src` (a manifest key) and the entry, with their static imports, that hold Zod. */
function zodAtStart(src: string): string[] {
  const manifest = readManifest();
  const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  expect(manifest[src], src).toBeDefined();
  return staticClosure(manifest, [...entries, src])
    .map((k) => manifest[k]?.file ?? k)
    .filter((file) => fs.readFileSync(path.join(webDist(), file), 'utf8').includes(ZOD_MARK));
}

test('a visitor’s list and text pages start without Zod; the login form has it', () => {
  for (const page of [
    'src/features/home/HomePage.tsx',
    'src/features/discovery/SearchPage.tsx',
    'src/features/discovery/CategoriesPage.tsx',
    'src/features/profiles/NewProfilesPage.tsx',
    'src/features/content/GuidelinesPage.tsx',
  ]) {
    expect(zodAtStart(page), page).toEqual([]);
  }
  expect(zodAtStart('src/features/accounts/LoginPage.tsx').length).toBeGreaterThan(0);
});

test("a member's profile detail starts without Zod, and so do the member layout's parts", () => {
  // The page families share, server-rendered for members: its dialogs, the own page's guardian
  // card and the consent dialog load when needed, and the rules it reads need no schema. The
  // header's bell and the menu's counts parse their answers with schemas loaded by the call (the
  // preferences with Zod Mini), and the socket loads its payloads' schemas with its client.
  for (const module of [
    'src/features/notifications/NotificationBell.tsx',
    'src/features/proposals/NavBadge.tsx',
    'src/features/chat/UnreadNavBadge.tsx',
    'src/features/accounts/ProfilePage.tsx',
    'src/app/layout/AccountActions.tsx',
    'src/app/layout/MemberNavItems.tsx',
    'src/app/memberSession.tsx',
    'src/features/privacy/index.ts',
  ]) {
    expect(zodAtStart(module), module).toEqual([]);
  }
});

test('a search made in the browser loads Zod then and checks its filters', async ({ page }) => {
  await page.goto('/profiles?gender=Female');
  await expect(page.getByTestId('profile-card').first()).toBeVisible();
  const zodLoaded = page.waitForResponse(
    async (res) => res.request().resourceType() === 'script' && (await res.text()).includes(ZOD_MARK),
  );
  const list = page.waitForResponse((res) => res.url().includes('/api/profiles/list/'));
  await page.getByTestId('search-text').fill('Lucknow');
  await page.getByTestId('search-submit').click();
  await zodLoaded;
  expect((await list).status()).toBe(200);
  await expect(page).toHaveURL(/search=Lucknow/);
});

test('the loader asks for every chunk the page lists, after the entry, a few per task', async ({ page }) => {
  await page.goto('/login');
  // The login page lists the most chunks of the visitor's pages: several tasks' worth.
  const listed = await page
    .locator('meta[name="module-after-paint"]')
    .evaluateAll((metas) => metas.map((m) => m.getAttribute('content')));
  expect(listed.length).toBeGreaterThan(8);
  // Once the app runs, Vite's own preload helper may add links for its later imports, with
  // absolute addresses, between the loader's batches: the loader's links are the ones it wrote
  // from the page's list, as the list spells them (a path from the site's root).
  const head = () =>
    page.evaluate(() =>
      Array.from(document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')).map(
        (el) => (el instanceof HTMLLinkElement ? el.getAttribute('href') : 'entry'),
      ),
    );
  const fromLoader = async () => (await head()).filter((href) => href === 'entry' || href?.startsWith('/'));
  await expect.poll(fromLoader).toHaveLength(1 + listed.length);
  expect(await fromLoader()).toEqual(['entry', ...listed]);
  expect((await head())[0]).toBe('entry');
});
