/**
 * The account screens at phone and desktop widths, in English and in Urdu (right to left): login,
 * forgot password, every signup step, the photo step and the profile page. Each page is checked
 * for horizontal overflow and with axe; with SHOTS_DIR set, a full-page picture of each goes to
 * SHOTS_DIR/screens for review (as in the other specs: writing 60 full-page PNGs cost every run
 * minutes on two cores, and nothing read them).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, finishAnimations, useLanguage, VIEWPORTS } from './fixtures';
import {
  SMALL_JPEG,
  acknowledge,
  fillContact,
  fillFamily,
  fillOther,
  fillPersonal,
  freshMobile,
  latestCode,
  startSignup,
} from './accounts-helpers';

const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  // Nothing wider than the screen (phones scroll only vertically).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} overflows horizontally`).toBeLessThanOrEqual(0);
  if (!SHOTS) return;
  // From the top, without the toasts and the app banner drawn over the form.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: `${SHOTS}/screens/accounts-${name}.png`,
    fullPage: true,
    style: '.mantine-Notifications-root, [data-testid="app-banner"] { display: none !important; }',
  });
}

async function axe(page: Page): Promise<void> {
  // A dialog closing fades out: colours measured mid-transition mean nothing (a run of 2026-11-28
  // judged the closing "created" dialog's OK button at 1.01:1). Endless animations are left out.
  await finishAnimations(page);
  // Toasts fade in and out: they are left out.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .exclude('.mantine-Notifications-root')
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.html.slice(0, 160)} ${n.any[0]?.message ?? ''}`).join('\n')}`,
    );
  expect(serious).toEqual([]);
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const lang of ['en', 'ur'] as const) {
    test(`account screens on ${device} in ${lang}`, async ({ page, consoleErrors: _ }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await useLanguage(page, lang);
      const tag = `${device}-${lang}`;
      await expect(async () => {
        await page.goto('/forgot-password');
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ur' ? 'rtl' : 'ltr');
      }).toPass();
      await expect(page.getByTestId('forgot-username-input')).toBeVisible();
      await shot(page, `forgot-${tag}`);
      await axe(page);

      const mobile = freshMobile();
      await startSignup(page, mobile);
      await expect(page.getByTestId('ack-dialog').getByRole('dialog')).toBeVisible();
      await shot(page, `ack-${tag}`);
      await acknowledge(page);

      // An empty Next shows every error of step 1.
      await page.getByTestId('wizard-next').click();
      await expect(page.getByTestId('field-full_name')).toBeFocused();
      await shot(page, `step1-errors-${tag}`);
      await axe(page);
      await fillPersonal(page, 'Imran Qureshi', lang);
      await page.getByTestId('field-martial_status').selectOption('Divorced');
      await page.getByTestId('field-physical_status-Handicap').check();
      await shot(page, `step1-${tag}`);
      await page.getByTestId('field-martial_status').selectOption('Unmarried');
      await page.getByTestId('field-physical_status-Normal').check();
      await page.getByTestId('wizard-next').click();

      await expect(page.getByTestId('step-family')).toBeVisible();
      await fillFamily(page, lang);
      await page.getByTestId('expired-fathers_occupation').check();
      await shot(page, `step2-${tag}`);
      await axe(page);
      await page.getByTestId('wizard-next').click();

      await expect(page.getByTestId('step-contact')).toBeVisible();
      await fillContact(page, mobile);
      await shot(page, `step3-${tag}`);
      await page.getByTestId('wizard-next').click();

      await expect(page.getByTestId('step-other')).toBeVisible();
      await fillOther(page);
      await shot(page, `step4-${tag}`);
      await page.getByTestId('wizard-next').click();

      await expect(page.getByTestId('step-password')).toBeVisible();
      await page.getByTestId('field-password').fill('secret123');
      await page.getByTestId('field-confirm_password').fill('secret123');
      await shot(page, `step5-${tag}`);
      await page.getByTestId('wizard-next').click();

      await expect(page.getByTestId('step-otp')).toBeVisible();
      await page.getByTestId('otp-send').click();
      await expect(page.getByTestId('field-otp')).toBeVisible();
      await shot(page, `step6-${tag}`);
      await axe(page);
      await page.getByTestId('field-otp').fill(await latestCode(page, mobile));
      await page.getByTestId('wizard-next').click();

      await expect(page.getByTestId('alert-dialog')).toBeVisible();
      if (SHOTS) await page.waitForTimeout(400); // the dialog's fade-in, for the picture
      await shot(page, `created-${tag}`);
      await page.getByTestId('alert-ok').click();
      await expect(page.getByTestId('alert-dialog')).toBeHidden();
      await page.getByTestId('photo-input-1').setInputFiles({
        name: 'me.jpg',
        mimeType: 'image/jpeg',
        buffer: SMALL_JPEG,
      });
      await expect(page.getByTestId('photo-remove-1')).toBeVisible();
      await shot(page, `step7-${tag}`);
      await axe(page);
      await page.getByTestId('wizard-finish').click();

      await expect(page.getByTestId('email-dialog').getByRole('dialog')).toBeVisible();
      await shot(page, `email-${tag}`);
      await page.getByTestId('email-dialog').getByRole('button', { name: /.+/ }).first().click();
      await expect(page.getByTestId('profile-page')).toBeVisible();
      await shot(page, `profile-${tag}`);
      await axe(page);

      // Log out and look at both login steps.
      const burger = page.getByTestId('burger');
      if (await burger.isVisible()) await burger.click();
      await page.getByTestId('nav-logout').click();
      await expect(page.getByTestId('header-login')).toBeVisible();
      await page.goto('/login');
      await expect(page.getByTestId('login-username')).toBeVisible();
      await shot(page, `login-${tag}`);
      await axe(page);
      await page.getByTestId('login-username').fill(mobile);
      await page.getByTestId('login-continue').click();
      await expect(page.getByTestId('login-password-input')).toBeVisible();
      await shot(page, `login-password-${tag}`);
    });
  }
}
