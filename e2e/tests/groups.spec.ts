/**
 * Group forums (issue 10, DESIGN.md D8): a superuser creates a group; a Verified member joins it
 * from /chatgroup and posts; a second member in the group sees the message without reloading; a
 * member who is not verified gets 'You're not verified! Please complete your verification.⚠️'.
 * Axe on the page. With SHOTS_DIR set, screenshots at 390 and 1280 px in English and Urdu.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { createSuperuser, verifyMember } from './moderator-helpers';
import { logIn, signUpMember, type Member } from './ui-helpers';

const SHOTS = process.env.SHOTS_DIR;

/** A superuser's token (moderator-helpers: the development route, then login). */
async function superuser(api: APIRequestContext): Promise<string> {
  return (await createSuperuser(api)).token;
}

async function createGroup(api: APIRequestContext, adminToken: string, name: string): Promise<void> {
  const res = await api.post('/api/friends/create-group', {
    headers: { Authorization: `Token ${adminToken}` },
    data: { group_name: name },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function openForum(page: Page, m: Member): Promise<void> {
  await logIn(page, m);
  await page.goto('/chatgroup');
  await expect(page.getByTestId('groups-page')).toBeVisible();
}

const row = (page: Page, name: string) => page.locator(`[data-testid="group-row"][data-group="${name}"]`);

test('a Verified member joins and posts; a second member sees it without reload; not verified is refused', async ({
  page,
  browser,
  consoleErrors,
}) => {
  void consoleErrors;
  const admin = await superuser(page.request);
  const name = `Lucknow families ${Date.now() % 100000}`;
  await createGroup(page.request, admin, name);
  const ayesha = await signUpMember(page, { name: 'Ayesha Khan', gender: 'Female', year: 1998 });
  const imran = await signUpMember(page, { name: 'Imran Qureshi', gender: 'Male', year: 1995 });
  const faisal = await signUpMember(page, { name: 'Faisal Ansari', gender: 'Male', year: 1994 });
  await verifyMember(page.request, ayesha, admin);
  await verifyMember(page.request, imran, admin);

  // The second member, in the group already, watches it in another browser.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await openForum(otherPage, imran);
  await row(otherPage, name).getByTestId('group-join').click();
  await expect(row(otherPage, name).getByTestId('group-leave')).toBeVisible();
  await row(otherPage, name).getByTestId('group-open').click();
  await expect(otherPage.getByTestId('group-no-messages')).toBeVisible();

  await openForum(page, ayesha);
  await expect(page.getByTestId('group-select')).toHaveText('Please select a group to start chatting...');
  await row(page, name).getByTestId('group-open').click();
  await expect(page.getByTestId('group-join-first')).toContainText('You need to join this group');
  await row(page, name).getByTestId('group-join').click();
  await expect(page.getByText('Successfully joined the group! 🎉')).toBeVisible();
  await expect(page.getByTestId('group-send')).toBeDisabled();
  await page.getByTestId('group-input').fill('   ');
  await expect(page.getByTestId('group-send')).toBeDisabled();
  await page.getByTestId('group-input').fill('Assalamu alaikum, families of Lucknow!');
  await page.getByTestId('group-send').click();
  await expect(page.getByTestId('group-message').last()).toContainText(
    'Assalamu alaikum, families of Lucknow!',
  );
  await expect(page.getByTestId('group-input')).toHaveValue('');

  // Without a reload, the second member sees it, with the sender's profile name.
  const seen = otherPage.getByTestId('group-message').last();
  await expect(seen).toContainText('Assalamu alaikum, families of Lucknow!');
  await expect(seen).toContainText('Ayesha Khan');

  const axe = await new AxeBuilder({ page }).include('[data-testid="groups-page"]').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await other.close();

  // A member who is not verified cannot join: the server says why.
  const third = await browser.newContext();
  const thirdPage = await third.newPage();
  await openForum(thirdPage, faisal);
  await row(thirdPage, name).getByTestId('group-join').click();
  await expect(
    thirdPage.getByText("You're not verified! Please complete your verification.⚠️"),
  ).toBeVisible();
  await expect(row(thirdPage, name).getByTestId('group-leave')).toHaveCount(0);
  await third.close();
});

test('with the socket up the forum does not poll; a message arrives by push', async ({
  page,
  browser,
  consoleErrors,
}) => {
  void consoleErrors;
  const admin = await superuser(page.request);
  const name = `Push check ${Date.now() % 100000}`;
  await createGroup(page.request, admin, name);
  const reader = await signUpMember(page, { name: 'Zainab Ali', gender: 'Female', year: 1996 });
  const writer = await signUpMember(page, { name: 'Yusuf Khan', gender: 'Male', year: 1993 });
  await verifyMember(page.request, reader, admin);
  await verifyMember(page.request, writer, admin);
  for (const m of [reader, writer]) {
    const res = await page.request.post('/api/friends/join-group', {
      headers: { Authorization: `Token ${m.token}` },
      data: { group_name: name },
    });
    expect(res.ok()).toBe(true);
  }
  const context = await browser.newContext();
  const readerPage = await context.newPage();
  await openForum(readerPage, reader);
  await row(readerPage, name).getByTestId('group-open').click();
  await expect(readerPage.getByTestId('group-no-messages')).toBeVisible();
  await readerPage.waitForTimeout(1500);
  const calls: string[] = [];
  readerPage.on('request', (r) => {
    if (r.url().includes('/api/friends/')) calls.push(r.url());
  });
  // Idle for longer than two 2 s polls: no request at all.
  await readerPage.waitForTimeout(4500);
  expect(calls).toEqual([]);
  const sent = await page.request.post('/api/friends/send-group-message', {
    headers: { Authorization: `Token ${writer.token}` },
    data: { group_name: name, text: 'Jumma Mubarak to all families' },
  });
  expect(sent.status()).toBe(201);
  await expect(readerPage.getByTestId('group-message').last()).toContainText('Jumma Mubarak to all families');
  await context.close();
});

for (const lang of ['en', 'ur'] as const) {
  test(`screenshots of the forum at 390 and 1280 px (${lang})`, async ({ page, consoleErrors }) => {
    void consoleErrors;
    test.skip(!SHOTS, 'SHOTS_DIR not set');
    const admin = await superuser(page.request);
    const name =
      lang === 'ur' ? `حیدرآباد کے خاندان ${Date.now() % 1000}` : `Hyderabad families ${Date.now() % 1000}`;
    await createGroup(page.request, admin, name);
    const member = await signUpMember(page, { name: 'Sana Sheikh', gender: 'Female', year: 1997 });
    await verifyMember(page.request, member, admin);
    const as = { Authorization: `Token ${member.token}` };
    expect(
      (await page.request.post('/api/friends/join-group', { headers: as, data: { group_name: name } })).ok(),
    ).toBe(true);
    const post = (headers: Record<string, string>, text: string) =>
      page.request.post('/api/friends/send-group-message', { headers, data: { group_name: name, text } });
    expect(
      (await post({ Authorization: `Token ${admin}` }, 'Welcome! Please keep the talk respectful.')).ok(),
    ).toBe(true);
    expect((await post(as, 'Assalamu alaikum, is anyone from Tolichowki here?')).ok()).toBe(true);
    expect((await post(as, 'please send 5000 to my UPI')).ok()).toBe(true);
    await useLanguage(page, lang);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await openForum(page, member);
      await row(page, name).getByTestId('group-open').click();
      await expect(page.getByTestId('group-scam-warning')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/c3-groups-${lang}-${width}.png` });
      if (width === 390) {
        // The keyboard takes about half the screen: the send box stays in view.
        await page.setViewportSize({ width: 390, height: 420 });
        await page.getByTestId('group-input').focus();
        await expect(page.getByTestId('group-input')).toBeInViewport();
        await expect(page.getByTestId('group-send')).toBeInViewport();
        await page.screenshot({ path: `${SHOTS}/c3-groups-${lang}-390-keyboard.png` });
      }
    }
  });
}
