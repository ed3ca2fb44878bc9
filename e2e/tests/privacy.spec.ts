/**
 * Privacy rights (DESIGN.md D22, issue 31) in the browser: the signup's code step shows the consent
 * notice in the interface language (Urdu here) before the code is sent, and the acceptance is
 * stored with that language; "Download my data" on the member's own profile page shows its
 * progress and downloads a ZIP of the member's data; a member who accepted no notice (an API
 * client's signup) is asked on their next page, in a dialog that passes the accessibility scan;
 * the privacy page reads without JavaScript (no-javascript.spec.ts) and passes the accessibility
 * scan (a11y.spec.ts).
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { CONSENT_VERSION } from '../../packages/shared/src/privacy';
import enStrings from '../../apps/web/src/features/privacy/i18n/en.json' with { type: 'json' };
import urStrings from '../../apps/web/src/features/privacy/i18n/ur.json' with { type: 'json' };
import { audit } from './a11y-helpers';
import {
  acknowledge,
  fillContact,
  fillFamily,
  fillOther,
  fillPersonal,
  freshMobile,
  latestCode,
  startSignup,
} from './accounts-helpers';
import { expect, test, useLanguage } from './fixtures';
import { closeEmailReminder, logIn, signUpMember } from './ui-helpers';

/** Fills the wizard's steps 1 to 5 in Urdu and opens the code step. */
async function toCodeStep(page: Page, mobile: string): Promise<void> {
  await startSignup(page, mobile);
  await acknowledge(page);
  const steps: [string, () => Promise<void>][] = [
    ['personal', () => fillPersonal(page, 'Imran Qureshi', 'ur')],
    ['family', () => fillFamily(page, 'ur')],
    ['contact', () => fillContact(page, mobile)],
    ['other', () => fillOther(page)],
    [
      'password',
      async () => {
        await page.getByTestId('field-password').fill('secret123');
        await page.getByTestId('field-confirm_password').fill('secret123');
      },
    ],
  ];
  for (const [name, fill] of steps) {
    await expect(page.getByTestId(`step-${name}`)).toBeVisible();
    await fill();
    await page.getByTestId('wizard-next').click();
  }
  await expect(page.getByTestId('step-otp')).toBeVisible();
}

test('signup shows the consent notice in Urdu before the code is sent, and stores it', async ({
  page,
  consoleErrors: _,
}) => {
  await useLanguage(page, 'ur');
  const mobile = freshMobile();
  await toCodeStep(page, mobile);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');

  // The notice, in Urdu, above the button that accepts it and sends the code.
  const notice = page.getByTestId('signup-consent');
  await expect(notice).toContainText(urStrings.consent.title);
  await expect(notice).toContainText(urStrings.consent.summary);
  await notice.getByText(urStrings.consent.readFull).click();
  await expect(notice.getByTestId('privacy-notice')).toContainText(urStrings.notice.tombstoneTitle);
  await expect(notice.getByTestId('signup-privacy-link')).toHaveAttribute('href', '/privacy');
  const send = page.getByTestId('otp-send');
  await expect(send).toHaveText(urStrings.consent.accept);

  await send.click();
  await expect(page.getByTestId('otp-sent')).toBeVisible();
  await expect(page.getByTestId('signup-consent')).toHaveCount(0);
  await page.getByTestId('field-otp').fill(await latestCode(page, mobile));
  await page.getByTestId('wizard-next').click();
  await expect(page).toHaveURL(/\/edit-profile\?mode=create$/);

  // The acceptance was stored with the notice's version and the language it was read in.
  const consents = await page.request.get('/api/profiles/consents/');
  expect(consents.ok()).toBe(true);
  const { results } = (await consents.json()) as { results: { version: string; language: string }[] };
  expect(results).toEqual([expect.objectContaining({ version: CONSENT_VERSION, language: 'ur' })]);
});

test('"Download my data" on the own profile page shows progress and downloads a ZIP', async ({
  page,
  consoleErrors: _,
}) => {
  const member = await signUpMember(page, { name: 'Sana Farooqui', gender: 'Female', year: 1997 });
  await logIn(page, member);
  await page.goto(`/profiles/${member.slug}`);
  await closeEmailReminder(page);
  const card = page.getByTestId('data-export');
  await expect(card).toBeVisible();
  const download = page.waitForEvent('download');
  await card.getByTestId('data-export-button').click();
  // The progress shows while the job makes the ZIP (the first look finds it pending).
  await expect(card.getByTestId('data-export-progress')).toBeVisible();
  const file = await download;
  expect(file.suggestedFilename()).toBe('my-nikah-data.zip');
  await expect(card.getByTestId('data-export-done')).toBeVisible();
  const bytes = fs.readFileSync(await file.path());
  // A ZIP ("PK\x03\x04") of the member's data as JSON files (names are stored plainly, contents
  // compressed; the API test reads them back).
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  const names = bytes.toString('latin1');
  for (const name of ['account.json', 'profile.json', 'consents.json', 'chat-messages.json']) {
    expect(names).toContain(name);
  }
});

test('a member who accepted no notice is asked again, in an accessible dialog, and accepting stores it', async ({
  page,
  consoleErrors: _,
}) => {
  const member = await signUpMember(page, { name: 'Arif Khan', gender: 'Male', year: 1993, consent: false });
  await logIn(page, member);
  await page.goto('/favourite');
  const dialog = page.getByRole('dialog', { name: enStrings.consent.askTitle });
  await expect(dialog).toBeVisible();
  expect(await audit(page, 'consent asked again')).toEqual([]);
  await dialog.getByTestId('consent-accept').click();
  await expect(dialog).toBeHidden();
  const consents = await page.request.get('/api/profiles/consents/');
  const { results } = (await consents.json()) as { results: { version: string; language: string }[] };
  expect(results).toEqual([expect.objectContaining({ version: CONSENT_VERSION, language: 'en' })]);
});
