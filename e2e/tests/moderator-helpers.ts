/**
 * Moderators in the browser tests: a superuser from the pool that `npm run create-superuser` made
 * before the server started (moderator-pool.ts; no HTTP route makes one, DESIGN.md D23), the login
 * through the login page, as a moderator does, and a member's verification (her document, then the
 * superuser's decision).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { SMALL_JPEG } from './accounts-helpers';
import { expect, test } from './fixtures';
import { claimModerator, MODERATOR_PASSWORD } from './moderator-pool';

export { MODERATOR_PASSWORD, TWO_FACTOR_MODERATORS } from './moderator-pool';

/**
 * A superuser no other test has had on this server (the next pool entry), named by a mobile number
 * (the web login page takes a mobile number or an e-mail from abroad), logged in through `api`.
 * Returns its username and an API session token.
 */
export async function createSuperuser(api: APIRequestContext): Promise<{ username: string; token: string }> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('the project has no baseURL');
  const username = claimModerator(Number(new URL(baseURL).port));
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

/** A member as the API knows her: her profile's id and her session token. */
interface ApiMember {
  profile_id: number;
  token: string;
}

/** Uploads the small test JPEG as `m`'s verification document: it waits in the documents queue. */
export async function uploadDocument(api: APIRequestContext, m: ApiMember): Promise<void> {
  const doc = await api.post(`/api/profiles/upload/${m.profile_id}/docs/`, {
    headers: { Authorization: `Token ${m.token}` },
    multipart: { verification_docs: { name: 'id.jpg', mimeType: 'image/jpeg', buffer: SMALL_JPEG } },
  });
  expect(doc.ok(), await doc.text()).toBe(true);
}

/** Makes `m` Verified as a moderator does: a document, then the superuser's decision. */
export async function verifyMember(api: APIRequestContext, m: ApiMember, modToken: string): Promise<void> {
  await uploadDocument(api, m);
  const decision = await api.post(`/api/admin/profiles/${m.profile_id}/verification/`, {
    headers: { Authorization: `Token ${modToken}` },
    data: { status: 'Verified' },
  });
  expect(decision.ok(), await decision.text()).toBe(true);
}
