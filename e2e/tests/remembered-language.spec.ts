/**
 * A visitor whose remembered language (localStorage) is not the one the server rendered the page in
 * (the cookie copy was cleared, or this is the first visit after choosing): the app hydrates the
 * server's page in its language and then switches, so a mobile number typed into the server's login
 * form before the switch stays there (apps/web/src/main.tsx, i18n/index.ts initI18n). Before, the app
 * built the page afresh in the remembered language and the number vanished (the Urdu error-summary
 * case of accounts-forms.spec failed on it now and then).
 */
import { test, expect } from '@playwright/test';
import { useLanguage, VIEWPORTS } from './fixtures';
import { freshMobile } from './accounts-helpers';
import ur from '../../apps/web/src/features/accounts/i18n/ur.json' with { type: 'json' };

test('a number typed before the switch to the remembered language is kept', async ({ page }) => {
  // A hydration mismatch or a failed switch shows here.
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  await useLanguage(page, 'ur');
  await page.setViewportSize(VIEWPORTS.phone);
  // The Urdu catalogue's chunks wait until the number is typed: the switch comes after the typing
  // however fast this machine is.
  let release: () => void = () => undefined;
  const typed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/ur-[\w-]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/login');
  // The server rendered English: no cookie told it the choice.
  await expect(page.getByTestId('login-continue')).toHaveText('Continue');
  const mobile = freshMobile();
  await page.getByTestId('login-username').fill(mobile);
  release();
  await expect(page.getByTestId('login-continue')).toHaveText(ur.login.continue);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('login-username')).toHaveValue(mobile);
  await page.getByTestId('login-continue').click();
  await expect(page).toHaveURL(/\/signup$/);
  expect(errors).toEqual([]);
});
