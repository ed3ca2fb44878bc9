/**
 * Moderators in the browser tests: a superuser made through the development route (what
 * `npm run create-superuser` does), the login through the login page, as a moderator does, and a
 * member's verification (her document, then the superuser's decision).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { freshMobile, SMALL_JPEG } from './accounts-helpers';
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
