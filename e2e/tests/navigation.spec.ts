/** Every side-menu link of SPEC.md section 2 for visitors, and the error page. */
import { test, expect, useLanguage, VIEWPORTS } from './fixtures';

const INTERNAL = ['guidelines', 'categories', 'new-profiles', 'profiles', 'book', 'news', 'login'];

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test(`side menu links work on ${device}`, async ({ page, consoleErrors: _ }) => {
    await page.setViewportSize(viewport);
    await useLanguage(page, 'en');
    await page.goto('/');
    const openMenu = async () => {
      const burger = page.getByTestId('burger');
      if (await burger.isVisible()) await burger.click();
    };
    for (const target of INTERNAL) {
      await openMenu();
      await page.getByTestId(`nav-${target}`).click();
      await expect(page).toHaveURL(new RegExp(`/${target}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('error-title')).toHaveCount(0);
    }
    await openMenu();
    const scholarships = page.getByTestId('nav-scholarships');
    await expect(scholarships).toHaveAttribute('target', '_blank');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), scholarships.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/scholarships');
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    await tab.close();
    await openMenu();
    const haj = page.getByTestId('nav-haj');
    await expect(haj).toHaveAttribute('target', '_blank');
    await expect(haj).toHaveAttribute('href', /^https:\/\//);
    await expect(haj).toHaveAttribute('rel', /noopener/);
  });
}

test('unknown paths show 404 Not Found with a Home link', async ({ page, consoleErrors: _ }) => {
  await useLanguage(page, 'en');
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(200);
  await expect(page.getByTestId('error-title')).toHaveText('404 Not Found');
  await page.getByRole('link', { name: 'Home' }).last().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('ticker')).toBeVisible();
});

test('the 404 page is translated in Urdu', async ({ page, consoleErrors: _ }) => {
  await useLanguage(page, 'ur');
  await page.goto('/missing');
  await expect(page.getByTestId('error-title')).toBeVisible();
  await expect(page.getByTestId('error-title')).not.toHaveText('404 Not Found');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('the member menu chat pages ask a visitor to log in (not 404)', async ({ page, consoleErrors: _ }) => {
  await useLanguage(page, 'en');
  for (const path of ['/chatindex', '/chatgroup']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByTestId('error-title')).toHaveCount(0);
  }
});
