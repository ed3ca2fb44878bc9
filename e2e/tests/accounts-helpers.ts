/**
 * Helpers of the account browser tests: a fresh username, Mantine's searchable selects, the one-time
 * code from the dev outbox, a small JPEG, and filling the wizard steps with a valid profile.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/** A 64x64 JPEG (292 bytes), made with sharp. */
export const SMALL_JPEG = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCABAAEADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAEF/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AkgIyQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAH/2Q==',
  'base64',
);

let counter = 0;
/** A new Indian mobile number (10 digits, starting with 9) for each call. */
export function freshMobile(): string {
  counter += 1;
  const tail = `${Date.now()}${counter}`.slice(-8);
  return `9${String(counter % 10)}${tail}`;
}

/** The interface languages the account tests fill the wizard in. */
export type WizardLang = 'en' | 'ur';

/**
 * The names the wizard's searchable selects show in `lang` for the test profile's state, city and
 * biradari: the web app's reference names (apps/web/src/i18n/ref/<lang>.json), the English value
 * when a language has none.
 */
function refNames(lang: WizardLang): { state: string; city: string; biradari: string } {
  const file = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    `../../apps/web/src/i18n/ref/${lang}.json`,
  );
  const ref = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<
    'state' | 'city' | 'biradari',
    Record<string, string>
  >;
  const name = (list: Record<string, string>, key: string, english: string) => list[key] ?? english;
  return {
    state: name(ref.state, 'uttar_pradesh', 'Uttar Pradesh'),
    city: name(ref.city, 'lucknow', 'Lucknow'),
    biradari: name(ref.biradari, 'qureshi', 'Qureshi'),
  };
}

/**
 * Picks the option shown as `option` in the Mantine searchable select with test id `testId`, typing
 * its first letters as a member would (in any script). The field is brought to the middle of the
 * screen first, so its list opens below it without scrolling the page: a field at the bottom of a
 * phone screen made the click scroll, and the list, placed again a frame later, was no longer under
 * the pointer when the machine was loaded (a full run of 2026-11-28: "Qur" stayed in the field). A
 * tap that still misses is made again, as a person would.
 */
export async function pick(page: Page, testId: string, option: string): Promise<void> {
  const input = page.getByTestId(testId);
  await input.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect(async () => {
    if ((await input.inputValue()) === option) return;
    await input.click();
    await input.fill(option.slice(0, 3));
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 5_000 });
    await expect(input).toHaveValue(option, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** The newest one-time code sent to `username`, read from the dev outbox. */
export async function latestCode(page: Page, username: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(username)}`);
      const body = (await res.json()) as { results: { code: string | null }[] };
      code = body.results[0]?.code ?? null;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code as unknown as string;
}

/** Ticks the five boxes of the acknowledgement dialog and continues. */
export async function acknowledge(page: Page): Promise<void> {
  const dialog = page.getByTestId('ack-dialog').getByRole('dialog');
  await expect(page.getByTestId('ack-continue')).toBeDisabled();
  for (const key of ['muslim', 'notAgent', 'noMisuse', 'correctInfo', 'free']) {
    await page.getByTestId(`ack-${key}`).check();
  }
  await page.getByTestId('ack-continue').click();
  await expect(dialog).toBeHidden();
}

/** From the login page: a new username goes to the signup wizard. */
export async function startSignup(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-continue').click();
  await expect(page).toHaveURL(/\/signup$/);
}

export async function next(page: Page, heading: RegExp): Promise<void> {
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('wizard-heading')).toHaveText(heading);
}

/** Step 1 with a valid unmarried man from Lucknow, the selects read in `lang`. */
export async function fillPersonal(
  page: Page,
  name = 'Imran Qureshi',
  lang: WizardLang = 'en',
): Promise<void> {
  const names = refNames(lang);
  await page.getByTestId('field-full_name').fill(name);
  await page.getByTestId('field-gender-Male').check();
  await page.getByTestId('field-martial_status').selectOption('Unmarried');
  await page.getByTestId('field-year_of_birth').selectOption('1995');
  await page.getByTestId('field-height').selectOption(`5'8"`);
  await page.getByTestId('field-weight').fill('70');
  await page.getByTestId('field-education').selectOption('Graduate');
  await page.getByTestId('field-degree').fill('B.Com');
  await page.getByTestId('field-occupation').fill('Accountant');
  await page.getByTestId('field-hobbies').fill('Cricket, reading');
  await pick(page, 'field-state', names.state);
  await pick(page, 'field-city', names.city);
  await page.getByTestId('field-same_location').check();
}

/** Step 2; the biradari list shows names in `lang`. */
export async function fillFamily(page: Page, lang: WizardLang = 'en'): Promise<void> {
  await page.getByTestId('field-fathers_name').fill('Abdul Qureshi');
  await page.getByTestId('field-fathers_occupation').fill('Shopkeeper');
  await page.getByTestId('field-mothers_name').fill('Rehana Qureshi');
  await page.getByTestId('field-no_of_brothers').selectOption('1');
  await page.getByTestId('field-no_of_married_brothers').selectOption('0');
  await page.getByTestId('field-no_of_sisters').selectOption('0');
  await pick(page, 'field-biradari', refNames(lang).biradari);
  await page.getByTestId('field-maslak').selectOption('Deobandi');
}

export async function fillContact(page: Page, mobile: string): Promise<void> {
  await page.getByTestId('field-contact_of').selectOption('Father');
  await page.getByTestId('field-contact_number').fill(mobile);
  await page.getByTestId('field-whatsapp_number').fill(mobile);
}

export async function fillOther(page: Page): Promise<void> {
  await page
    .getByTestId('field-expectations')
    .fill('An educated, practising girl from a respectable family.');
  await page
    .getByTestId('field-extra_information')
    .fill('We are a family of five living in Lucknow; I work as an accountant.');
}
