/**
 * Helpers of the discovery and layout browser tests: a member signed up through the API (and
 * approved through the dev route, as a moderator will), a session opened in the browser, photos
 * uploaded, and a check that two boxes on the screen do not overlap.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { CONSENT_VERSION } from '../../packages/shared/src/privacy';
import { freshMobile, latestCode, SMALL_JPEG } from './accounts-helpers';

export interface Member {
  token: string;
  profile_id: number;
  slug: string;
  username: string;
  profile_code: string;
}

/** What the sign-up helpers need to know of a member to create. */
export interface NewMember {
  name: string;
  gender: 'Male' | 'Female';
  year: number;
  city?: string;
  /** Whether the signup accepts the consent notice, as the signup page does (default true). */
  consent?: boolean;
}

/** The body of `profiles/create/` for a plausible member of Lucknow (or `city`, in Uttar Pradesh). */
function signupBody(username: string, otp: string, opts: NewMember): Record<string, unknown> {
  return {
    username,
    otp,
    // The consent notice accepted, as the signup page sends it (DESIGN.md D22); an API client
    // may send none (`consent: false`).
    ...(opts.consent === false ? {} : { consent_version: CONSENT_VERSION, consent_language: 'en' }),
    password: 'secret123',
    confirm_password: 'secret123',
    full_name: opts.name,
    gender: opts.gender,
    martial_status: 'Unmarried',
    year_of_birth: String(opts.year),
    height: `5'6"`,
    weight: '65',
    education: 'Graduate',
    degree: 'B.Sc',
    occupation: 'Teacher',
    hobbies: 'Reading',
    state: 'Uttar Pradesh',
    city: opts.city ?? 'Lucknow',
    same_location: true,
    state_current: 'Uttar Pradesh',
    city_current: opts.city ?? 'Lucknow',
    fathers_name: 'Abdul Rahman',
    fathers_occupation: 'Shopkeeper',
    mothers_name: 'Rehana Begum',
    mothers_occupation: 'HouseWife',
    no_of_brothers: '1',
    no_of_married_brothers: '0',
    no_of_sisters: '0',
    no_of_married_sisters: '0',
    biradari: 'Qureshi',
    maslak: 'Deobandi',
    contact_of: 'Father',
    contact_number: username,
    whatsapp_number: username,
    expectations: 'An educated, practising partner from a respectable family.',
    extra_information: 'We are a family of five living in Lucknow, simple and religious.',
  };
}

/**
 * Signs a member up through `api` (send-otp, the outbox code, create), without approval: the
 * profile is active and pending. `api` is the browser page's request context or a separate one
 * (its own cookie jar).
 */
export async function createMember(
  api: APIRequestContext,
  page: Page,
  opts: NewMember,
): Promise<{ token: string; profile_id: number; slug: string; username: string }> {
  const username = freshMobile();
  expect((await api.post('/api/configs/send-otp/', { data: { username } })).ok()).toBe(true);
  const otp = await latestCode(page, username);
  const res = await api.post('/api/profiles/create/', { data: signupBody(username, otp, opts) });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { token: string; profile_id: number; slug: string };
  return { ...body, username };
}

/** Signs a member up (send-otp, outbox code, create) and approves the profile. */
export async function signUpMember(page: Page, opts: NewMember): Promise<Member> {
  const body = await createMember(page.request, page, opts);
  expect((await page.request.post(`/api/dev/approve/${body.slug}`)).ok()).toBe(true);
  const detail = await page.request.get(`/api/profiles/detail-slug/${body.slug}?skip-update=true`, {
    headers: { Authorization: `Token ${body.token}` },
  });
  const { profile_code } = (await detail.json()) as { profile_code: string };
  return { ...body, profile_code };
}

/** Opens the app logged in as `m` (the session the login page would store). */
export async function logIn(page: Page, m: Member): Promise<void> {
  await page.goto('/terms-and-conditions');
  // The session is the httpOnly cookie (issue 13 defect 10); the app keeps only who is logged in.
  await page.context().addCookies([{ name: 'session', value: m.token, url: new URL(page.url()).origin }]);
  await page.evaluate((s) => {
    window.localStorage.setItem(
      'nikah.session',
      JSON.stringify({ profileId: s.profile_id, slug: s.slug, username: s.username }),
    );
    window.sessionStorage.clear();
  }, m);
}

/**
 * Uploads the small test JPEG into photo slot `index` (0 or 1) of `m`, then approves the profile
 * unless `approve` is false (a profile that must stay in the console's pending queue).
 */
export async function uploadPhoto(
  page: Page,
  m: Member,
  index: 0 | 1,
  { approve = true }: { approve?: boolean } = {},
): Promise<void> {
  const res = await page.request.post(`/api/profiles/upload/${m.profile_id}/${index}/`, {
    headers: { Authorization: `Token ${m.token}` },
    multipart: { file: { name: `photo${index}.jpg`, mimeType: 'image/jpeg', buffer: SMALL_JPEG } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  if (!approve) return;
  // An approved profile's new photo waits for a moderator (D17): approve it as one would.
  const approved = await page.request.post(`/api/dev/approve/${encodeURIComponent(m.slug)}`);
  expect(approved.ok(), await approved.text()).toBe(true);
}

/** Fails when the two elements' boxes on the screen intersect (both must be visible). */
export async function expectApart(a: Locator, b: Locator): Promise<void> {
  const [ra, rb] = [await a.boundingBox(), await b.boundingBox()];
  expect(ra, 'first box').not.toBeNull();
  expect(rb, 'second box').not.toBeNull();
  if (!ra || !rb) return;
  const overlap =
    ra.x < rb.x + rb.width && rb.x < ra.x + ra.width && ra.y < rb.y + rb.height && rb.y < ra.y + ra.height;
  expect(overlap, `boxes ${JSON.stringify(ra)} and ${JSON.stringify(rb)} intersect`).toBe(false);
}

/**
 * Closes the "Add your e-mail" reminder (EmailPrompt in apps/web/src/app/memberSession.tsx).
 * It opens on a member's own profile page when she has no e-mail, as the members signed up here
 * have none, until she closes it in that tab. So unless the tab's sessionStorage says it was
 * closed, it is awaited, not guessed at: a fixed wait let it open late and cover the page.
 * Call it only on the member's own profile page.
 */
export async function closeEmailReminder(page: Page): Promise<void> {
  const closed = await page.evaluate(
    () => window.sessionStorage.getItem('nikah.emailDialogDismissed') === '1',
  );
  if (closed) return;
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
