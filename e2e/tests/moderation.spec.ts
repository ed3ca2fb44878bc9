/**
 * The moderation console (issue 9, DESIGN.md D13) in the browser: a superuser approves a pending
 * profile (another member then finds it in search), verifies a document (the member then sees the
 * Verified badge) and blocks a reported member (who then cannot log in and sees the reason). A
 * member gets the 403 page, a visitor the login page; the console's code is not in a member's
 * first load; axe on the dashboard. With SHOTS_DIR set, screenshots of the dashboard and the queue
 * at 390 px and 1280 px in English and Urdu.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import refUr from '../../apps/web/src/i18n/ref/ur.json' with { type: 'json' };
import { SMALL_JPEG } from './accounts-helpers';
import { chunksUnder, firstLoadChunks, readManifest } from './chunk-graph';
import { expect, test, useLanguage } from './fixtures';
import { createSuperuser, logInThroughPage, uploadDocument, verifyMember } from './moderator-helpers';
import { createMember, logIn, signUpMember, uploadPhoto, type Member } from './ui-helpers';

/** A pending member (signed up, not approved) with a profile code. */
async function pendingMember(page: Page, name: string, gender: 'Male' | 'Female'): Promise<Member> {
  const body = await createMember(page.request, page, { name, gender, year: 1997 });
  const detail = await page.request.get(`/api/profiles/detail-slug/${body.slug}?skip-update=true`, {
    headers: { Authorization: `Token ${body.token}` },
  });
  const { profile_code } = (await detail.json()) as { profile_code: string };
  return { ...body, profile_code };
}

/** A browser context logged in as `m`, on its own cookie jar. */
async function memberPage(browser: Browser, m: Member): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, m);
  return page;
}

test('a superuser approves, verifies and blocks from the console', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const mod = await createSuperuser(page.request);
  // Two pending profiles: after the newest (hers) is approved, the other one opens by itself.
  const next = await pendingMember(page, 'Rukhsar Next', 'Female');
  const bride = await pendingMember(page, 'Zainab Console', 'Female');
  const groom = await signUpMember(page, { name: 'Yusuf Seeker', gender: 'Male', year: 1994 });
  const auth = (token: string) => ({ Authorization: `Token ${token}` });

  // Before approval the groom does not find her.
  const search = () =>
    page.request.get(`/api/profiles/list/?search=${bride.profile_code}`, { headers: auth(groom.token) });
  expect(JSON.stringify(await (await search()).json())).not.toContain(bride.profile_code);

  await logInThroughPage(page, mod.username);
  await page.getByTestId('nav-admin').click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('admin-console')).toBeVisible();

  // Approve: the queue, newest first, opens her profile; after approval she leaves the queue.
  await page.goto('/admin/profiles');
  await page.getByTestId('admin-queue-newest').click();
  await page.getByTestId(`admin-queue-item-${bride.profile_code}`).click();
  const review = page.getByTestId('admin-review');
  await expect(review).toHaveAttribute('data-profile-code', bride.profile_code);
  await expect(review).toContainText('Zainab Console');
  await review.getByTestId('admin-approve').click();
  await expect(page.getByTestId(`admin-queue-item-${bride.profile_code}`)).toHaveCount(0);
  await expect(page.getByTestId('admin-review')).toHaveAttribute('data-profile-code', next.profile_code);

  // The groom now finds her in search, in the browser.
  const groomPage = await memberPage(browser, groom);
  await groomPage.goto(`/profiles?search=${bride.profile_code}`);
  await expect(groomPage.getByText('Zainab Console').first()).toBeVisible();

  // Verification: she sends a document; the superuser marks it Verified; she sees the badge.
  await uploadDocument(page.request, bride);
  await page.goto('/admin/documents');
  const card = page.getByTestId(`admin-document-${bride.profile_code}`);
  await expect(card.getByTestId('admin-document-image')).toBeVisible();
  await card.getByTestId('admin-verify').click();
  await page.getByTestId('admin-dialog-submit').click();
  await expect(card).toHaveCount(0);
  const bridePage = await memberPage(browser, bride);
  await bridePage.goto(`/profiles/${bride.slug}`);
  await expect(bridePage.getByTestId('verified-badge')).toBeVisible();

  // A report: the groom (verified through the API by the superuser) reports her; she is blocked.
  await verifyMember(page.request, groom, mod.token);
  const report = await page.request.post('/api/profiles/report-profile/', {
    headers: auth(groom.token),
    multipart: {
      reason: 'Fake profile',
      user_slug: bride.slug,
      file: { name: 'evidence.jpg', mimeType: 'image/jpeg', buffer: SMALL_JPEG },
    },
  });
  expect(report.ok(), await report.text()).toBe(true);

  await page.goto('/admin/reports');
  const reportCard = page.getByTestId(`admin-report-${bride.profile_code}`);
  await expect(reportCard).toContainText('Fake profile');
  await reportCard.getByTestId('admin-report-block').click();
  await page.getByTestId('admin-dialog-submit').click();
  // The reason is required: nothing is sent without it.
  await expect(
    page
      .getByTestId('admin-text-dialog')
      .getByText(/reason/i)
      .first(),
  ).toBeVisible();
  await page.getByTestId('admin-dialog-text').fill('Photos taken from another site');
  await page.getByTestId('admin-dialog-submit').click();
  await expect(reportCard).toHaveCount(0);

  // She cannot log in, and the login page says why.
  const login = await page.request.post('/api/profiles/login/', {
    data: { username: bride.username, password: 'secret123' },
  });
  expect(login.status()).toBe(403);
  expect(((await login.json()) as { detail: string }).detail).toBe(
    'User Blocked, Reason: Photos taken from another site',
  );
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/login');
  await visitor.getByTestId('login-username').fill(bride.username);
  await visitor.getByTestId('login-continue').click();
  await expect(visitor.getByTestId('alert-dialog')).toContainText('Photos taken from another site');
});

