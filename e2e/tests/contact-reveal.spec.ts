/**
 * "Show contact" and "who viewed my number" in the browser (DESIGN.md D6, issue 13): the profile
 * of another member carries no contact details until the button asks for them (or says why not,
 * with the family's own hours); the owner's profile lists who was shown their number or photos.
 * Screenshots in English and Urdu at phone and desktop widths.
 */
import type { Page } from '@playwright/test';
import { expect, test, useLanguage, VIEWPORTS } from './fixtures';
import { logIn, signUpMember, uploadPhoto, type Member } from './ui-helpers';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/access-shots';

interface Detail {
  slug: string;
  profile_code: string;
  private_contact: boolean;
  contact_hidden_reason: 'private' | 'hours' | null;
  contact_time_zone: string;
}

/**
 * Makes `m` the browser's member: the session cookie of a login (sign-ups through `page.request`
 * leave the last one's cookie behind) and the stored session the app reads.
 */
async function become(page: Page, m: Member): Promise<void> {
  await page.context().clearCookies();
  const res = await page.request.post('/api/profiles/login/', {
    data: { username: m.username, password: 'secret123' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await logIn(page, m);
}

/** A visible profile of the other gender whose contact is not private (demo men: 80% open). */
async function openContactProfile(page: Page, viewer: Member): Promise<Detail> {
  const headers = { Authorization: `Token ${viewer.token}` };
  const list = await page.request.get('/api/profiles/list/?limit=20&gender=Male', { headers });
  expect(list.ok()).toBe(true);
  for (const card of ((await list.json()) as { results: { slug: string }[] }).results) {
    const res = await page.request.get(`/api/profiles/detail-slug/${card.slug}`, { headers });
    const d = (await res.json()) as Detail & Record<string, unknown>;
    expect(d).not.toHaveProperty('contact_number');
    if (!d.private_contact) return d;
  }
  throw new Error('no open contact among the first 20 men');
}

test('Show contact reveals the number on request; the owner sees who', async ({ page, consoleErrors: _ }) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'en');
  const bride = await signUpMember(page, { name: 'Sana Farooqui', gender: 'Female', year: 1996 });
  const groom = await signUpMember(page, { name: 'Imran Qureshi', gender: 'Male', year: 1990 });
  await uploadPhoto(page, bride, 0);
  const target = await openContactProfile(page, bride);

  await become(page, bride);
  await page.goto(`/profiles/${target.slug}`);
  const card = page.getByTestId('profile-contact');
  await expect(card).toBeVisible();
  await expect(page.getByTestId('contact-details')).toHaveCount(0);
  if (target.contact_hidden_reason === 'hours') {
    // Outside 08:00-22:00 in the family's zone: no button, the hours in their zone instead.
    await expect(card.getByTestId('contact-hidden')).toContainText(target.contact_time_zone);
    await expect(card.getByTestId('show-contact')).toHaveCount(0);
  } else {
    const reveal = page.waitForResponse((r) => r.url().includes('/api/profiles/contact/'));
    await card.getByTestId('show-contact').click();
    expect((await reveal).status()).toBe(200);
    await expect(card.getByTestId('contact-details')).toBeVisible();
    await expect(card.getByTestId('reveals-left')).toContainText('19');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/contact-shown-en-${page.viewportSize()?.width ?? 0}.png` });
  }
  for (const lang of ['en', 'ur'] as const) {
    await useLanguage(page, lang);
    for (const [vp, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      await page.goto(`/profiles/${target.slug}`);
      await expect(page.getByTestId('profile-contact')).toBeVisible();
      await page.getByTestId('profile-contact').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/show-contact-${lang}-${vp}.png` });
    }
  }

  // The groom opens the bride's photos through the captcha: logged for her.
  const headers = { Authorization: `Token ${groom.token}` };
  const challenge = (await (await page.request.get('/api/profiles/captcha/', { headers })).json()) as {
    captcha_id: string;
    question: string;
  };
  const sum = challenge.question.split('+').reduce((s, n) => s + Number(n.trim()), 0);
  const solved = await page.request.post('/api/profiles/captcha/', {
    headers,
    data: { captcha_id: challenge.captcha_id, answer: sum, slug: bride.slug },
  });
  expect(solved.ok(), await solved.text()).toBe(true);
  await become(page, bride);

  for (const lang of ['en', 'ur'] as const) {
    await useLanguage(page, lang);
    for (const [vp, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      await page.goto(`/profiles/${bride.slug}`);
      const views = page.getByTestId('contact-views');
      await expect(views.getByTestId('contact-view')).toHaveCount(1);
      await expect(views.getByTestId('contact-view')).toContainText('Imran Qureshi');
      await expect(views.getByTestId('contact-view')).toContainText(groom.profile_code);
      await views.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/who-viewed-${lang}-${vp}.png` });
    }
  }
});
