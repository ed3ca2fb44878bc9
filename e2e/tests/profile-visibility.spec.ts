/**
 * DESIGN.md D16 in the browser: a new member's profile is active from signup (the switch is on, and
 * no page asks to "edit and save once"), and the Hide/Show switch on the member's own profile page
 * hides the profile from other members and shows it again. Screenshots at 390 and 1366 px, English
 * and Urdu (SHOTS_DIR).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, useLanguage, VIEWPORTS } from './fixtures';
import { closeEmailReminder, logIn, signUpMember, type Member } from './ui-helpers';

const SHOTS = process.env.SHOTS_DIR;

/**
 * Presses Space on the switch and waits for the server's answer: the switch shows the new state at
 * once, while the change is being saved (a run of 2026-11-28 read the profile before the save).
 */
async function pressSwitch(page: Page): Promise<void> {
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === '/api/profiles/visibility/',
  );
  await page.getByTestId('profile-visibility-switch').focus();
  await page.keyboard.press('Space');
  expect((await answered).ok()).toBe(true);
}

/** The status another member gets opening `slug`. */
async function statusFor(request: APIRequestContext, viewer: Member, slug: string): Promise<number> {
  const res = await request.get(`/api/profiles/detail-slug/${slug}?skip-update=true`, {
    headers: { Authorization: `Token ${viewer.token}` },
  });
  return res.status();
}

test('the owner hides the profile from others and shows it again', async ({ page, consoleErrors: _ }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await useLanguage(page, 'en');
  const owner = await signUpMember(page, { name: 'Sana Parveen', gender: 'Female', year: 1997 });
  const viewer = await signUpMember(page, { name: 'Arif Hussain', gender: 'Male', year: 1994 });
  expect(await statusFor(page.request, viewer, owner.slug)).toBe(200);

  await logIn(page, owner);
  await page.goto(`/profiles/${owner.slug}`);
  await closeEmailReminder(page);
  const toggle = page.getByTestId('profile-visibility-switch');
  await expect(toggle).toBeChecked();
  await expect(page.getByTestId('profile-visibility-state')).toHaveText(/shown/);
  await expect(page.getByText(/save it once|activate it/i)).toHaveCount(0);

  await pressSwitch(page);
  await expect(page.getByTestId('profile-visibility-state')).toHaveText(/hidden/);
  await expect(toggle).not.toBeChecked();
  expect(await statusFor(page.request, viewer, owner.slug)).toBe(404);
  // The choice is the server's: a reload shows it hidden still.
  await page.reload();
  await closeEmailReminder(page);
  await expect(page.getByTestId('profile-visibility-switch')).not.toBeChecked();

  await pressSwitch(page);
  await expect(page.getByTestId('profile-visibility-switch')).toBeChecked();
  expect(await statusFor(page.request, viewer, owner.slug)).toBe(200);
});

for (const lang of ['en', 'ur'] as const) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`the switch reads well (${lang}, ${size})`, async ({ page, consoleErrors: _ }) => {
      await page.setViewportSize(viewport);
      await useLanguage(page, lang);
      const owner = await signUpMember(page, { name: 'Huma Khatoon', gender: 'Female', year: 1996 });
      await logIn(page, owner);
      await page.goto(`/profiles/${owner.slug}`);
      await closeEmailReminder(page);
      const card = page.getByTestId('profile-visibility');
      await expect(card).toBeVisible();
      // A tap on the switch's label, as a person does on a phone.
      await card.locator('label').first().click();
      await expect(page.getByTestId('profile-visibility-switch')).not.toBeChecked();
      if (SHOTS) {
        await card.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/visibility-${lang}-${viewport.width}.png` });
      }
    });
  }
}
