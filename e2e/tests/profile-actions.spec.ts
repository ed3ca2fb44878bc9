/**
 * Member actions in the browser (issue 8; SPEC.md sections 2, 4, 5 and 8; DESIGN.md D11, D12):
 * the owner uploads a verification document and sees In Process; the owner asks for deletion and
 * sees the server's 7-day refusal (no development route moves a profile's creation date back, so
 * the accepted request and its notice are covered by the API tests); a member who is not Verified
 * is told to verify on the report screen; a Verified member (verified by a superuser through the
 * console's API) reports a profile with an evidence image, and the profile then says "Reported".
 * With SHOTS_DIR set, the report screen and the Verify Profile dialog at 390 px in English and Urdu.
 * A new photo waiting for approval is shown to its owner, labelled, at 390 px (issue 34 point 3).
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { SMALL_JPEG } from './accounts-helpers';
import { expect, test, useLanguage, VIEWPORTS } from './fixtures';
import { createSuperuser, verifyMember } from './moderator-helpers';
import { closeEmailReminder, logIn, signUpMember, type Member } from './ui-helpers';

const SHOTS = process.env.SHOTS_DIR;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * Makes `m` Verified the way a moderator does (moderator-helpers: a document, then a superuser's
 * decision). `api` ends up logged in as the superuser.
 */
async function verify(api: APIRequestContext, m: Member): Promise<void> {
  const { token } = await createSuperuser(api);
  await verifyMember(api, m, token);
}

