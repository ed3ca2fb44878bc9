/**
 * WCAG 2.2 AA on every page (issue 12): axe-core with the A and AA tags of WCAG 2.0 to 2.2 finds
 * no violation on every route of apps/web/src/app/router.tsx, in English and Urdu, each at 390 px
 * and 1280 px. Public pages are audited as a visitor, member pages signed in, the moderation console
 * as a superuser; open states too: the signup wizard's acknowledgement dialog and steps, the contact
 * dialog, the photo and WhatsApp captchas, the search filters drawer at 390 px. One test per language
 * and page group: each page is loaded once and audited at both widths by resizing it (the cost of a
 * second width is axe alone, not a second sign-up and load); all violations are collected and
 * printed together. The captchas' inputs are named by their question (a screen reader reads it).
 * A11Y_LANGS=en and A11Y_WIDTHS=390 (comma lists) narrow the matrix while fixing a page.
 * The home page's own check (serious and critical violations of the WCAG 2.0/2.1 A and AA tags in
 * English and Urdu at 390 and 1366 px, formerly accessibility.spec.ts) is the visitor test's first
 * page here: every violation of a superset of those tags, at 390 and 1280 px (1280 and 1366 px are
 * in the same Mantine breakpoint band, lg to xl, so the page lays out by the same rules).
 */
import type { APIResponse, Page } from '@playwright/test';
import {
  acknowledge,
  fillContact,
  fillFamily,
  fillOther,
  fillPersonal,
  freshMobile,
  latestCode,
  SMALL_JPEG,
} from './accounts-helpers';
import { auditAt } from './a11y-helpers';
import { expect, showFooter, test, useLanguage, waitForHydrated } from './fixtures';
import { createSuperuser, logInThroughPage, uploadDocument, verifyMember } from './moderator-helpers';
import { createMember, logIn, signUpMember, uploadPhoto } from './ui-helpers';

type Lang = 'en' | 'ur';
/** A comma list from the environment, or all of `all`. */
function pick<T extends string | number>(name: string, all: readonly T[]): readonly T[] {
  const asked = process.env[name]?.split(',').map((v) => v.trim());
  return asked ? all.filter((v) => asked.includes(String(v))) : all;
}
const LANGS = pick<Lang>('A11Y_LANGS', ['en', 'ur']);
/** Phone first: every page is loaded at 390 px (as most members see it), then widened. */
const WIDTHS = pick<number>('A11Y_WIDTHS', [390, 1280]);
const FIRST = WIDTHS[0] ?? 390;

/** Goes to `url` at the first width and audits it at every width. */
async function visit(page: Page, url: string, found: string[], label = url, ready?: string): Promise<void> {
  if (page.viewportSize()?.width !== FIRST) await page.setViewportSize({ width: FIRST, height: 900 });
  await page.goto(url);
  // The element (a test id) whose content the audit is for, once it has loaded.
  if (ready) await expect(page.getByTestId(ready).first()).toBeVisible();
  found.push(...(await auditAt(page, label, WIDTHS)));
}

/** Audits the current state at every width, starting from the first (a state opened at 390 px). */
const here = (page: Page, label: string) => auditAt(page, label, WIDTHS);

/** The sum asked by a captcha question ("a + b"). */
function sum(question: string): number {
  return question.split('+').reduce((s, n) => s + Number(n.trim()), 0);
}

test.use({ reducedMotion: 'reduce' });

/**
 * Sets the first width and the language; returns the list the test's violations go to. The time
 * allowed grows with the widths audited (a busy two-core machine takes up to 4 s per audit).
 */
async function start(page: Page, lang: Lang): Promise<string[]> {
  test.setTimeout(300_000 * WIDTHS.length);
  await page.setViewportSize({ width: FIRST, height: 900 });
  await useLanguage(page, lang);
  return [];
}

/**
 * Puts something in each of the console's queues (a profile, a photo, a document, a report): an
 * empty queue would leave its cards unchecked, and the tests before this one may have emptied it.
 */
