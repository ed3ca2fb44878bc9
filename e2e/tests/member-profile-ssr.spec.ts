/**
 * A member's profile detail, the page families share, arrives server-rendered for the member whose
 * session cookie it carries (issue 29, apps/server plugins/ssr.ts renderPage): private to them, with
 * the photo marked as the first screen's image, readable without JavaScript, and hydrated by the
 * app without replacing the server's markup, the member becoming the tab's session even when this
 * browser had none stored. A session that ended gets the client shell, which sends to the login page.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { signUpMember } from './ui-helpers';

interface Detail {
  slug: string;
  full_name: string;
}

/** A demo profile's detail, as the API shows it to `token`'s member (no view counted). */
async function demoProfile(request: APIRequestContext, token: string): Promise<Detail> {
  const list = await request.get('/api/profiles/list/?gender=Female&page=1&limit=5');
  expect(list.ok()).toBe(true);
  const slug = ((await list.json()) as { results: { slug: string }[] }).results[0]?.slug ?? '';
  expect(slug, 'a demo profile').not.toBe('');
  const res = await request.get(`/api/profiles/detail-slug/${encodeURIComponent(slug)}?skip-update=true`, {
    headers: { Authorization: `Token ${token}` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Detail;
}

/** The state the server handed to the page (apps/web/src/app/ssrState.ts), or null for none. */
function ssrStateOf(html: string): { session?: { slug: string; username: string } } | null {
  const json = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as { session?: { slug: string; username: string } }) : null;
}

/** Test ids of the page and of the member layout's parts whose code loads after the entry's. */
const TAKEN_OVER = ['profile-page', 'nav-proposals', 'header-my-profile', 'notification-count'];

/**
 * Keeps the server's elements of TAKEN_OVER as parsed, before any script runs
 * (`window.serverElements`, by test id).
 */
async function keepServerElements(page: Page): Promise<void> {
  await page.addInitScript((ids) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const found = ids.map((id) => [id, document.querySelector(`#root [data-testid="${id}"]`)]);
      Reflect.set(window, 'serverElements', Object.fromEntries(found));
    });
  }, TAKEN_OVER);
}

test("a member's profile detail arrives rendered for them and the app takes it over", async ({
  page,
  consoleErrors: _,
}) => {
  // Signing up through the page's request context sets the session cookie only: nothing is stored
  // in this browser, as after a login on another tab that cleared its storage.
  const member = await signUpMember(page, { name: 'Imran Siddiqui', gender: 'Male', year: 1994 });
  const profile = await demoProfile(page.request, member.token);
  const path = `/profiles/${encodeURIComponent(profile.slug)}`;

  const res = await page.request.get(path);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('private, no-cache');
  const html = await res.text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain('data-testid="profile-name"');
  expect(root).toContain(profile.full_name);
  expect(ssrStateOf(html)?.session).toMatchObject({ slug: member.slug, username: member.username });
  // The photo (for a demo profile, the drawn picture that stands in for one) is the first
  // screen's largest image: asked for first, and the app's scripts after it.
  expect(root).toMatch(/<img[^>]*fetchpriority="high"/i);

  await keepServerElements(page);
  await page.goto(path);
  await expect(page.getByTestId('profile-name')).toHaveText(profile.full_name);
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('notification-count')).toBeVisible();
  // Hydrated: React adopted the server's page and the member layout's parts instead of building
  // them afresh (a state change right after hydration once rebuilt the parts still loading).
  const kept = await page.evaluate((ids) => {
    const server: unknown = Reflect.get(window, 'serverElements');
    return ids.filter((id) => {
      const el: unknown = typeof server === 'object' && server !== null ? Reflect.get(server, id) : null;
      return (
        el instanceof Element && el.isConnected && el === document.querySelector(`[data-testid="${id}"]`)
      );
    });
  }, TAKEN_OVER);
  expect(kept).toEqual(TAKEN_OVER);
  // The member the server rendered for is the tab's session, and the page works as theirs.
  const stored = await page.evaluate(() => window.localStorage.getItem('nikah.session'));
  expect(JSON.parse(stored ?? 'null')).toMatchObject({ slug: member.slug, profileId: member.profile_id });
  await expect(page.getByTestId('profile-page').getByRole('button', { name: 'Send proposal' })).toBeEnabled();

  // The member's own profile: the owner's page, with its Edit button, from the server.
  const own = await (await page.request.get(`/profiles/${encodeURIComponent(member.slug)}`)).text();
  expect(own.slice(own.indexOf('<div id="root">'))).toContain('data-testid="profile-edit"');
});

test('a session that ended gets the client shell, and the app sends the member to log in', async ({
  page,
  baseURL,
  consoleErrors: _,
}) => {
  const member = await signUpMember(page, { name: 'Faisal Ansari', gender: 'Male', year: 1992 });
  const profile = await demoProfile(page.request, member.token);
  const logout = await page.request.post('/api/profiles/logout/', {
    headers: { Authorization: `Token ${member.token}` },
    data: {},
  });
  expect(logout.ok()).toBe(true);
  // The browser still sends the ended session's cookie.
  await page.context().addCookies([{ name: 'session', value: member.token, url: baseURL ?? '' }]);
  const path = `/profiles/${encodeURIComponent(profile.slug)}`;
  const html = await (await page.request.get(path)).text();
  expect(ssrStateOf(html)).toBeNull();
  expect(html).not.toContain(profile.full_name);
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a member's profile detail is readable", async ({ page }) => {
    const member = await signUpMember(page, { name: 'Salman Qureshi', gender: 'Male', year: 1990 });
    const profile = await demoProfile(page.request, member.token);
    await page.goto(`/profiles/${encodeURIComponent(profile.slug)}`);
    await expect(page.getByTestId('profile-name')).toHaveText(profile.full_name);
    await expect(page.getByTestId('profile-personal')).toBeVisible();
    await expect(page.getByTestId('profile-family')).toBeVisible();
  });
});
