/**
 * Guardian (issue 10, DESIGN.md D19) in two browsers: a member invites a guardian from her profile
 * page; the guardian accepts with the code from the dev outbox and reads her chat list and a
 * conversation read-only (banner, no send box); the member removes the guardian behind a
 * confirmation, which ends the guardian's session (the page goes to the login). axe on the
 * guardian's page and the member's card; the guardian's page in Urdu is right to left at 390 px.
 * Then (issue 34 point 1) two families and a guardian at 390 px: both sides of the chat see that a
 * guardian reads along, a message reaches the guardian's open page without a reload, and the
 * guardian has a home of their own (no Login button; member pages such as a profile with its
 * "Send proposal" lead back to it).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, LANG_STORAGE_KEY, test, waitForApp } from './fixtures';
import { freshMobile, latestCode } from './accounts-helpers';
import { closeEmailReminder, logIn, signUpMember, type Member } from './ui-helpers';

const PHONE = { width: 390, height: 844 };

/** A fresh context (English unless told) whose pages fail the test on console errors. */
async function openContext(
  browser: Browser,
  errors: string[],
  lang: 'en' | 'ur' = 'en',
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: PHONE });
  await context.addInitScript(
    ([key, value]) => {
      if (window.location.protocol.startsWith('http')) window.localStorage.setItem(key, value);
    },
    [LANG_STORAGE_KEY, lang] as const,
  );
  context.on('page', (page) => {
    page.on('console', (m) => {
      // 403: a chat of a member who removed the guardian; 401: the session that removal ended.
      if (m.type() === 'error' && !/status of 40[13]/.test(m.text())) errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
  });
  return context;
}

/** A proposes to B, B accepts, and B writes to A (through the API). */
async function befriendAndWrite(page: Page, a: Member, b: Member, text: string): Promise<void> {
  const sent = await page.request.post(`/api/profiles/proposal/${b.profile_code}/`, {
    headers: { Authorization: `Token ${a.token}` },
    data: {},
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { id } = (await sent.json()) as { id: number };
  const accepted = await page.request.patch(`/api/profiles/proposal-update/${id}/`, {
    headers: { Authorization: `Token ${b.token}` },
    data: { status: 'Accepted' },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const message = await page.request.post('/api/friends/send-message', {
    headers: { Authorization: `Token ${b.token}` },
    data: { sender_id: b.profile_id, receiver_id: a.profile_id, message: text, status: 'sent' },
  });
  expect(message.ok(), await message.text()).toBe(true);
}

async function expectNoSeriousAxe(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a member invites a guardian, who reads read-only until removed', async ({ browser, page }) => {
  const errors: string[] = [];
  const bride = await signUpMember(page, { name: 'Ayesha Siddiqui', gender: 'Female', year: 1998 });
  const groom = await signUpMember(page, { name: 'Imran Qureshi', gender: 'Male', year: 1995 });
  await befriendAndWrite(page, bride, groom, 'Assalamu alaikum, how is your family?');
  const guardianPhone = freshMobile();

  // The member invites from her own profile page.
  const memberContext = await openContext(browser, errors);
  const member = await memberContext.newPage();
  await logIn(member, bride);
  await member.goto(`/profiles/${bride.slug}`);
  // Server-rendered for her: a tap before the page has hydrated would do nothing.
  await waitForApp(member);
  await closeEmailReminder(member);
  const card = member.getByTestId('guardian-card');
  await expect(card).toBeVisible();
  await expect(card.getByTestId('guardian-empty')).toBeVisible();
  await card.getByTestId('guardian-invite').click();
  await expect(card.getByTestId('guardian-contact')).toHaveAttribute('aria-invalid', 'true');
  await card.getByTestId('guardian-contact').fill(guardianPhone);
  await card.getByTestId('guardian-name').fill('Abbu');
  await card.getByTestId('guardian-invite').click();
  await expect(card.getByTestId('guardian-invite-sent')).toBeVisible();
  await expect(card.getByTestId('guardian-status')).toHaveText('Invited');
  await expectNoSeriousAxe(member, '[data-testid="guardian-card"]');

  // The guardian accepts with the code the invitation carried.
  const guardianContext = await openContext(browser, errors);
  const guardian = await guardianContext.newPage();
  const code = await latestCode(page, guardianPhone);
  await guardian.goto(`/guardian/accept?contact=${guardianPhone}`);
  await expect(guardian.getByTestId('guardian-accept-contact')).toHaveValue(guardianPhone);
  await guardian.getByTestId('guardian-accept-code').fill(code);
  await guardian.getByTestId('guardian-accept-submit').click();
  await expect(guardian).toHaveURL(/\/guardian$/);
  await expect(guardian.getByTestId('guardian-readonly-banner')).toContainText(
    'Read-only: you are viewing as guardian',
  );
  await expect(guardian.getByTestId('nav-guardian')).toBeAttached();
  const guarded = guardian.getByTestId('guarded-member');
  await expect(guarded).toHaveCount(1);
  await expect(guarded).toContainText('Ayesha Siddiqui');
  await guarded.getByTestId('guarded-member-open').click();
  const friend = guardian.getByTestId('guardian-friend');
  await expect(friend).toHaveCount(1);
  await expect(friend).toContainText('Imran Qureshi');
  await friend.click();
  await expect(guardian.getByTestId('guardian-message')).toContainText(
    'Assalamu alaikum, how is your family?',
  );
  // Read-only: no text box, no send button anywhere on the page.
  await expect(guardian.locator('textarea, input[type="text"]')).toHaveCount(0);
  await expect(guardian.getByRole('button', { name: /send/i })).toHaveCount(0);
  await expectNoSeriousAxe(guardian);

  // The member sees the guardian active, and removes them behind a confirmation.
  await member.reload();
  await waitForApp(member);
  await expect(card.getByTestId('guardian-status')).toHaveText('Active');
  await card.getByTestId('guardian-remove').click();
  await member.getByTestId('guardian-remove-confirm').click();
  await expect(card.getByTestId('guardian-empty')).toBeVisible();

  // Removing the guardian ended the guardian's session (issue 28): the page goes to the login.
  await guardian.reload();
  await expect(guardian).toHaveURL(/\/login/);

  // Urdu: right to left, fits 390 px.
  const urduContext = await openContext(browser, errors, 'ur');
  const urdu = await urduContext.newPage();
  await urdu.goto('/guardian/accept');
  await expect(urdu.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(urdu.getByTestId('guardian-accept-submit')).toHaveText('قبول کریں');
  const width = await urdu.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);

  await memberContext.close();
  await guardianContext.close();
  await urduContext.close();
  expect(errors).toEqual([]);
});

/** Opens the chat page, agrees to the guidelines, and opens the conversation with `name`. */
async function openChatWith(page: Page, name: string): Promise<void> {
  await page.goto('/chatindex');
  await page.getByTestId('chat-guidelines-agree').check();
  await page.getByTestId('chat-guidelines-ok').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByTestId('chat-friend-open').filter({ hasText: name }).click();
}

test('both families see the guardian, who reads live from a home of their own', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  const bride = await signUpMember(page, { name: 'Hina Rizvi', gender: 'Female', year: 1997 });
  const groom = await signUpMember(page, { name: 'Faisal Khan', gender: 'Male', year: 1994 });
  await befriendAndWrite(page, bride, groom, 'Salaam from the Khan family');
  const guardianPhone = freshMobile();
  const invited = await page.request.post('/api/guardian/invite', {
    headers: { Authorization: `Token ${bride.token}` },
    data: { contact: guardianPhone, name: 'Ammi' },
  });
  expect(invited.ok(), await invited.text()).toBe(true);

  const guardianContext = await openContext(browser, errors);
  const guardian = await guardianContext.newPage();
  await guardian.goto(`/guardian/accept?contact=${guardianPhone}`);
  await guardian.getByTestId('guardian-accept-code').fill(await latestCode(page, guardianPhone));
  await guardian.getByTestId('guardian-accept-submit').click();
  await expect(guardian).toHaveURL(/\/guardian$/);

  // The guardian is signed in: their own page in the top bar, no Login button.
  await expect(guardian.getByTestId('header-guardian')).toBeVisible();
  await expect(guardian.getByTestId('header-login')).toHaveCount(0);
  // A member's pages lead back home: no profile, no "Send proposal".
  for (const url of [`/profiles/${groom.slug}`, '/', '/profiles', '/chatindex']) {
    await guardian.goto(url);
    await expect(guardian).toHaveURL(/\/guardian$/);
    await expect(guardian.getByTestId('guardian-readonly-banner')).toBeVisible();
    await expect(guardian.getByTestId('proposal-send')).toHaveCount(0);
  }
  // The reading pages stay open to them.
  await guardian.goto('/guidelines');
  await expect(guardian).toHaveURL(/\/guidelines$/);
  await guardian.goto('/guardian');
  await guardian.getByTestId('guarded-member-open').click();
  await guardian.getByTestId('guardian-friend').filter({ hasText: 'Faisal Khan' }).click();
  await expect(guardian.getByTestId('guardian-message')).toHaveText([/Salaam from the Khan family/]);

  // Both sides of the chat see that a guardian reads along.
  const brideContext = await openContext(browser, errors);
  const bridePage = await brideContext.newPage();
  await logIn(bridePage, bride);
  await openChatWith(bridePage, 'Faisal Khan');
  await expect(bridePage.getByTestId('chat-guardian')).toBeVisible();
  const groomContext = await openContext(browser, errors);
  const groomPage = await groomContext.newPage();
  await logIn(groomPage, groom);
  await openChatWith(groomPage, 'Hina Rizvi');
  await expect(groomPage.getByTestId('chat-guardian')).toBeVisible();
  await expect(groomPage.getByTestId('chat-guardian')).toContainText('Guardian present');

  // The groom writes; the guardian's open page shows it without a reload.
  await groomPage.getByTestId('chat-input').fill('May our parents meet on Friday?');
  await groomPage.getByTestId('chat-input').press('Enter');
  await expect(guardian.getByTestId('guardian-message')).toHaveText([
    /Salaam from the Khan family/,
    /May our parents meet on Friday\?/,
  ]);

  for (const context of [guardianContext, brideContext, groomContext]) await context.close();
  expect(errors).toEqual([]);
});
