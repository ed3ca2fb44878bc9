/**
 * Friend chat in two browsers at once (issue 10, SPEC.md sections 4 and 8, DESIGN.md section 3 and
 * D20): members A and B with an Accepted proposal (made through the API) agree to the guidelines
 * (OK disabled until the box is ticked); A's message reaches B without a reload; A's ticks go from
 * one tick (B away) to two ticks (B's device got it) to two blue ticks (B opened the chat) without
 * a reload; B sees A typing; "please send 5000 to my UPI" shows the scam warning on both sides.
 * B's connection drops and comes back: the message sent meanwhile arrives once. The send box stays in view at 390 px with the keyboard open (a short viewport). axe on the page,
 * and screenshots at 390 and 1280 px in English and Urdu (SHOTS_DIR, default /tmp/shots).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, LANG_STORAGE_KEY, test } from './fixtures';
import { logIn, signUpMember, type Member } from './ui-helpers';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Makes `lang` the language every page of `context` loads with (not on about:blank). */
async function rememberLanguage(context: BrowserContext, lang: 'en' | 'ur'): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      if (window.location.protocol.startsWith('http')) window.localStorage.setItem(key, value);
    },
    [LANG_STORAGE_KEY, lang] as const,
  );
}

/** A fresh browser context whose page fails the test on console errors (collected in `errors`). */
async function openContext(browser: Browser, errors: string[], viewport = DESKTOP): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  await rememberLanguage(context, 'en');
  context.on('page', (page) => {
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
  });
  return context;
}

/** A sends B a proposal and B accepts it, through the API with their tokens. */
async function befriend(page: Page, a: Member, b: Member): Promise<void> {
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
}

/** Opens the chat page and agrees to the guidelines (OK stays disabled until the box is ticked). */
async function enterChat(page: Page): Promise<void> {
  await page.goto('/chatindex');
  const dialog = page.getByRole('dialog', { name: 'Chat guidelines' });
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('chat-guidelines-rules').locator('li')).toHaveCount(9);
  await expect(page.getByTestId('chat-guidelines-ok')).toBeDisabled();
  await page.getByTestId('chat-guidelines-agree').check();
  await page.getByTestId('chat-guidelines-ok').click();
  await expect(dialog).toBeHidden();
}

/** The message bubble holding `text` on `page`. */
const bubble = (page: Page, text: string) => page.getByTestId('chat-message').filter({ hasText: text });