test('the owner uploads a verification document, then is refused deletion within 7 days', async ({
  page,
}) => {
  // The refusal is a 403 the browser logs as a failed resource: only uncaught errors fail the test.
  const pageErrors: string[] = [];
  page.on('pageerror', (err) => pageErrors.push(err.message));
  await page.setViewportSize(VIEWPORTS.phone);
  await useLanguage(page, 'en');
  const owner = await signUpMember(page, { name: 'Sana Parveen', gender: 'Female', year: 1997 });
  await logIn(page, owner);
  await page.goto(`/profiles/${owner.slug}`);
  await closeEmailReminder(page);

  await expect(page.getByTestId('verification-status')).toHaveText(/Not Verified/);
  await page.getByTestId('verify-button').click();
  const dialog = page.getByTestId('verify-dialog');
  await dialog.getByTestId('verify-submit').click();
  await expect(dialog.getByText('File is required')).toBeVisible();
  const input = dialog.locator('input[type=file]');
  await input.setInputFiles({ name: 'id.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByText('Upload the document as a PNG, GIF or JPEG image.')).toBeVisible();
  await input.setInputFiles({ name: 'id.jpg', mimeType: 'image/jpeg', buffer: SMALL_JPEG });
  await expect(dialog.getByTestId('verify-file-preview')).toBeVisible();
  await dialog.getByTestId('verify-submit').click();
  await expect(page.getByText('Your profile has been updated successfully')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('verification-status')).toHaveText(/In Process/);
  await expect(page.getByTestId('verify-button')).toBeDisabled();

  await page.getByTestId('delete-button').click();
  await expect(page).toHaveURL(new RegExp(`/delete/${owner.slug}$`));
  // A profile made today: before any form, the page says from when it can be deleted, accusing
  // nobody, and offers to hide it at once instead (issue 34 point 4).
  await expect(page.getByTestId('delete-too-soon')).toContainText('A new profile can be deleted from');
  await expect(page.getByTestId('delete-form')).toHaveCount(0);
  const hidden = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === '/api/profiles/visibility/',
  );
  await page.getByTestId('profile-visibility-switch').focus();
  await page.keyboard.press('Space');
  expect((await hidden).ok()).toBe(true);
  await expect(page.getByTestId('profile-visibility-switch')).not.toBeChecked();

  // Eight days on, by the browser's clock only: the form. The server, on its own clock, still
  // refuses, in plain words.
  await page.clock.install({ time: new Date(Date.now() + 8 * 24 * 3600_000) });
  await page.reload();
  await expect(page.getByTestId('delete-reasons').getByRole('radio')).toHaveCount(10);
  await page.getByLabel('Others').check();
  await page.getByTestId('delete-confirm').check();
  await page.getByTestId('delete-submit').click();
  await expect(page.getByTestId('delete-other')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Taking a break').check();
  await page.getByTestId('delete-submit').click();
  await expect(page.getByTestId('delete-failure')).toContainText(
    'A new profile can be deleted once it is 7 days old. Until then you can hide it',
  );
  await page.goto(`/profiles/${owner.slug}`);
  await closeEmailReminder(page);
  await expect(page.getByTestId('delete-button')).toBeVisible();
  await expect(page.getByTestId('delete-notice')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('only a Verified member reports: the verify message, then a report with evidence', async ({
  page,
  request,
  consoleErrors: _,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await useLanguage(page, 'en');
  const target = await signUpMember(page, { name: 'Rukhsar Khan', gender: 'Female', year: 1998 });
  const reporter = await signUpMember(page, { name: 'Arif Hussain', gender: 'Male', year: 1994 });
  await logIn(page, reporter);
  await page.goto(`/profiles/${target.slug}`);
  await page.getByTestId('report-button').click();
  await expect(page).toHaveURL(new RegExp(`/report/${target.slug}$`));
  await expect(page.getByTestId('report-not-verified')).toHaveText(
    'Kindly verify your profile to report the user.',
  );
  await page.getByTestId('report-verify-link').click();
  await expect(page).toHaveURL(new RegExp(`/profiles/${reporter.slug}#verify$`));
  await expect(page.getByTestId('verify-button')).toBeVisible();

  // A separate cookie jar: the superuser's login must not replace the member's session.
  await verify(request, reporter);
  await page.goto(`/report/${target.slug}`);
  const form = page.getByTestId('report-form');
  await expect(form.getByRole('radio')).toHaveCount(7);
  await form.getByLabel('Other').check();
  await form.getByTestId('report-submit').click();
  await expect(form.getByText('File is required')).toBeVisible();
  await expect(form.getByTestId('report-other')).toHaveAttribute('aria-invalid', 'true');
  await form.getByTestId('report-other').fill('Asked my family to pay a registration fee.');
  await expect(form.getByText('42 / 2000 characters')).toBeVisible();
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'proof.jpg', mimeType: 'image/jpeg', buffer: SMALL_JPEG });
  await expect(form.getByTestId('report-evidence-preview')).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('[data-testid="report-page"]').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await form.getByTestId('report-submit').click();
  await expect(page.getByText('Reported successfully.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/profiles/${target.slug}$`));
  await expect(page.getByTestId('report-button')).toHaveText(/Reported/);
  await page.goto(`/report/${target.slug}`);
  await expect(page.getByTestId('report-already')).toBeVisible();
});

for (const lang of ['en', 'ur'] as const) {
  test(`screenshots of the report screen and the Verify Profile dialog at 390 px (${lang})`, async ({
    page,
    consoleErrors: _,
  }) => {
    test.skip(!SHOTS, 'SHOTS_DIR not set');
    await page.setViewportSize(VIEWPORTS.phone);
    await useLanguage(page, lang);
    const target = await signUpMember(page, { name: 'Nazia Begum', gender: 'Female', year: 1996 });
    const reporter = await signUpMember(page, { name: 'Faisal Ahmed', gender: 'Male', year: 1993 });
    await verify(page.request, reporter);
    await logIn(page, reporter);
    await page.goto(`/report/${target.slug}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ur' ? 'rtl' : 'ltr');
    const form = page.getByTestId('report-form');
    await form.getByRole('radio').last().check();
    await form
      .getByTestId('report-other')
      .fill(lang === 'ur' ? 'رجسٹریشن فیس مانگی گئی۔' : 'Asked for a fee.');
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'proof.jpg', mimeType: 'image/jpeg', buffer: SMALL_JPEG });
    await expect(form.getByTestId('report-evidence-preview')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/h3-report-${lang}-390.png`, fullPage: true });

    const owner = await signUpMember(page, { name: 'Huma Siddiqui', gender: 'Female', year: 1999 });
    await logIn(page, owner);
    await page.goto(`/profiles/${owner.slug}`);
    await closeEmailReminder(page);
    await page.getByTestId('verify-button').click();
    const dialog = page.getByTestId('verify-dialog');
    await dialog.getByTestId('verify-submit').click();
    await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/h3-verify-${lang}-390.png` });
  });
}

test('a new photo waits for approval in plain sight of its owner only (390 px)', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await useLanguage(page, 'en');
  const owner = await signUpMember(page, { name: 'Rukhsar Bano', gender: 'Female', year: 1998 });
  // Signed up first: a sign-up through this page's requests sets its session cookie.
  const other = await signUpMember(page, { name: 'Adil Hussain', gender: 'Male', year: 1994 });
  const res = await page.request.post(`/api/profiles/upload/${owner.profile_id}/0/`, {
    headers: { Authorization: `Token ${owner.token}` },
    multipart: { file: { name: 'photo0.jpg', mimeType: 'image/jpeg', buffer: SMALL_JPEG } },
  });
  expect(res.ok(), await res.text()).toBe(true);

  await logIn(page, owner);
  await page.goto(`/profiles/${owner.slug}`);
  await closeEmailReminder(page);
  const pending = page.getByTestId('pending-photos');
  await expect(pending).toContainText('Waiting for approval');
  const photo = pending.getByTestId('pending-photo-0');
  await expect(photo).toBeVisible();
  // The picture itself arrived (the owner-only variant), not a broken image.
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const box = await pending.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);

  // Another member sees no waiting photo.
  const otherContext = await browser.newContext({ viewport: VIEWPORTS.phone });
  const otherPage = await otherContext.newPage();
  await logIn(otherPage, other);
  await otherPage.goto(`/profiles/${owner.slug}`);
  await expect(otherPage.getByTestId('profile-name')).toHaveText('Rukhsar Bano');
  await expect(otherPage.getByTestId('pending-photos')).toHaveCount(0);
  await otherContext.close();

  // Once a moderator approves it, the label goes and the photo is the profile's.
  const approved = await page.request.post(`/api/dev/approve/${encodeURIComponent(owner.slug)}`);
  expect(approved.ok(), await approved.text()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('profile-photos').getByTestId('own-photo')).toHaveCount(1);
  await expect(page.getByTestId('pending-photos')).toHaveCount(0);
});

test('a member whose account moderators block is told so on the next page, with a way to write to us', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await useLanguage(page, 'en');
  const member = await signUpMember(page, { name: 'Tariq Jamal', gender: 'Male', year: 1992 });
  await logIn(page, member);
  await page.goto(`/profiles/${member.slug}`);
  await closeEmailReminder(page);
  await expect(page.getByTestId('profile-name')).toHaveText('Tariq Jamal');

  // The moderator in a context of their own (a superuser's login sets that context's cookie).
  const moderator = await browser.newContext();
  const { token } = await createSuperuser(moderator.request);
  const blocked = await moderator.request.post(`/api/admin/members/${member.profile_id}/block/`, {
    headers: { Authorization: `Token ${token}` },
    data: { reason: 'Fake photos' },
  });
  expect(blocked.ok(), await blocked.text()).toBe(true);
  await moderator.close();

  // The session ended with the block: the next page goes to the login, which says why.
  await page.goto('/favourite');
  await expect(page).toHaveURL(/\/login/);
  const notice = page.getByTestId('login-signed-out');
  await expect(notice).toContainText('Your account is blocked');
  await expect(notice.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/feedback');
});
