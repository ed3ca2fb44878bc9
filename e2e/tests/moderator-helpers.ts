/**
 * Moderators in the browser tests: a superuser made through the development route (what
 * `npm run create-superuser` does) and the login through the login page, as a moderator does.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { freshMobile } from './accounts-helpers';
import { expect } from './fixtures';

/** The password of every test moderator. */
export const MODERATOR_PASSWORD = 'modpass123';

/**
 * A new superuser, named by a mobile number (the web login page takes a mobile number or an
 * e-mail from abroad). Returns its username and an API session token.
 */
export async function createSuperuser(api: APIRequestContext): Promise<{ username: string; token: string }> {
  const username = freshMobile();
  const res = await api.post('/api/dev/superuser/', { data: { username, password: MODERATOR_PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
  const login = await api.post('/api/profiles/login/', { data: { username, password: MODERATOR_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const body = (await login.json()) as { token: string; is_superuser?: boolean };
  expect(body.is_superuser).toBe(true);
  return { username, token: body.token };
}

/** Logs `username` in through the login page (username, then password) and waits to leave it. */
export async function logInThroughPage(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-continue').click();
  await page.getByTestId('login-password-input').fill(MODERATOR_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/login$/);
}
