/**
 * The "Bio data" button (issue 8) in the browser: on another member's profile and on one's own,
 * it downloads `biodata-<profile_code>.pdf` from the server, in the interface language.
 */
import { expect, test, useLanguage } from './fixtures';
import { logIn, signUpMember } from './ui-helpers';

test('Bio data downloads the PDF on another profile (Urdu) and on my own (English)', async ({
  page,
  consoleErrors: _,
}) => {
  test.setTimeout(120_000);
  const bride = await signUpMember(page, { name: 'Sana Farooqui', gender: 'Female', year: 1996 });
  const groom = await signUpMember(page, { name: 'Imran Qureshi', gender: 'Male', year: 1990 });

  await useLanguage(page, 'ur');
  await logIn(page, groom);
  await page.goto(`/profiles/${bride.slug}`);
  const button = page.getByTestId('biodata-button');
  await expect(button).toBeEnabled();
  const asked = page.waitForRequest((r) => r.url().includes('/api/profiles/pdf/'));
  const download = page.waitForEvent('download');
  await button.click();
  expect(new URL((await asked).url()).searchParams.get('lang')).toBe('ur');
  expect((await download).suggestedFilename()).toBe(`biodata-${bride.profile_code}.pdf`);
  const bytes = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of bytes) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

  await useLanguage(page, 'en');
  await logIn(page, bride);
  await page.goto(`/profiles/${bride.slug}`);
  // The owner without an e-mail is asked for one first (SPEC.md section 4).
  const emailDialog = page.getByTestId('email-dialog').getByRole('dialog');
  await expect(emailDialog).toBeVisible();
  await page.getByTestId('email-input').fill(`sana.${bride.username}@example.com`);
  await page.getByTestId('email-submit').click();
  await expect(emailDialog).toBeHidden();
  const own = page.waitForEvent('download');
  await page.getByTestId('biodata-button').click();
  expect((await own).suggestedFilename()).toBe(`biodata-${bride.profile_code}.pdf`);
});
