/**
 * The wizard's forms (issue 15): a step shows every problem at once (beside each field and in one
 * summary), the birth years follow today's date and the legal ages (DESIGN.md D15), the
 * female-privacy note shows once per profile (not on every edit), and the photo button's label is
 * never cut on a phone, in English or Urdu. Screenshots go to SHOTS_DIR (default
 * /tmp/forms-shots).
 */
import fs from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { sampleSignup } from '../../packages/shared/test/sample-profile';
import { useLanguage, VIEWPORTS } from './fixtures';
import { acknowledge, freshMobile, latestCode, startSignup } from './accounts-helpers';

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/forms-shots';
const EXPECTED_HTTP_ERROR = /Failed to load resource: the server responded with a status of (400|401|404)/;

const test = base.extend<{ unexpectedErrors: string[] }>({
  unexpectedErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !EXPECTED_HTTP_ERROR.test(msg.text())) errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await use(errors);
    expect(errors, 'console errors').toEqual([]);
  },
});

/** Creates a member through the API (code from the dev outbox); returns the login. */
async function createMember(page: Page, overrides: Record<string, unknown> = {}) {
  const username = freshMobile();
  const sent = await page.request.post('/api/configs/send-otp/', { data: { username, purpose: 'signup' } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const otp = await latestCode(page, username);
  const body = sampleSignup({ ...overrides, username, otp });
  const created = await page.request.post('/api/profiles/create/', { data: body });
  expect(created.ok(), await created.text()).toBe(true);
  return { username, password: String(body.password) };
}

async function logIn(page: Page, member: { username: string; password: string }) {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(member.username);
  await page.getByTestId('login-continue').click();
  await page.getByTestId('login-password-input').fill(member.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/profiles\//);
}

test('a step shows every missing field at once, beside each field and in the summary', async ({
  page,
  unexpectedErrors: _,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await useLanguage(page, 'en');
  await startSignup(page, freshMobile());
  await acknowledge(page);
  // Divorced and a degree-level education: their conditional fields are missing too.
  await page.getByTestId('field-martial_status').selectOption('Divorced');
  await page.getByTestId('field-education').selectOption('Graduate');
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('wizard-heading')).toHaveText(/Step 1 of 7/);

  const missing = [
    'full_name',
    'gender',
    'year_of_birth',
    'height',
    'occupation',
    'hobbies',
    'state',
    'city',
    'detail_for_this_status',
    'duration_after_khula_or_divorce',
    'no_of_children',
    'degree',
    'state_current',
    'city_current',
  ];
  const summary = page.getByTestId('step-error-summary');
  await expect(summary).toBeVisible();
  for (const field of missing) {
    await expect(summary.getByTestId(`summary-${field}`), field).toBeVisible();
  }
  await expect(summary.getByRole('listitem')).toHaveCount(missing.length);
  // Beside the fields: one 'This field is required.' per missing field, all shown together.
  await expect(
    page.locator('.mantine-InputWrapper-error, .mantine-Input-error', { hasText: 'This field is required.' }),
  ).toHaveCount(missing.length);
  // The summary's link moves to its field.
  await summary.getByTestId('summary-degree').getByRole('button').click();
  await expect(page.getByTestId('field-degree')).toBeFocused();
});

test('the birth years follow today and the legal age of the chosen gender', async ({
  page,
  unexpectedErrors: _,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await useLanguage(page, 'en');
  await startSignup(page, freshMobile());
  await acknowledge(page);
  const year = new Date().getUTCFullYear();
  const years = page.getByTestId('field-year_of_birth').locator('option');
  const newest = async () => (await years.nth(1).getAttribute('value')) ?? '';
  await page.getByTestId('field-gender-Male').check();
  expect(await newest()).toBe(String(year - 21));
  await page.getByTestId('field-gender-Female').check();
  expect(await newest()).toBe(String(year - 18));
  // A man born in the newest year offered is of age only if born early enough: his month counts.
  await page.getByTestId('field-gender-Male').check();
  await page.getByTestId('field-year_of_birth').selectOption(String(year - 21));
  await page.getByTestId('wizard-next').click();
  const month = new Date().getUTCMonth() + 1;
  const yearError = page.getByTestId('summary-year_of_birth');
  if (month === 12 && new Date().getUTCDate() === 31) {
    await expect(yearError).toHaveCount(0);
  } else {
    await expect(yearError).toContainText('Minimum age is 21 years.');
  }
});

test('the female-privacy note shows once per profile, not on every edit', async ({
  page,
  unexpectedErrors: _,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await useLanguage(page, 'en');
  const member = await createMember(page, { gender: 'Female' });
  await logIn(page, member);
  await page.goto('/edit-profile');
  await page.getByTestId('wizard-step-contact').click();
  const dialog = page.getByTestId('alert-dialog');
  await expect(dialog).toContainText(/hidden by default/);
  await page.getByTestId('alert-ok').click();
  await expect(dialog).toBeHidden();

  // Another step and back, then a new visit of the edit page: no note again.
  await page.getByTestId('wizard-step-family').click();
  await page.getByTestId('wizard-step-contact').click();
  await expect(page.getByTestId('step-contact')).toBeVisible();
  await page.goto('/');
  // The edit draft reopens the contact step: the note must not come back with it.
  await page.goto('/edit-profile');
  await expect(page.getByTestId('step-contact')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('step-contact')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(dialog).toHaveCount(0);
});

for (const lang of ['en', 'ur'] as const) {
  test(`the photo buttons' labels are whole on a phone (${lang})`, async ({ page, unexpectedErrors: _ }) => {
    await useLanguage(page, lang);
    const member = await createMember(page, { gender: 'Male', full_name: 'Imran Qureshi' });
    await page.setViewportSize(VIEWPORTS.phone);
    await logIn(page, member);
    await page.goto('/edit-profile');
    await page.getByTestId('wizard-step-photos').click();
    await expect(page.getByTestId('step-photos')).toBeVisible();
    for (const i of [0, 1]) {
      const label = page.getByTestId(`photo-choose-${i}`).locator('.mantine-Button-label');
      await expect(label).toBeVisible();
      const size = await label.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(size.scroll, `label ${i} cut: ${JSON.stringify(size)}`).toBeLessThanOrEqual(size.client);
      // The button itself is not wider than its slot either.
      const fits = await page
        .getByTestId(`photo-choose-${i}`)
        .evaluate(
          (el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= window.innerWidth,
        );
      expect(fits).toBe(true);
    }
    await expect(page.getByTestId('wizard-cancel')).toBeVisible();
    await expect(page.getByTestId('wizard-cancel').locator('svg')).toHaveCount(1);
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    await page.screenshot({ path: `${SHOTS_DIR}/photo-step-390-${lang}.png`, fullPage: true });
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.screenshot({ path: `${SHOTS_DIR}/photo-step-1366-${lang}.png`, fullPage: true });
  });
}

for (const lang of ['en', 'ur'] as const) {
  test(`the step's error summary at 390 and 1366 px (${lang})`, async ({ page, unexpectedErrors: _ }) => {
    await useLanguage(page, lang);
    await page.setViewportSize(VIEWPORTS.phone);
    await startSignup(page, freshMobile());
    await acknowledge(page);
    await page.getByTestId('field-martial_status').selectOption('Divorced');
    await page.getByTestId('wizard-next').click();
    const summary = page.getByTestId('step-error-summary');
    await expect(summary).toBeVisible();
    // Translated: no English message left in the Urdu summary.
    if (lang === 'ur') await expect(summary).not.toContainText('This field is required.');
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    await summary.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/step-errors-390-${lang}.png` });
    await page.setViewportSize(VIEWPORTS.desktop);
    await summary.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/step-errors-1366-${lang}.png` });
  });
}