test('a member sees the 403 page at /admin, a visitor the login page', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  const member = await signUpMember(page, { name: 'Plain Member', gender: 'Male', year: 1993 });
  await logIn(page, member);
  await page.goto('/admin');
  await expect(page.getByTestId('admin-forbidden')).toBeVisible();
  await expect(page.getByTestId('nav-admin')).toHaveCount(0);
});

test("the console's code is not in a member's first load", async ({ page }) => {
  const manifest = readManifest();
  const admin = chunksUnder(manifest, 'src/features/admin/');
  const first = firstLoadChunks(manifest);
  console.log(`first-load chunks (${first.length}): ${first.join(', ')}`);
  console.log(`console chunks (${admin.length}): ${admin.map((k) => manifest[k]?.file).join(', ')}`);
  expect(admin.length).toBeGreaterThan(0);
  expect(first.filter((k) => k.startsWith('src/features/admin/'))).toEqual([]);
  // The chunk files themselves: none of the first-load files holds the moderation API's paths.
  const adminFiles = new Set(admin.map((k) => manifest[k]?.file));

  // In the browser: a member's pages never download a console chunk.
  const member = await signUpMember(page, { name: 'Chunk Member', gender: 'Female', year: 1996 });
  const scripts: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(new URL(res.url()).pathname.slice(1));
  });
  await logIn(page, member);
  for (const path of ['/', '/profiles', `/profiles/${member.slug}`, '/new-profiles']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => adminFiles.has(s))).toEqual([]);
});

test.describe('console screens', () => {
  let mod: { username: string; token: string };
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    mod = await createSuperuser(page.request);
    // Something to review in the queue, with a photo (left pending).
    const sana = await pendingMember(page, 'Sana Queue', 'Female');
    await uploadPhoto(page, sana, 0, { approve: false });
    await page.close();
  });

  for (const lang of ['en', 'ur'] as const) {
    test(`dashboard has no serious accessibility violations (${lang})`, async ({
      page,
      consoleErrors: _,
    }) => {
      await useLanguage(page, lang);
      await logInThroughPage(page, mod.username);
      await page.goto('/admin');
      await expect(page.getByTestId('admin-chart-new_profiles')).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect(serious).toEqual([]);
      if (lang === 'ur') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    });
  }

  test('the review card shows the place and verification status in Urdu', async ({ page }) => {
    await useLanguage(page, 'ur');
    await logInThroughPage(page, mod.username);
    await page.goto('/admin/profiles');
    await page.getByTestId('admin-queue-newest').click();
    const card = page.getByTestId('admin-review');
    await expect(card.getByRole('heading', { name: 'Sana Queue' })).toBeVisible();
    // Sana signed up from Lucknow, Uttar Pradesh (ui-helpers signupBody) and is not verified.
    await expect(card).toContainText(`${refUr.city.lucknow}، ${refUr.state.uttar_pradesh}`);
    await expect(card).toContainText(refUr.verification.not_verified);
    await expect(card).not.toContainText('Uttar Pradesh');
    await expect(card).not.toContainText('Not Verified');
    await expect(page.getByRole('navigation').getByText(refUr.city.lucknow).first()).toBeVisible();
  });

  test('screenshots at 390 px and 1280 px in English and Urdu', async ({ page }) => {
    const dir = process.env.SHOTS_DIR;
    test.skip(!dir, 'SHOTS_DIR not set');
    await logInThroughPage(page, mod.username);
    for (const lang of ['en', 'ur'] as const) {
      await page.evaluate((l) => window.localStorage.setItem('nikah.lang', l), lang);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/admin');
        await expect(page.getByTestId('admin-chart-new_profiles')).toBeVisible();
        await page.screenshot({ path: `${dir}/h8-dashboard-${lang}-${width}.png`, fullPage: true });
        await page.goto('/admin/profiles');
        // Newest first: the profile with a photo made for these screens.
        await page.getByTestId('admin-queue-newest').click();
        await expect(page.getByTestId('admin-review').getByRole('img').first()).toBeVisible();
        await page.screenshot({ path: `${dir}/h8-queue-${lang}-${width}.png`, fullPage: true });
      }
    }
  });
});
