/**
 * The dialogs of SPEC.md section 2 that every page offers from its footer: Share (copy link and
 * WhatsApp where the browser has no share sheet), Contact us with the social icons, Rate us, and
 * Install APP, which appears only after the browser offers installation and never again once
 * cancelled. Each dialog passes axe with no serious or critical violation.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, finishAnimations, showFooter, useLanguage, VIEWPORTS } from './fixtures';

async function expectNoSeriousViolations(page: Page): Promise<void> {
  // Let opening transitions end first: mid-fade text would be judged at partial opacity.
  // Endless animations (the home ticker) are left out.
  await finishAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}

/** Fires a fake `beforeinstallprompt` whose prompt() records the call and resolves `outcome`. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed'): Promise<void> {
  await page.evaluate((result) => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    event.prompt = () => {
      // The page's window has no such property; the test counts prompts on it.
      (window as unknown as { prompted: number }).prompted =
        ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
      return Promise.resolve();
    };
    event.userChoice = Promise.resolve({ outcome: result });
    window.dispatchEvent(event);
  }, outcome);
}

/**
 * Moves the page's clock on by the dialog's delay until the install dialog shows. The dialog's
 * code is a lazy chunk that starts its timer only once loaded, which on a busy machine can be after
 * a single fast-forward has passed.
 */
async function fastForwardToInstallDialog(page: Page): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward(10_000);
    await expect(page.getByTestId('install-dialog')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

/** Taps the star labelled `name` (its radio input is visually hidden behind the star). */
async function tapStar(page: Page, name: string): Promise<void> {
  const id = await page.getByTestId('rate-modal').getByRole('radio', { name }).getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await useLanguage(page, 'en');
});

test('share dialog: copy link and WhatsApp', async ({ page, consoleErrors: _ }) => {
  await page.goto('/about');
  await showFooter(page);
  await page.getByTestId('share-button').click();
  const dialog = page.getByTestId('share-modal');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByTestId('share-whatsapp')).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('contact us dialog: social icons open in a new tab, feedback form one tap away', async ({
  page,
  consoleErrors: _,
}) => {
  await page.goto('/');
  await showFooter(page);
  await page.getByTestId('contact-button').click();
  const dialog = page.getByTestId('contact-modal');
  await expect(dialog).toBeVisible();
  for (const key of ['whatsapp', 'youtube', 'facebook', 'instagram']) {
    const link = page.getByTestId(`social-${key}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
  await expect(dialog.locator('a[href^="mailto:"]')).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('link', { name: 'Send feedback' }).click();
  await expect(page).toHaveURL(/\/feedback$/);
  await expect(dialog).toBeHidden();
});

test('rate us dialog: a low rating leads to feedback, a high one to sharing', async ({
  page,
  consoleErrors: _,
}) => {
  await page.goto('/news');
  await showFooter(page);
  await page.getByTestId('rate-us').click();
  const dialog = page.getByTestId('rate-modal');
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page);
  await tapStar(page, '2 of 5');
  await expect(dialog).toContainText('tell us what we can do better');
  await page.getByTestId('rate-feedback').click();
  await expect(page).toHaveURL(/\/feedback\?category=Suggestion$/);
  await expect(page.locator('form [name="category"]')).toHaveValue('Suggestion');

  await page.getByTestId('rate-us').click();
  // The rating is remembered on this device.
  await expect(dialog.getByRole('radio', { name: '2 of 5' })).toBeChecked();
  await tapStar(page, '5 of 5');
  await dialog.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByTestId('share-modal')).toBeVisible();
});

test('install dialog: only after the browser offers it; Cancel is remembered', async ({
  page,
  consoleErrors: _,
}) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByTestId('home-books')).toBeVisible();
  // No offer from the browser: no dialog, however long the visit.
  await page.clock.fastForward(60_000);
  await expect(page.getByTestId('install-dialog')).toHaveCount(0);

  await offerInstall(page, 'dismissed');
  await page.clock.fastForward(2_000);
  await expect(page.getByTestId('install-dialog')).toHaveCount(0);
  await fastForwardToInstallDialog(page);
  const dialog = page.getByTestId('install-dialog');
  await expect(dialog).toContainText('Install APP');
  await expectNoSeriousViolations(page);
  await page.getByTestId('install-cancel').click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByTestId('home-books')).toBeVisible();
  await offerInstall(page, 'accepted');
  await page.clock.fastForward(30_000);
  await expect(page.getByTestId('install-dialog')).toHaveCount(0);
});

test('install dialog: Install opens the browser prompt', async ({ page, consoleErrors: _ }) => {
  await page.clock.install();
  await page.goto('/book');
  await offerInstall(page, 'accepted');
  await fastForwardToInstallDialog(page);
  await page.getByTestId('install-confirm').click();
  await expect(page.getByTestId('install-dialog')).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
});
