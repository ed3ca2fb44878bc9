/**
 * A visitor opening a profile's detail (members-only, SPEC.md section 4) is redirected by the
 * server to the login page (issue 11, apps/server plugins/ssr-redirect.ts visitorRedirect), which arrives
 * server-rendered, hydrates without a mismatch, drops `?profile=` from the address and, after
 * login, opens that profile. Also with the service worker in control of the page loads.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { signUpMember, type Member } from './ui-helpers';

/** A demo profile's slug, from the visitor search. */
async function demoSlug(page: Page): Promise<string> {
  const res = await page.request.get('/api/profiles/list/?gender=Female&page=1&limit=5');
  expect(res.ok()).toBe(true);
  const slug = ((await res.json()) as { results: { slug: string }[] }).results[0]?.slug;
  expect(slug, 'a demo profile').toBeTruthy();
  return slug ?? '';
}

/** A new approved member, signed up through the API; the browser stays a visitor (no cookie). */
async function newMember(page: Page): Promise<Member> {
  const member = await signUpMember(page, { name: 'Imran Siddiqui', gender: 'Male', year: 1994 });
  // Signing up through the page's request context set the session cookie in the browser too.
  await page.context().clearCookies({ name: 'session' });
  return member;
}

/** Logs in through the login page's two steps. */
async function logInOnPage(page: Page, member: Member): Promise<void> {
  await page.getByTestId('login-username').fill(member.username);
  await page.getByTestId('login-continue').click();
  await page.getByTestId('login-password-input').fill('secret123');
  await page.getByTestId('login-submit').click();
}

test('a visitor opening a profile lands on the server-rendered login page and, after login, on the profile', async ({
  page,
  consoleErrors: _,
}) => {
  const slug = await demoSlug(page);
  const member = await newMember(page);
  // Keeps the server's login form element as parsed, before any script runs.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        Reflect.set(window, 'serverForm', document.querySelector('#root [data-testid="login-identity"]'));
      }
    });
  });
  const res = await page.goto(`/profiles/${encodeURIComponent(slug)}`);
  // The redirect happened on the server: the document is the login page's, with its state.
  expect(res?.status()).toBe(200);
  expect(res?.request().redirectedFrom()?.url()).toContain(`/profiles/${encodeURIComponent(slug)}`);
  await expect(page.locator('#ssr-state')).toHaveCount(1);
  // The parameter is taken (remembered for after login) and dropped from the address.
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.sessionStorage.getItem('nikah.returnSlug'))).toBe(slug);
  await page.waitForLoadState('networkidle');
  // Hydrated: React adopted the server's form instead of replacing it.
  const kept = await page.evaluate(() => {
    const form: unknown = Reflect.get(window, 'serverForm');
    return form instanceof HTMLElement && form.isConnected;
  });
  expect(kept).toBe(true);

  await logInOnPage(page, member);
  await expect(page).toHaveURL(new RegExp(`/profiles/${encodeURIComponent(slug)}$`));
  await expect(page.getByTestId('profile-name')).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem('nikah.returnSlug'))).toBeNull();
});

test('a member (session cookie) opening a profile gets it without a detour', async ({
  page,
  consoleErrors: _,
}) => {
  const slug = await demoSlug(page);
  const member = await signUpMember(page, { name: 'Faisal Ahmed', gender: 'Male', year: 1992 });
  // The session the login page would store beside the cookie the sign-up set.
  await page.goto('/terms-and-conditions');
  await page.evaluate((m) => {
    window.localStorage.setItem(
      'nikah.session',
      JSON.stringify({ profileId: m.profile_id, slug: m.slug, username: m.username }),
    );
  }, member);
  const res = await page.goto(`/profiles/${encodeURIComponent(slug)}`);
  expect(res?.request().redirectedFrom()).toBeNull();
  await expect(page.getByTestId('profile-name')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/profiles/${encodeURIComponent(slug)}$`));
});

test('with the service worker in control, the redirect still reaches the login page', async ({
  page,
  consoleErrors: _,
}) => {
  const slug = await demoSlug(page);
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.goto(`/profiles/${encodeURIComponent(slug)}`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-identity')).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem('nikah.returnSlug'))).toBe(slug);
});

test('the login page reloaded after a password change ended the session hydrates, then says why', async ({
  page,
  consoleErrors: _,
}) => {
  await page.goto('/login');
  // The history entry's state as the app leaves it (React Router's `usr`); a reload keeps it,
  // and the server, which renders the page, never sees it.
  await page.evaluate(() => {
    window.history.replaceState({ usr: { signedOut: 'password-changed' }, key: 'e2e', idx: 0 }, '');
  });
  await page.reload();
  await expect(page.locator('#ssr-state')).toHaveCount(1);
  await expect(page.getByTestId('login-signed-out')).toBeVisible();
  await page.waitForLoadState('networkidle');
});
