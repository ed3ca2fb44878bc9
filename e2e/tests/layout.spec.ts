/**
 * Rough edges of the layout (issue 15): the home page offers a member the guidelines instead of
 * Login / Signup (SPEC.md section 1); on a phone the logo and the language picker never overlap;
 * the install banner never covers a form or a dialog, and the Install APP dialog never opens over
 * another dialog; the chat pages say honestly that chat is not there yet. The footer's
 * partner-found count comes with the server-rendered page (issue 29).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, LANG_STORAGE_KEY, showFooter, test, useLanguage, VIEWPORTS } from './fixtures';
import { expectApart, logIn, signUpMember } from './ui-helpers';

/** True when the element on top at the centre of `target` is `target` or inside it. */
async function onTop(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && (hit === el || el.contains(hit));
  });
}

/** Chromium's install offer, as the browser would fire it. */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
  });
}

test('home: a member sees the guidelines button instead of Login / Signup', async ({
  page,
  consoleErrors: _,
}) => {
  await useLanguage(page, 'en');
  await page.goto('/');
  await expect(page.getByTestId('home-login')).toBeVisible();
  await expect(page.getByTestId('home-guidelines-button')).toHaveCount(0);
  const member = await signUpMember(page, { name: 'Imran Qureshi', gender: 'Male', year: 1990 });
  await logIn(page, member);
  await page.goto('/');
  await expect(page.getByTestId('home-guidelines-button')).toBeVisible();
  await expect(page.getByTestId('home-login')).toHaveCount(0);
  await page.getByTestId('home-guidelines-button').click();
  await expect(page).toHaveURL(/\/guidelines$/);
});

for (const lang of ['en', 'ur'] as const) {
  test(`phone header in ${lang}: logo, language picker and profile button do not overlap when logged in`, async ({
    page,
    consoleErrors: _,
  }) => {
    await useLanguage(page, lang);
    const member = await signUpMember(page, { name: 'Imran Qureshi', gender: 'Male', year: 1990 });
    await logIn(page, member);
    // 390 px (the phone), 360 px (most Android phones) and 320 px (the smallest in use).
    for (const [width, path] of [
      [VIEWPORTS.phone.width, '/'],
      [VIEWPORTS.phone.width, '/profiles'],
      [360, '/profiles'],
      [320, '/profiles'],
    ] as const) {
      await page.setViewportSize({ width, height: VIEWPORTS.phone.height });
      await page.goto(path);
      await expect(page.getByTestId('header-my-profile')).toBeVisible();
      // The logo's own box may shrink while its picture and name spill out: measure what is drawn.
      const logoParts = await page.getByTestId('logo-link').locator('> *').all();
      expect(logoParts.length).toBeGreaterThan(0);
      for (const part of logoParts) {
        if (!(await part.isVisible())) continue;
        await expectApart(part, page.getByTestId('language-picker'));
        await expectApart(part, page.getByTestId('header-my-profile'));
        await expectApart(part, page.getByTestId('burger'));
      }
      await expectApart(page.getByTestId('language-picker'), page.getByTestId('header-my-profile'));
      const header = await page.getByTestId('site-header').boundingBox();
      for (const id of ['burger', 'language-picker', 'header-my-profile']) {
        const box = await page.getByTestId(id).boundingBox();
        expect(box && header && box.x >= header.x && box.x + box.width <= header.x + header.width, id).toBe(
          true,
        );
      }
    }
  });
}

/** Makes this tab the visitor's second visit, the one the install banner shows in (issue 34). */
const secondVisit = (page: Page) =>
  page.addInitScript(() => {
    if (!window.sessionStorage.getItem('nikah.visit')) window.localStorage.setItem('nikah.visits', '1');
  });

