/**
 * Urdu from the language picker (issue 12, DESIGN.md D14): `<html lang="ur" dir="rtl">`, the
 * Nastaliq web font loaded, and a profile card showing its reference values (marital status) and
 * height in Urdu, as the language's file writes them. Console errors are left to the page tests
 * (fixtures.ts): a hydration mismatch (React #418) of the server-rendered pages fails those today.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
const HERE = path.dirname(fileURLToPath(import.meta.url));
import { expect, expectFontLoaded, openLanguageMenu, test, useLanguage, VIEWPORTS } from './fixtures';

type Ref = { maritalStatus: Record<string, string>; height: { feetInches: string } };
const refUr = JSON.parse(
  fs.readFileSync(path.resolve(HERE, '../../apps/web/src/i18n/ref/ur.json'), 'utf8'),
) as Ref;

test('switching to Urdu mirrors the page, loads Nastaliq and translates card values', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/profiles');
  await expect(page.getByTestId('profile-card').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await openLanguageMenu(page);
  await page.getByTestId('language-ur').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectFontLoaded(page, 'Noto Nastaliq Urdu');

  const card = page.getByTestId('profile-card').first();
  const text = (await card.textContent()) ?? '';
  const marital = Object.values(refUr.maritalStatus);
  expect(
    marital.some((m) => text.includes(m)),
    `an Urdu marital status in: ${text}`,
  ).toBe(true);
  // The height's words from the Urdu file (feet and inches), digits isolated left to right.
  const words = refUr.height.feetInches
    .split(/\{\{\w+\}\}/)
    .map((w) => w.trim())
    .filter(Boolean);
  for (const w of words) expect(text).toContain(w);
  expect(text).not.toMatch(/\d'\d/);
});

test("the login page's mobile field stays left to right in Urdu: +91 first, the digits after it, apart", async ({
  page,
}) => {
  await useLanguage(page, 'ur');
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const input = page.getByTestId('login-username');
  await input.fill('9876543210');
  const prefix = page.getByText('+91', { exact: true });
  const [section, field] = await Promise.all([prefix.boundingBox(), input.boundingBox()]);
  expect(section && field).toBeTruthy();
  // Where the typed digits begin: the input's left edge plus its left padding.
  const textStart = await input.evaluate(
    (el) => el.getBoundingClientRect().left + parseFloat(getComputedStyle(el).paddingLeft),
  );
  expect(section!.x, '+91 at the left end of the field').toBeLessThan(field!.x + field!.width / 2);
  expect(section!.x + section!.width, '+91 ends before the digits begin').toBeLessThanOrEqual(textStart);
});
