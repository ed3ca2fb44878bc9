/**
 * Proposals in the browser (issue 8, SPEC.md sections 4 and 8, DESIGN.md D6 and D10): the WhatsApp
 * dialog sends a proposal and, after the sum, says that a private contact opens only once the
 * proposal is accepted; the proposal is Pending in the sender's Sent tab and the receiver's
 * Received tab, Opened once the receiver opens it, and the rejection reason (submit disabled until
 * typed) reaches the sender. An accepted pair sees each other's private contact details and the
 * wa.me link. axe on the proposals page, and screenshots in English and Urdu at phone and desktop
 * widths (SHOTS_DIR, default /tmp/shots).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { logIn, signUpMember, type Member } from './ui-helpers';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;

/** Makes `m` the browser's member (a fresh session cookie and the stored session). */
async function become(page: Page, m: Member): Promise<void> {
  // The previous member's stored session goes first: the app must not load it with the new
  // cookie (its own-profile refresh would be the new member viewing that profile).
  if (page.url().startsWith('http')) {
    await page.evaluate(() => window.localStorage.removeItem('nikah.session'));
  }
  await page.context().clearCookies();
  const res = await page.request.post('/api/profiles/login/', {
    data: { username: m.username, password: 'secret123' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await logIn(page, m);
}

/** The sum asked by the question on the page ("a + b"). */
async function solve(page: Page): Promise<number> {
  const question = (await page.getByTestId('whatsapp-question').textContent()) ?? '';
  const terms = question.split('+').map((n) => Number(n.trim()));
  expect(terms.length, question).toBe(2);
  return terms.reduce((s, n) => s + n, 0);
}

/** The proposal card of `m` on the open proposals tab. */
const cardOf = (page: Page, m: Member) =>
  page.locator(`[data-testid="proposal-card"][data-code="${m.profile_code}"]`);

test('WhatsApp dialog sends a proposal; Pending, Opened, then rejected with a reason', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  await useLanguage(page, 'en');
  const b = await signUpMember(page, { name: 'Sana Farooqui', gender: 'Female', year: 1996 });
  const a = await signUpMember(page, { name: 'Imran Qureshi', gender: 'Male', year: 1991 });

  // A opens B's profile and the WhatsApp dialog: opening it sends the proposal.
  await become(page, a);
  await page.goto(`/profiles/${b.slug}`);
  await expect(page.getByTestId('proposal-send')).toBeVisible();
  await page.getByTestId('whatsapp-button').click();
  const dialog = page.getByRole('dialog', { name: 'Open Whatsapp' });
  await expect(dialog).toBeVisible();
  await expect(page.getByText('Proposal sent successfully.')).toBeVisible();

  // A wrong sum: 'Wrong value' and a new question.
  const wrong = (await solve(page)) + 1;
  const first = await dialog.getByTestId('whatsapp-question').getAttribute('data-captcha');
  await dialog.getByTestId('whatsapp-answer').fill(String(wrong));
  const refused = page.waitForResponse((r) => r.url().includes('/api/profiles/whatsapp/'));
  await dialog.getByTestId('whatsapp-submit').click();
  expect((await refused).status()).toBe(400);
  await expect(dialog.getByText('Wrong value')).toBeVisible();
  await expect(dialog.getByTestId('whatsapp-question')).not.toHaveAttribute('data-captcha', first ?? '');
  await expect(dialog.getByTestId('whatsapp-answer')).toBeEnabled();

  // The right sum: B's contact is private (a woman's default), and A's own proposal opens
  // nothing until B accepts it (D6 as changed): no link, and the dialog says which step opens it.
  await dialog.getByTestId('whatsapp-answer').fill(String(await solve(page)));
  await dialog.getByTestId('whatsapp-submit').click();
  const hidden = dialog.getByTestId('whatsapp-hidden');
  await expect(hidden).toHaveAttribute('data-reason', 'private');
  await expect(hidden).toContainText('only after sending you a proposal or accepting yours');
  await expect(dialog.getByTestId('whatsapp-open')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/h2-whatsapp-en-desktop.png` });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('proposal-state')).toContainText('Proposal pending');
  await expect(page.getByTestId('proposal-send')).toHaveCount(0);

  // Pending in A's Sent tab.
  await page.goto('/sent-proposal');
  await expect(page.getByRole('tab', { name: 'Sent' })).toHaveAttribute('aria-selected', 'true');
  await expect(cardOf(page, b).getByTestId('proposal-status')).toHaveText('Pending');

  // Pending (and new) in B's Received tab; the menu counts it; opening the card makes it Opened.
  await become(page, b);
  await page.goto('/received-proposal');
  await expect(page.getByTestId('nav-proposals-count')).toHaveText('1');
  const card = cardOf(page, a);
  await expect(card.getByTestId('proposal-status')).toHaveText('Pending');
  await expect(card.getByTestId('proposal-new')).toBeVisible();
  await card.getByTestId('proposal-link').click();
  await expect(page).toHaveURL(new RegExp(`/profiles/${a.slug}\\?from=proposal$`));
  await expect(page.getByTestId('proposal-received')).toBeVisible();

  await become(page, a);
  await page.goto('/sent-proposal');
  await expect(cardOf(page, b).getByTestId('proposal-status')).toHaveText('Opened');

  // B rejects with a reason: the submit stays disabled until one is typed.
  await become(page, b);
  await page.goto('/received-proposal');
  await expect(page.getByTestId('nav-proposals-count')).toHaveCount(0);
  await cardOf(page, a).getByTestId('proposal-reject').click();
  const reject = page.getByRole('dialog', { name: 'Enter Rejection Reason' });
  await expect(reject).toBeVisible();
  await expect(reject.getByTestId('reject-submit')).toBeDisabled();
  await reject.getByTestId('reject-reason').fill('x');
  await reject.getByTestId('reject-reason').fill('');
  await expect(reject.getByText('Reason is required')).toBeVisible();
  await expect(reject.getByTestId('reject-submit')).toBeDisabled();
  const reason = 'We are looking for a match nearer to Bhopal.';
  await reject.getByTestId('reject-reason').fill(reason);
  await expect(reject.getByTestId('reject-submit')).toBeEnabled();
  await reject.getByTestId('reject-submit').click();
  await expect(page.getByText('Proposal has been rejected successfully')).toBeVisible();
  await expect(reject).toBeHidden();
  await expect(cardOf(page, a).getByTestId('proposal-status')).toHaveText('Rejected');
  await expect(cardOf(page, a).getByTestId('proposal-reason')).toContainText(reason);

  // A sees the reason in the Sent tab and on B's profile.
  await become(page, a);
  await page.goto('/sent-proposal');
  await expect(cardOf(page, b).getByTestId('proposal-status')).toHaveText('Rejected');
  await expect(cardOf(page, b).getByTestId('proposal-reason')).toContainText(reason);
  await page.goto(`/profiles/${b.slug}`);
  await expect(page.getByTestId('proposal-state-reason')).toContainText(reason);
  // The one expected failure: the wrong sum's 400 answer, which the browser logs.
  const unexpected = consoleErrors.filter((e) => !/status of 400/.test(e));
  expect(consoleErrors.length - unexpected.length).toBeLessThanOrEqual(1);
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});

test('an accepted proposal shows each side the other one’s private contact details', async ({
  page,
  consoleErrors: _,
}) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'en');
  const d = await signUpMember(page, { name: 'Ayesha Siddiqui', gender: 'Female', year: 1997 });
  const c = await signUpMember(page, { name: 'Faisal Ansari', gender: 'Male', year: 1992 });

  // D's contact is private: C sees no Show contact before a proposal, nor after his own one,
  // which opens it only once D accepts (D6 as changed); the page says which step opens it.
  await become(page, c);
  await page.goto(`/profiles/${d.slug}`);
  const hidden = page.getByTestId('contact-hidden');
  await expect(hidden).toHaveAttribute('data-reason', 'private');
  await expect(hidden).toContainText('when this family sends you a proposal, or when they accept yours');
  // The note's dialog loads at the first tap (issue 29); opened from the keyboard and closed with
  // Escape, it gives the focus back to its button.
  const sendNote = page.getByTestId('proposal-send-note');
  const noteDialog = page.getByTestId('note-dialog');
  const note = page.getByTestId('proposal-note-input');
  await sendNote.focus();
  await page.keyboard.press('Enter');
  await expect(note).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(note).toBeHidden();
  await expect(sendNote).toBeFocused();
  // C's proposal carries a short note (issue 34 point 8): a phone number in it is refused on the
  // field, before anything is sent.
  await sendNote.click();
  await note.fill('Please call my father on 98765 43210');
  await noteDialog.getByTestId('proposal-note-submit').click();
  await expect(note).toHaveAttribute('aria-invalid', 'true');
  const text = 'Assalamu alaikum. My parents would like to meet your family after Eid.';
  await note.fill(text);
  await noteDialog.getByTestId('proposal-note-submit').click();
  await expect(page.getByText('Proposal sent successfully.')).toBeVisible();
  await expect(noteDialog).toBeHidden();
  await expect(page.getByTestId('proposal-state')).toContainText('Proposal pending');
  await expect(hidden).toContainText('when this family accepts your proposal');
  await expect(page.getByTestId('show-contact')).toHaveCount(0);

  // D accepts from the Received tab, then opens C's profile from it: contact at any hour.
  await become(page, d);
  await page.goto('/received-proposal');
  await expect(cardOf(page, c).getByTestId('proposal-note')).toContainText(text);
  await cardOf(page, c).getByTestId('proposal-accept').click();
  await expect(cardOf(page, c).getByTestId('proposal-status')).toHaveText('Accepted');
  await cardOf(page, c).getByTestId('proposal-link').click();
  await expect(page).toHaveURL(/from=proposal/);
  await page.getByTestId('show-contact').click();
  await expect(page.getByTestId('contact-details')).toContainText(c.username);

  // C opens D's profile: Show contact gives D's private number at any hour (an Accepted
  // proposal opens a private contact with no hours window, contactHiddenReason), and the
  // WhatsApp dialog its wa.me link, in a new tab.
  await become(page, c);
  await page.goto(`/profiles/${d.slug}`);
  await expect(page.getByTestId('proposal-state')).toContainText('Proposal accepted');
  await page.getByTestId('show-contact').click();
  await expect(page.getByTestId('contact-details')).toContainText(d.username);
  await page.getByTestId('whatsapp-button').click();
  const dialog = page.getByRole('dialog', { name: 'Open Whatsapp' });
  await dialog.getByTestId('whatsapp-answer').fill(String(await solve(page)));
  await dialog.getByTestId('whatsapp-submit').click();
  const open = dialog.getByTestId('whatsapp-open');
  await expect(open).toHaveAttribute('href', `https://wa.me/91${d.username}`);
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('rel', /noopener/);
});

test('proposals page: accessible, and readable at phone and desktop widths in English and Urdu', async ({
  page,
  consoleErrors: _,
}) => {
  test.setTimeout(150_000);
  const e = await signUpMember(page, { name: 'Zainab Khan', gender: 'Female', year: 1995 });
  const accepted = await signUpMember(page, { name: 'Arif Hussain', gender: 'Male', year: 1990 });
  const rejected = await signUpMember(page, { name: 'Salman Sheikh', gender: 'Male', year: 1989 });
  const pending = await signUpMember(page, { name: 'Tariq Mansoori', gender: 'Male', year: 1993 });
  for (const s of [accepted, rejected, pending]) {
    const res = await page.request.post(`/api/profiles/proposal/${e.profile_code}/`, {
      headers: { Authorization: `Token ${s.token}` },
      data: {},
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  // One accepted, one rejected with a reason, one left pending.
  const list = await page.request.get('/api/profiles/proposal/received?page=1', {
    headers: { Authorization: `Token ${e.token}` },
  });
  const { results } = (await list.json()) as { results: { id: number; sender: string }[] };
  const idOf = (m: Member) => results.find((r) => r.sender === m.profile_code)?.id ?? 0;
  const decide = async (m: Member, data: Record<string, string>) => {
    const res = await page.request.patch(`/api/profiles/proposal-update/${idOf(m)}/`, {
      headers: { Authorization: `Token ${e.token}` },
      data,
    });
    expect(res.ok(), await res.text()).toBe(true);
  };
  await decide(accepted, { status: 'Accepted' });
  await decide(rejected, {
    status: 'Rejected',
    message: 'Our family is looking for a match in Hyderabad.',
  });

  await become(page, e);
  for (const lang of ['en', 'ur'] as const) {
    await useLanguage(page, lang);
    for (const [device, size] of Object.entries(WIDTHS)) {
      await page.setViewportSize(size);
      await page.goto('/received-proposal');
      await expect(page.getByTestId('proposal-card')).toHaveCount(3);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ur' ? 'rtl' : 'ltr');
      await page.screenshot({ path: `${SHOTS}/h2-received-${lang}-${device}.png`, fullPage: true });
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
      const serious = axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect(serious).toEqual([]);
      if (device === 'phone') {
        // Nothing wider than the phone's screen.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        expect(overflow).toBe(false);
      }
    }
    // The reason dialog, and the empty Sent tab.
    await page.getByTestId('proposal-reject').first().click();
    await expect(page.getByTestId('reject-submit')).toBeDisabled();
    // After the dialog's opening transition.
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/h2-reject-${lang}-desktop.png` });
    await page.keyboard.press('Escape');
    await page.getByTestId('tab-sent').click();
    await expect(page).toHaveURL(/\/sent-proposal$/);
    await expect(page.getByTestId('proposals-empty')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/h2-sent-empty-${lang}-desktop.png` });
  }

  // The profile of a sender whose proposal is open: their proposal with Accept and Reject.
  for (const lang of ['en', 'ur'] as const) {
    await useLanguage(page, lang);
    await page.setViewportSize(WIDTHS.phone);
    await page.goto(`/profiles/${pending.slug}?from=proposal`);
    await expect(page.getByTestId('proposal-received')).toBeVisible();
    await page
      .getByTestId('proposal-received')
      .evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 200));
    await page.screenshot({ path: `${SHOTS}/h2-profile-received-${lang}-phone.png` });
  }
  // The profile of a rejected sender as the sender sees it: the state and the reason.
  await become(page, rejected);
  await page.setViewportSize(WIDTHS.phone);
  await page.goto(`/profiles/${e.slug}`);
  await expect(page.getByTestId('proposal-state-reason')).toBeVisible();
  await page
    .getByTestId('proposal-state')
    .evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 200));
  await page.screenshot({ path: `${SHOTS}/h2-profile-rejected-ur-phone.png` });
});