test('two members chat live: message, ticks, typing and the scam warning on both sides', async ({
  browser,
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const a = await signUpMember(page, { name: 'Imran Qureshi', gender: 'Male', year: 1991 });
  const b = await signUpMember(page, { name: 'Sana Farooqui', gender: 'Female', year: 1996 });
  await befriend(page, a, b);

  const errors: string[] = [];
  const ctxA = await openContext(browser, errors);
  const ctxB = await openContext(browser, errors, PHONE);
  const pa = await ctxA.newPage();
  const pb = await ctxB.newPage();
  await logIn(pa, a);
  await logIn(pb, b);

  // A agrees and opens the chat with B; the agreement is remembered (no popup after a reload).
  await enterChat(pa);
  await pa.reload();
  await expect(pa.getByTestId('chat-friends')).toBeVisible();
  await expect(pa.getByRole('dialog')).toHaveCount(0);
  await pa.getByTestId('chat-friend-open').filter({ hasText: 'Sana Farooqui' }).click();
  await expect(pa.getByTestId('chat-no-messages')).toHaveText('No messages yet');
  await expect(pa.getByTestId('chat-send')).toBeDisabled();

  // B is away: one tick.
  await pa.getByTestId('chat-input').fill('Assalamu alaikum, how is your family?');
  await pa.getByTestId('chat-input').press('Enter');
  await expect(pa.getByTestId('chat-input')).toHaveValue('');
  const first = bubble(pa, 'Assalamu alaikum');
  await expect(first.getByTestId('chat-ticks')).toHaveAttribute('data-status', 'sent');
  await expect(first.getByTestId('chat-ticks')).toHaveAccessibleName('Sent');

  // B opens the chat page (the list): the next message reaches B's device, two ticks.
  await enterChat(pb);
  const rowOfA = pb.locator('[data-testid="chat-friend"]').filter({ hasText: 'Imran Qureshi' });
  await expect(rowOfA.getByTestId('chat-friend-unread')).toHaveText('1');
  await expect(pb.getByTestId('chat-page')).toHaveAttribute('data-connection', 'connected');
  await pa.getByTestId('chat-input').fill('Shall our parents talk this week?');
  await pa.getByTestId('chat-send').click();
  const second = bubble(pa, 'Shall our parents talk');
  await expect(second.getByTestId('chat-ticks')).toHaveAttribute('data-status', 'received');
  await expect(second.getByTestId('chat-ticks')).toHaveAccessibleName('Delivered');
  // B saw it arrive without a reload: the badge and the last message in the list.
  await expect(rowOfA.getByTestId('chat-friend-unread')).toHaveText('2');
  await expect(rowOfA).toContainText('Shall our parents talk this week?');

  // B opens the conversation: both of A's messages turn to two blue ticks.
  await rowOfA.getByTestId('chat-friend-open').click();
  await expect(bubble(pb, 'Shall our parents talk')).toBeVisible();
  await expect(first.getByTestId('chat-ticks')).toHaveAttribute('data-status', 'read');
  await expect(second.getByTestId('chat-ticks')).toHaveAttribute('data-status', 'read');
  await expect(second.getByTestId('chat-ticks')).toHaveAccessibleName('Read');

  // A types: B sees the typing indicator; B's reply reaches A.
  await pa.getByTestId('chat-input').pressSequentially('Let me ask', { delay: 30 });
  await expect(pb.getByTestId('chat-typing')).toHaveText('Imran Qureshi is typing…');
  await pb.getByTestId('chat-input').fill('Yes, my father will call yours.');
  await pb.getByTestId('chat-input').press('Enter');
  await expect(bubble(pa, 'my father will call yours')).toBeVisible();
  await expect(pb.getByTestId('chat-typing')).toBeHidden();

  // Shift+Enter is a new line, not a send.
  await pa.getByTestId('chat-input').fill('');
  await pa.getByTestId('chat-input').press('Shift+Enter');
  await expect(pa.getByTestId('chat-input')).toHaveValue('\n');
  await expect(pa.getByTestId('chat-send')).toBeDisabled();

  // The scam shield: the warning on both sides.
  await pa.getByTestId('chat-input').fill('please send 5000 to my UPI');
  await pa.getByTestId('chat-input').press('Enter');
  const warning = 'This service is free. Never send money, UPI or gift cards to anyone you met here.';
  await expect(bubble(pa, 'please send 5000').getByTestId('chat-scam-warning')).toContainText(warning);
  await expect(bubble(pb, 'please send 5000').getByTestId('chat-scam-warning')).toContainText(warning);
  await expect(bubble(pa, 'Assalamu alaikum').getByTestId('chat-scam-warning')).toHaveCount(0);

  // B loses the connection: the page says so, and A's message arrives after it comes back, once.
  await ctxB.setOffline(true);
  await expect(pb.getByTestId('chat-offline')).toBeVisible({ timeout: 40_000 });
  await pa.getByTestId('chat-input').fill('Are you still there?');
  await pa.getByTestId('chat-input').press('Enter');
  await expect(bubble(pa, 'Are you still there?')).toHaveCount(1);
  await ctxB.setOffline(false);
  await expect(bubble(pb, 'Are you still there?')).toHaveCount(1, { timeout: 20_000 });
  await expect(pb.getByTestId('chat-page')).toHaveAttribute('data-connection', 'connected', {
    timeout: 20_000,
  });
  await expect(bubble(pb, 'Are you still there?')).toHaveCount(1);
  await expect(bubble(pa, 'Are you still there?').getByTestId('chat-ticks')).toHaveAttribute(
    'data-status',
    'read',
  );
  await expect(pb.getByTestId('chat-offline')).toBeHidden();

  // axe on both screens.
  for (const p of [pa, pb]) {
    const axe = await new AxeBuilder({ page: p }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
  }

  // Phone with the keyboard open (a short viewport): the send box stays in view.
  await pb.setViewportSize({ width: 390, height: 420 });
  await pb.getByTestId('chat-input').focus();
  await expect(pb.getByTestId('chat-input')).toBeInViewport();
  await expect(pb.getByTestId('chat-send')).toBeInViewport();
  await pb.setViewportSize(PHONE);

  await pb.screenshot({ path: `${SHOTS}/c5-chat-en-390.png` });
  await pa.screenshot({ path: `${SHOTS}/c5-chat-en-1280.png` });
  // Back on the phone shows the list again.
  await pb.getByTestId('chat-back').click();
  await expect(pb.getByTestId('chat-friends')).toBeVisible();
  await pb.screenshot({ path: `${SHOTS}/c5-chat-list-en-390.png` });

  // Urdu, right to left: own messages on the left.
  for (const p of [pa, pb]) {
    await p.evaluate(([key]) => window.localStorage.setItem(key, 'ur'), [LANG_STORAGE_KEY] as const);
  }
  await rememberLanguage(ctxA, 'ur');
  await rememberLanguage(ctxB, 'ur');
  await pb.goto(`/chatindex?with=${a.profile_id}`);
  await expect(pb.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(bubble(pb, 'please send 5000').getByTestId('chat-scam-warning')).toContainText(
    'یہ سروس مفت ہے',
  );
  const own = await bubble(pb, 'my father will call yours').boundingBox();
  const theirs = await bubble(pb, 'Shall our parents talk').boundingBox();
  expect(own && theirs && own.x < theirs.x, 'own message on the left in Urdu').toBe(true);
  await pb.screenshot({ path: `${SHOTS}/c5-chat-ur-390.png` });
  await pa.reload();
  await expect(pa.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(bubble(pa, 'please send 5000')).toBeVisible();
  await pa.screenshot({ path: `${SHOTS}/c5-chat-ur-1280.png` });

  await ctxA.close();
  await ctxB.close();
  // The browser itself logs the failed connection attempts while B is offline: those only.
  const unexpected = errors.filter((e) => !e.includes('net::ERR_INTERNET_DISCONNECTED'));
  expect(unexpected, 'console errors in the two browsers').toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a member without friends sees the empty list; visitors go to the login page', async ({ page }) => {
  const m = await signUpMember(page, { name: 'Ayesha Siddiqui', gender: 'Female', year: 1997 });
  await page.goto('/chatindex');
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, m);
  await enterChat(page);
  await expect(page.getByTestId('chat-no-friends')).toContainText('No friends found.');
});