async function fillConsoleQueues(page: Page, modToken: string): Promise<Record<string, string>> {
  const auth = (token: string) => ({ Authorization: `Token ${token}` });
  const ok = async (res: Promise<APIResponse>) => {
    const r = await res;
    expect(r.ok(), await r.text()).toBe(true);
  };
  const jpeg = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: SMALL_JPEG });
  await createMember(page.request, page, { name: 'Sana Ansari', gender: 'Female', year: 1997 });
  const bride = await signUpMember(page, { name: 'Hina Rizvi', gender: 'Female', year: 1996 });
  const groom = await signUpMember(page, { name: 'Faisal Khan', gender: 'Male', year: 1993 });
  // An approved profile's new photo and a document wait for a moderator.
  await ok(
    page.request.post(`/api/profiles/upload/${bride.profile_id}/0/`, {
      headers: auth(bride.token),
      multipart: { file: jpeg('photo0.jpg') },
    }),
  );
  await uploadDocument(page.request, bride);
  // Only a Verified member reports.
  await verifyMember(page.request, groom, modToken);
  await ok(
    page.request.post('/api/profiles/report-profile/', {
      headers: auth(groom.token),
      multipart: { reason: 'Fake profile', user_slug: bride.slug, file: jpeg('evidence.jpg') },
    }),
  );
  // The test id of each queue's card to wait for.
  return {
    profiles: 'admin-review',
    photos: `admin-photos-${bride.profile_code}`,
    documents: `admin-document-${bride.profile_code}`,
    reports: `admin-report-${bride.profile_code}`,
  };
}

/** Fails unless the page is in `lang` (an audit of the wrong language would pass for nothing). */
const inLanguage = (page: Page, lang: Lang) => expect(page.locator('html')).toHaveAttribute('lang', lang);

/** The failure message: how many violations, then each one. */
const report = (found: string[]) => `${found.length} violation(s):\n${found.join('\n')}`;

