/**
 * Moderators' second factor in the browser (issue 28, DESIGN.md D24): a moderator sets up two-step
 * sign-in in the console (the QR code shows; the code comes from the shown key, computed here with
 * the same RFC 6238 library), signs in again with a code from the app, then with a recovery code;
 * the same recovery code a second time is refused and the console stays closed.
 */
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, test } from './fixtures';
import { logInThroughPage, TWO_FACTOR_MODERATORS } from './moderator-helpers';

/** The authenticator app: the code of `secret` at `at` (ms). */
const appCode = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at,
  });

/** Signs in afresh (a new session: the old cookie is dropped) and opens the console. */
async function signInAgain(page: Page, username: string): Promise<void> {
  await page.context().clearCookies();
  await logInThroughPage(page, username);
  await page.goto('/admin');
  await expect(page.getByTestId('two-step-gate')).toBeVisible();
  await expect(page.getByTestId('admin-console')).toHaveCount(0);
}

test.describe.configure({ mode: 'serial' });

test('a moderator sets up two-step sign-in, signs in with the app, then with a recovery code once', async ({
  page,
}) => {
  const moderator = TWO_FACTOR_MODERATORS[0];
  if (!moderator) throw new Error('moderator-helpers.ts reserves no moderator for this file');
  const { username } = moderator;

  // Set-up, from the console's section.
  await logInThroughPage(page, username);
  await page.goto('/admin/two-step');
  await expect(page.getByTestId('two-step-off')).toBeVisible();
  await page.getByTestId('two-step-start').click();
  const qr = page.getByTestId('two-step-qr');
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const secret = (await page.getByTestId('two-step-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await page.getByTestId('two-step-confirm-input').fill('000000');
  await page.getByTestId('two-step-confirm-submit').click();
  await expect(page.getByTestId('two-step-confirm')).toContainText('not valid');
  await page.getByTestId('two-step-confirm-input').fill(appCode(secret, Date.now()));
  await page.getByTestId('two-step-confirm-submit').click();

  const list = page.getByTestId('two-step-recovery-codes');
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recovery = (await list.getByRole('listitem').allInnerTexts()).map((c) => c.trim());
  expect(recovery[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await expect(page.getByTestId('two-step-recovery').getByRole('alert')).toBeVisible();
  await page.getByTestId('two-step-recovery-done').click();
  await expect(page.getByTestId('two-step-on')).toBeVisible();
  await expect(page.getByTestId('two-step-codes-left')).toContainText('10');

  // A new sign-in: the console waits for a code. The set-up spent this time step's code, so the
  // app's next one (accepted one step early) signs in without waiting.
  await signInAgain(page, username);
  await page.getByTestId('two-step-verify-input').fill(appCode(secret, Date.now() + 30_000));
  await page.getByTestId('two-step-verify-submit').click();
  await expect(page.getByTestId('admin-console')).toBeVisible();

  // Without the phone: a recovery code, once.
  await signInAgain(page, username);
  await page.getByTestId('two-step-verify-switch').click();
  await page.getByTestId('two-step-verify-input').fill(recovery[0] ?? '');
  await page.getByTestId('two-step-verify-submit').click();
  await expect(page.getByTestId('admin-console')).toBeVisible();
  await page.goto('/admin/two-step');
  await expect(page.getByTestId('two-step-codes-left')).toContainText('9');

  // The same recovery code again: refused, the console stays closed.
  await signInAgain(page, username);
  await page.getByTestId('two-step-verify-switch').click();
  await page.getByTestId('two-step-verify-input').fill(recovery[0] ?? '');
  await page.getByTestId('two-step-verify-submit').click();
  await expect(page.getByTestId('two-step-verify')).toContainText('not valid');
  await expect(page.getByTestId('admin-console')).toHaveCount(0);
});
