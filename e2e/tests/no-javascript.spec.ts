/**
 * Server rendering of the public pages (issue 11): with JavaScript disabled a visitor still reads
 * the home page's profile count, guidelines and books, the guidelines page, the visitor search
 * results and the privacy page, in the language of the `nikah.lang` cookie with its direction;
 * with JavaScript the browser hydrates the server's markup (the same elements stay) without
 * console errors and the page works. The expected texts come from the API the pages read.
 */
import { test, expect } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

interface Titled {
  title: string;
}
interface HomeAnswer {
  totalProfile: number;
  guidelines: Titled[];
  books: Titled[];
}
interface ListAnswer {
  results: { full_name: string }[];
}

async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

/**
 * The text of the page. Read from the DOM (textContent): part of a long page is in <noscript>
 * elements, which a browser without JavaScript shows but Playwright's text matchers skip.
 */
async function textOf(page: Page, testId?: string): Promise<string> {
  const where = testId ? page.getByTestId(testId) : page.locator('body');
  return (await where.textContent()) ?? '';
}

/** The height in CSS pixels of the element with `testId`: laid-out content, not just markup. */
async function heightOf(page: Page, testId: string): Promise<number> {
  return (await page.getByTestId(testId).boundingBox())?.height ?? 0;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows the profile count, guidelines and books as text', async ({ page, request }) => {
    const home = await apiGet<HomeAnswer>(request, '/api/home/');
    expect(home.guidelines.length).toBeGreaterThan(0);
    expect(home.books.length).toBeGreaterThan(0);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByTestId('profile-count')).toContainText(home.totalProfile.toLocaleString('en-IN'));
    const guidelines = await textOf(page, 'home-guidelines');
    for (const g of home.guidelines.slice(0, 3)) expect(guidelines).toContain(g.title);
    const books = await textOf(page, 'home-books');
    for (const b of home.books.slice(0, 3)) expect(books).toContain(b.title);
    // Shown, not only sent: a section with only its title is about 60 px high.
    expect(await heightOf(page, 'home-guidelines')).toBeGreaterThan(200);
    expect(await heightOf(page, 'home-books')).toBeGreaterThan(200);
    // Nothing asks for JavaScript on a page that is readable without it.
    expect(await textOf(page)).not.toContain('enable JavaScript');
  });

  test('the guidelines page and the visitor search show their content', async ({ page, request }) => {
    const home = await apiGet<HomeAnswer>(request, '/api/home/');
    await page.goto('/guidelines');
    await expect(page.getByTestId('guideline-card').first()).toBeVisible();
    const text = await textOf(page);
    for (const g of home.guidelines.slice(0, 3)) expect(text).toContain(g.title);

    const list = await apiGet<ListAnswer>(
      request,
      '/api/profiles/list/?gender=Female&ordering=-created_on&page=1&limit=20',
    );
    expect(list.results.length).toBeGreaterThan(2);
    await page.goto('/profiles?gender=Female');
    const results = await textOf(page);
    for (const p of list.results.slice(0, 3)) expect(results).toContain(p.full_name);
  });

  test('Urdu from the language cookie: lang and dir in the HTML, Urdu text', async ({ page, context }) => {
    await context.addCookies([{ name: 'nikah.lang', value: 'ur', url: test.info().project.use.baseURL! }]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The side menu's entries are in Urdu (Arabic script), not English.
    await expect(page.getByTestId('nav-guidelines')).toContainText(/[\u0600-\u06FF]/);
  });

  test("each page arrives with the title the browser gives it, in the cookie's language", async ({
    page,
    context,
    browser,
  }) => {
    const baseURL = test.info().project.use.baseURL!;
    await context.addCookies([{ name: 'nikah.lang', value: 'ur', url: baseURL }]);
    // The same pages in a browser that runs the app. Without the cookie the server sends English,
    // so the Urdu title seen there is the one the app's script sets (useDocumentTitle).
    // (A context made in a test takes the test's options: JavaScript is turned back on.)
    const scripted = await browser.newContext({ baseURL, javaScriptEnabled: true });
    await scripted.addInitScript(() => window.localStorage.setItem('nikah.lang', 'ur'));
    const withScript = await scripted.newPage();
    try {
      for (const path of ['/', '/guidelines', '/book']) {
        // The app writes the cookie from its stored choice; dropped so each page arrives in English.
        await scripted.clearCookies();
        await withScript.goto(path);
        await expect(withScript.locator('#root h1')).toBeVisible();
        await expect(withScript).toHaveTitle(/[\u0600-\u06FF]/);
        const expected = await withScript.title();
        await page.goto(path);
        expect(await page.title(), path).toBe(expected);
      }
    } finally {
      await scripted.close();
    }
  });

  test('the privacy page shows the notice, the grievance contact or its absence, and the Board', async ({
    page,
    context,
  }) => {
    await page.goto('/privacy');
    await expect(page.locator('#root h1')).toHaveText('Privacy');
    const text = await textOf(page);
    expect(text).toContain('What we collect');
    expect(text).toContain('What stays after deletion');
    expect(text).toContain('Data Protection Board of India');
    // The test server names no grievance officer (SITE_GRIEVANCE_*): the page says so.
    await expect(page.getByTestId('privacy-not-configured')).toBeVisible();
    expect(await heightOf(page, 'privacy-notice')).toBeGreaterThan(200);
    // In Urdu from the cookie, right to left.
    await context.addCookies([{ name: 'nikah.lang', value: 'ur', url: test.info().project.use.baseURL! }]);
    await page.goto('/privacy');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('#root h1')).toHaveText('رازداری');
  });

  test('member pages stay client-rendered: the shell', async ({ page }) => {
    const res = await page.goto('/chatindex');
    expect(res?.status()).toBe(200);
    expect(await page.locator('#ssr-state').count()).toBe(0);
  });

  test("a profile detail, members-only, sends a visitor to the login page's form", async ({ page }) => {
    const res = await page.goto('/profiles/no-such-profile');
    expect(res?.status()).toBe(200);
    // The server's redirect, the same for any slug; without JavaScript the parameter stays.
    await expect(page).toHaveURL(/\/login\?profile=no-such-profile$/);
    expect(await page.locator('#ssr-state').count()).toBe(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login / Register');
    expect(await textOf(page, 'login-identity')).toContain('Continue');
    expect(await heightOf(page, 'login-identity')).toBeGreaterThan(100);
  });
});