const widths = WIDTHS.join(' and ');
for (const lang of LANGS) {
  test(`visitor pages pass axe WCAG 2.2 AA (${lang}, ${widths} px)`, async ({ page, consoleErrors: _ }) => {
    const found = await start(page, lang);
    const bride = await signUpMember(page, { name: 'Sana Farooqui', gender: 'Female', year: 1997 });
    for (const url of [
      '/',
      '/guidelines',
      '/book',
      '/news',
      '/new-profiles',
      '/scholarships',
      '/terms-and-conditions',
      '/privacy',
      '/about',
      '/success-stories',
      '/feedback',
      '/categories',
      '/profiles',
      `/profiles/${bride.slug}`,
      '/login',
      '/forgot-password',
      '/no-such-page',
    ]) {
      await visit(page, url, found);
    }
    await inLanguage(page, lang);
    await page.setViewportSize({ width: FIRST, height: 900 });
    await page.goto('/');
    await showFooter(page);
    await waitForHydrated(page.getByTestId('contact-button'));
    await page.getByTestId('contact-button').click();
    await expect(page.getByTestId('contact-modal')).toBeVisible();
    found.push(...(await here(page, 'contact dialog')));
    expect(found, report(found)).toEqual([]);
  });

  test(`the signup wizard passes axe WCAG 2.2 AA (${lang}, ${widths} px)`, async ({
    page,
    consoleErrors: _,
  }) => {
    const found = await start(page, lang);
    const mobile = freshMobile();
    await page.goto('/login');
    await page.getByTestId('login-username').fill(mobile);
    await page.getByTestId('login-continue').click();
    await expect(page).toHaveURL(/\/signup$/);
    await inLanguage(page, lang);
    await expect(page.getByTestId('ack-dialog').getByRole('dialog')).toBeVisible();
    found.push(...(await here(page, 'signup: acknowledgement')));
    await acknowledge(page);
    const steps: [string, (p: Page) => Promise<void>][] = [
      ['personal', (p) => fillPersonal(p, 'Imran Qureshi', lang)],
      ['family', (p) => fillFamily(p, lang)],
      ['contact', (p) => fillContact(p, mobile)],
      ['other', fillOther],
      [
        'password',
        async (p) => {
          await p.getByTestId('field-password').fill('secret123');
          await p.getByTestId('field-confirm_password').fill('secret123');
        },
      ],
    ];
    for (const [name, fill] of steps) {
      await expect(page.getByTestId(`step-${name}`)).toBeVisible();
      found.push(...(await here(page, `signup: ${name}`)));
      await fill(page);
      await page.getByTestId('wizard-next').click();
    }
    await expect(page.getByTestId('step-otp')).toBeVisible();
    // The consent notice (DESIGN.md D22), its whole text unfolded, before the code is sent.
    await page.getByTestId('signup-consent').locator('summary').click();
    found.push(...(await here(page, 'signup: consent notice')));
    await page.getByTestId('otp-send').click();
    await expect(page.getByTestId('otp-sent')).toBeVisible();
    expect(await latestCode(page, mobile)).toMatch(/^\d{6}$/);
    found.push(...(await here(page, 'signup: otp')));
    expect(found, report(found)).toEqual([]);
  });

  test(`member pages pass axe WCAG 2.2 AA (${lang}, ${widths} px)`, async ({ page, consoleErrors: _ }) => {
    const found = await start(page, lang);
    // Two members: she has a photo and sends him a proposal; he is the one signed in.
    const bride = await signUpMember(page, { name: 'Sana Farooqui', gender: 'Female', year: 1997 });
    await uploadPhoto(page, bride, 0);
    const groom = await signUpMember(page, { name: 'Imran Siddiqui', gender: 'Male', year: 1992 });
    const sent = await page.request.post(`/api/profiles/proposal/${groom.profile_code}/`, {
      headers: { Authorization: `Token ${bride.token}` },
      data: {},
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    await logIn(page, groom);
    await inLanguage(page, lang);
    for (const url of [
      '/profiles',
      '/categories',
      '/matches',
      '/favourite',
      '/profile-visited',
      '/received-proposal',
      '/sent-proposal',
      '/chatindex',
      '/chatgroup',
      '/guardian',
      '/guardian/accept',
      '/edit-profile',
      `/profiles/${groom.slug}`,
      `/report/${bride.slug}`,
      `/delete/${groom.slug}`,
    ]) {
      await visit(page, url, found);
    }
    if (WIDTHS.includes(390)) {
      // The drawer is the phone's way to the filters (wider screens show them beside the results).
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto('/profiles');
      await page.getByTestId('search-toggle-filters').click();
      await expect(page.locator('#search-filters')).toBeVisible();
      found.push(...(await auditAt(page, 'search filters drawer', [390])));
    }

    // Another member's profile, its photo captcha and its WhatsApp captcha.
    await visit(page, `/profiles/${bride.slug}`, found, 'profile of another member');
    await page.getByTestId('view-photos').click();
    const photoQuestion = page.getByTestId('captcha-question');
    await expect(photoQuestion).toBeVisible();
    const q1 = (await photoQuestion.textContent()) ?? '';
    // The answer box is named by the question itself, so a screen reader reads "What is a + b".
    await expect(page.getByRole('textbox', { name: new RegExp(`${q1.replace('+', '\\+')}`) })).toBeVisible();
    found.push(...(await here(page, 'photo captcha')));
    await page.getByTestId('captcha-answer').fill(String(sum(q1)));
    await page.getByTestId('captcha-submit').click();
    await expect(page.getByTestId('photo-original').first()).toBeVisible();
    found.push(...(await here(page, 'profile with original photos')));

    await page.getByTestId('whatsapp-button').click();
    const waQuestion = page.getByTestId('whatsapp-question');
    await expect(waQuestion).toBeVisible();
    const q2 = (await waQuestion.textContent()) ?? '';
    await expect(page.getByRole('textbox', { name: new RegExp(`${q2.replace('+', '\\+')}`) })).toBeVisible();
    found.push(...(await here(page, 'WhatsApp captcha')));
    expect(found, report(found)).toEqual([]);
  });

  test(`the moderation console passes axe WCAG 2.2 AA (${lang}, ${widths} px)`, async ({
    page,
    consoleErrors: _,
  }) => {
    const found = await start(page, lang);
    const mod = await createSuperuser(page.request);
    const cards = await fillConsoleQueues(page, mod.token);
    await logInThroughPage(page, mod.username);
    await inLanguage(page, lang);
    for (const section of [
      '',
      'profiles',
      'photos',
      'documents',
      'reports',
      'deletions',
      'members',
      'audit',
      'books',
      'guideline-tags',
      'guidelines',
      'stories',
      'news',
      'header-messages',
      'keywords',
      'groups',
      'feedback',
    ]) {
      const url = `/admin${section ? `/${section}` : ''}`;
      await visit(page, url, found, url, cards[section]);
    }

    expect(found, report(found)).toEqual([]);
  });
}