test('the install banner never covers a form or a dialog', async ({ page, consoleErrors: _ }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await useLanguage(page, 'en');
  await secondVisit(page);
  await page.goto('/feedback');
  await expect(page.getByTestId('app-banner')).toBeVisible();
  const submit = page.locator('main form').getByRole('button').last();
  await submit.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  expect(await onTop(submit), 'the form button is not covered').toBe(true);
  for (const field of await page.locator('main form').locator('input, textarea').all()) {
    await field.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    expect(await onTop(field), 'a form field is not covered').toBe(true);
  }

  await page.goto('/');
  await expect(page.getByTestId('app-banner')).toBeVisible();
  await showFooter(page);
  await page.getByTestId('share-button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (const button of await dialog.getByRole('button').all()) {
    expect(await onTop(button), 'a dialog button is not covered').toBe(true);
  }
});

test('the install banner shows in the second visit only: one slim row after the page (390 px)', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  await context.addInitScript((key) => window.localStorage.setItem(key, 'en'), LANG_STORAGE_KEY);
  const visit = async () => {
    // A new tab is a new visit (its own sessionStorage); the count is the browser's.
    const tab = await context.newPage();
    await tab.goto('/guidelines');
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    await tab.waitForFunction(() => window.sessionStorage.getItem('nikah.visit') !== null);
    return tab;
  };
  const first = await visit();
  await expect(first.getByTestId('app-banner')).toHaveCount(0);
  await first.close();

  const second = await visit();
  const banner = second.getByTestId('app-banner');
  await expect(banner).toBeVisible();
  const box = await banner.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(60);
  // After the page's content, not above it.
  const heading = await second.getByRole('heading', { level: 1 }).boundingBox();
  expect(box && heading && box.y > heading.y).toBe(true);
  // Every page of that visit.
  await second.goto('/book');
  await expect(second.getByTestId('app-banner')).toBeVisible();
  await second.close();

  const third = await visit();
  await expect(third.getByTestId('app-banner')).toHaveCount(0);
  await context.close();
});

test('the Install APP dialog never opens over another dialog nor over a form', async ({
  page,
  consoleErrors: _,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await useLanguage(page, 'en');
  await page.clock.install();
  // A page with a form being filled is no moment for it.
  await page.goto('/feedback');
  await expect(page.locator('main form')).toBeVisible();
  await offerInstall(page);
  await page.clock.runFor(20_000);
  await expect(page.getByTestId('install-dialog')).toHaveCount(0);
  // Nor is a moment when another dialog is open.
  await page.goto('/');
  await showFooter(page);
  await page.getByTestId('share-button').click();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await offerInstall(page);
  await page.clock.runFor(20_000);
  await expect(page.getByTestId('install-dialog')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  // Once the other dialog is closed, it comes, alone.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('install-dialog')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('the chat pages open for a member, in place of the old "not available yet" note', async ({
  page,
  consoleErrors: _,
}) => {
  await useLanguage(page, 'en');
  const member = await signUpMember(page, { name: 'Imran Qureshi', gender: 'Male', year: 1990 });
  await logIn(page, member);
  for (const [path, testId] of [
    ['/chatindex', 'chat-page'],
    ['/chatgroup', 'groups-page'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(testId)).toBeVisible();
    await expect(page.getByText('not available yet')).toHaveCount(0);
  }
  const list = await page.request.get('/api/profiles/list/?limit=1', {
    headers: { Authorization: `Token ${member.token}` },
  });
  const { results } = (await list.json()) as { results: { slug: string }[] };
  await page.goto(`/profiles/${results[0]!.slug}`);
  await expect(page.getByTestId('profile-contact')).toBeVisible();
  await expect(page.locator('main')).not.toContainText('next release');
});

for (const path of ['/', '/login']) {
  test(`the footer of ${path} shows the partner-found count the server render brought, with no request of its own`, async ({
    page,
    consoleErrors: _,
  }) => {
    const answer = await page.request.get('/api/configs/count/partner-found');
    const { count } = (await answer.json()) as { count: unknown };
    expect(typeof count).toBe('number');
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/configs/count/partner-found')) asked.push(r.url());
    });
    await page.goto(path);
    const footer = await showFooter(page);
    await expect(footer.getByTestId('partner-found')).toContainText(
      new Intl.NumberFormat('en-IN').format(count as number),
    );
    expect(asked).toEqual([]);
  });
}