test('block and unblock from the profile, each after a confirmation; visitors go to login', async ({
  page,
  consoleErrors: _,
}) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'en');
  await page.goto('/sent-proposal');
  await expect(page).toHaveURL(/\/login$/);

  const h = await signUpMember(page, { name: 'Hina Parveen', gender: 'Female', year: 1998 });
  const g = await signUpMember(page, { name: 'Gulzar Ahmed', gender: 'Male', year: 1990 });
  await become(page, g);
  await page.goto(`/profiles/${h.slug}`);
  await page.getByTestId('block-button').click();
  const confirm = page.getByRole('dialog', { name: 'Block this profile?' });
  await expect(confirm).toContainText('Hina Parveen');
  await confirm.getByTestId('block-confirm').click();
  await expect(page.getByText('Blocked! User has been blocked successfully.')).toBeVisible();
  const notice = page.getByTestId('blocked-notice');
  await expect(notice).toContainText('You blocked this profile');
  await expect(page.getByTestId('proposal-send')).toHaveCount(0);
  await expect(page.getByTestId('whatsapp-button')).toHaveCount(0);

  // Still blocked after a reload (the server's state, not the page's).
  await page.reload();
  await notice.getByTestId('unblock-button').click();
  await page.getByRole('dialog', { name: 'Unblock this profile?' }).getByTestId('block-confirm').click();
  await expect(page.getByText('Unblocked! User has been unblocked successfully.')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(page.getByTestId('proposal-send')).toBeVisible();
});