test.describe('with JavaScript', () => {
  for (const lang of ['en', 'ur'] as const) {
    test(`the server's home page hydrates in ${lang} and stays interactive`, async ({
      page,
      context,
      consoleErrors: _,
    }) => {
      await context.addCookies([{ name: 'nikah.lang', value: lang, url: test.info().project.use.baseURL! }]);
      await page.addInitScript(([value]) => window.localStorage.setItem('nikah.lang', value), [
        lang,
      ] as const);
      // Keeps the server's heading element as parsed, before any script runs.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') {
            Reflect.set(window, 'serverHeading', document.querySelector('#root h1'));
          }
        });
      });
      await page.goto('/');
      await expect(page.locator('#ssr-state')).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ur' ? 'rtl' : 'ltr');
      await page.waitForLoadState('networkidle');
      // Hydrated: React adopted the server's elements instead of replacing them.
      const kept = await page.evaluate(() => {
        const heading: unknown = Reflect.get(window, 'serverHeading');
        return heading instanceof HTMLElement && heading.isConnected;
      });
      expect(kept).toBe(true);
      // Interactive: the search button navigates on the client.
      await page.getByTestId('home-search').click();
      await expect(page).toHaveURL(/\/profiles/);
      await expect(page.getByTestId('search-page')).toBeVisible();
    });
  }

  test('the visitor search hydrates and its filters work', async ({ page, request, consoleErrors: _ }) => {
    // The closed filter panel is neither rendered nor given its reference data by the server:
    // its option lists cost the page's hydration time (issue 11, SearchFilters.tsx).
    const html = await (await request.get('/profiles?gender=Female')).text();
    expect(html).toContain('data-testid="results-grid"');
    expect(html).not.toContain('data-testid="search-state__in"');
    expect(html).not.toContain('"reference","states"');
    const states = await apiGet<{ data: { name: string }[] }>(request, '/api/profiles/state-list');
    const state = states.data[0]?.name;
    if (!state) throw new Error('the demo data has no states');

    await page.goto('/profiles?gender=Female');
    await expect(page.locator('#ssr-state')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    const toggle = page.getByTestId('search-toggle-filters');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('search-state__in')).toHaveCount(0);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Opened, the panel fetches the states and offers them.
    await page.getByTestId('search-state__in').click();
    await expect(page.getByRole('option', { name: state, exact: true })).toBeVisible();
    await page.getByRole('option', { name: state, exact: true }).click();
    await page.getByTestId('search-apply').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('state__in')).toBe(state);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test.describe('without the service worker', () => {
    // It would fetch the chunk itself, where page.route does not reach.
    test.use({ serviceWorkers: 'block' });

    test("the search filters' code, when it cannot be fetched, leaves the page usable and is tried again", async ({
      page,
      consoleErrors,
    }) => {
      await page.goto('/profiles?gender=Female');
      await page.waitForLoadState('networkidle');
      // Fetched only for the panel (SearchPage.tsx): a visitor reading results does not load it.
      const requested: string[] = [];
      page.on('request', (r) => {
        if (/\/assets\/SearchFilters-[^/]*\.js$/.test(r.url())) requested.push(r.url());
      });
      const toggle = page.getByTestId('search-toggle-filters');
      await page.route(/\/assets\/SearchFilters-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
      await toggle.click();
      await expect(page.getByTestId('query-error')).toContainText('Could not load this content');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByTestId('results-grid')).toBeVisible();
      expect(requested.length).toBeGreaterThan(0);
      await page.unroute(/\/assets\/SearchFilters-[^/]*\.js$/);
      await page.getByTestId('retry-button').click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByTestId('search-verified')).toBeVisible();
      await expect(page.getByTestId('query-error')).toHaveCount(0);
      // The browser logs the failed fetch; nothing else may fail.
      const unexpected = consoleErrors.filter(
        (e) => !/SearchFilters|Failed to fetch|ERR_INTERNET_DISCONNECTED/.test(e),
      );
      consoleErrors.length = 0;
      expect(unexpected).toEqual([]);
    });
  });
});
