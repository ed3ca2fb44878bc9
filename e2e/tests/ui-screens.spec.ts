/**
 * Screenshots of the screens changed for issue 15 (search with its filter chips, category tabs,
 * home for a member, the profile page with the photo lightbox and with an avatar, a chat stub, the
 * app banner) at phone and desktop widths in English and Urdu, kept for review in UI_SHOTS (default
 * test-results/ui-shots). Each screen is also checked for a horizontal scroll bar.
 */
import { expect, test, useLanguage, VIEWPORTS } from './fixtures';
import { logIn, signUpMember, uploadPhoto } from './ui-helpers';

const SHOTS = process.env.UI_SHOTS ?? 'test-results/ui-shots';

test('screenshot of the home page of a visitor', async ({ page, consoleErrors: _ }) => {
  for (const lang of ['en', 'ur'] as const) {
    await useLanguage(page, lang);
    for (const [vp, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      await page.goto('/');
      await expect(page.getByTestId('home-login')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/home-visitor-${lang}-${vp}.png` });
    }
  }
});

test('screenshots of the discovery and layout screens in English and Urdu', async ({
  page,
  consoleErrors: _,
}) => {
  test.setTimeout(240_000);
  const viewer = await signUpMember(page, { name: 'Imran Siddiqui', gender: 'Male', year: 1990 });
  const owner = await signUpMember(page, { name: 'Sana Ansari', gender: 'Female', year: 1994 });
  await uploadPhoto(page, owner, 0);
  await uploadPhoto(page, owner, 1);
  const list = await page.request.get('/api/profiles/list/?limit=20', {
    headers: { Authorization: `Token ${viewer.token}` },
  });
  const { results } = (await list.json()) as { results: { slug: string; thumbnail: string | null }[] };
  const demo = results.find((p) => p.thumbnail?.includes('/api/media/avatar/'));
  expect(demo).toBeDefined();

  const noSideScroll = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  for (const lang of ['en', 'ur'] as const) {
    await useLanguage(page, lang);
    for (const [vp, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      const shot = (name: string, fullPage = false) =>
        page.screenshot({ path: `${SHOTS}/${name}-${lang}-${vp}.png`, fullPage });

      await logIn(page, viewer);
      await page.goto('/');
      await expect(page.getByTestId('home-guidelines-button')).toBeVisible();
      await noSideScroll();
      await shot('home-member');

      await page.goto('/profiles?city=Lucknow');
      await expect(page.getByTestId('search-active-filters')).toBeVisible();
      await page.getByTestId('search-toggle-filters').click();
      await expect(page.getByTestId('results-count')).toBeVisible();
      await page.waitForTimeout(300);
      await noSideScroll();
      await shot('search');

      await page.goto('/categories?tab=height');
      await expect(page.getByTestId('cat-value-height-h5-5.6')).toContainText(/\(\d/);
      await noSideScroll();
      await shot('categories-height');

      await page.goto(`/profiles/${owner.slug}`);
      await expect(page.getByTestId('photo-blurred')).toHaveCount(2);
      await noSideScroll();
      await shot('detail-photos');
      await page.getByTestId('photo-blurred').first().click();
      await expect(page.getByTestId('lightbox-image')).toBeVisible();
      await page.waitForTimeout(400);
      await shot('lightbox');
      await page.keyboard.press('Escape');

      await page.goto(`/profiles/${demo!.slug}`);
      await expect(page.getByTestId('profile-avatar')).toBeVisible();
      await shot('detail-avatar');

      await page.goto('/chatindex');
      await expect(page.getByTestId('chat-page')).toBeVisible();
      await shot('chat');
    }
  }
});
