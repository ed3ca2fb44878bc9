/**
 * The content and community pages of issue 5 (SPEC.md sections 1, 2 and 7) as a visitor uses them:
 * every page renders without console errors and passes axe (no serious or critical violation) in
 * English on a phone and in Urdu on a desktop; the book tabs switch and a download is counted; a
 * guideline video facade turns into the privacy-enhanced player only on a click; the feedback form
 * shows its errors, then thanks the sender; the visitor counters count a browser once a day.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, useLanguage, VIEWPORTS } from './fixtures';

const PAGES = [
  { path: '/', name: 'home', ready: 'home-books' },
  { path: '/book', name: 'books', ready: 'book-card' },
  { path: '/guidelines', name: 'guidelines', ready: 'guideline-card' },
  { path: '/news', name: 'news', ready: 'news-card' },
  { path: '/success-stories', name: 'success stories', ready: 'story-card' },
  { path: '/about', name: 'about', ready: 'about-video' },
  { path: '/scholarships', name: 'scholarships', ready: 'scholarship-card' },
  { path: '/terms-and-conditions', name: 'terms', ready: 'terms-section' },
  { path: '/feedback', name: 'feedback', ready: 'feedback-form' },
] as const;

/** Serious and critical axe violations of the page as it is now, as readable lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

interface Book {
  id: number;
  language: string;
  download_count: number;
}

const bookCount = async (request: APIRequestContext, id: number) =>
  ((await (await request.get('/api/book/list/')).json()) as Book[]).find((b) => b.id === id)?.download_count;

for (const { lang, device } of [
  { lang: 'en', device: 'phone' },
  { lang: 'ur', device: 'desktop' },
] as const) {
  for (const target of PAGES) {
    test(`${target.name} page renders and passes axe (${lang}, ${device})`, async ({
      page,
      consoleErrors: _,
    }) => {
      await page.setViewportSize(VIEWPORTS[device]);
      await useLanguage(page, lang);
      await page.goto(target.path);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ur' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId(target.ready).first()).toBeVisible();
      await expect(page.getByTestId('error-title')).toHaveCount(0);
      await expect(page.getByTestId('query-error')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test('books: tabs per language with totals, and Download opens the PDF and is counted', async ({
  page,
  request,
  consoleErrors: _,
}) => {
  await useLanguage(page, 'en');
  await page.goto('/book');
  await expect(page.getByTestId('books-total')).toHaveText(/Books: \d+/);
  const books = (await (await request.get('/api/book/list/')).json()) as Book[];
  for (const lang of ['urdu', 'hindi', 'english'] as const) {
    const tab = page.getByTestId(`book-tab-${lang}`);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const expected = books.filter((b) => b.language === lang).length;
    await expect(tab).toContainText(`(${expected})`);
    const cards = page.getByTestId('book-card');
    await expect(cards).toHaveCount(expected);
    const label = { urdu: 'Urdu', hindi: 'Hindi', english: 'English' }[lang];
    for (const card of await cards.all()) await expect(card).toContainText(label);
  }

  const link = page.getByTestId('book-download').first();
  await expect(link).toHaveAttribute('target', '_blank');
  const href = (await link.getAttribute('href')) ?? '';
  const id = Number(/\/api\/media\/books\/(\d+)\/pdf$/.exec(href)?.[1]);
  expect(id).toBeGreaterThan(0);
  const before = (await bookCount(request, id)) ?? -1;
  const counted = page.waitForResponse((r) => r.url().endsWith(`/api/book/increase-book-counter/${id}`));
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  expect((await counted).status()).toBe(200);
  await tab.close();
  await expect.poll(() => bookCount(request, id)).toBe(before + 1);
  // English plural forms: 1 download, 2 downloads.
  await expect(page.getByTestId('book-downloads').first()).toHaveText(
    `${before + 1} ${before + 1 === 1 ? 'download' : 'downloads'}`,
  );

  const pdf = await request.get(href, { headers: { range: 'bytes=0-4' } });
  expect(pdf.status()).toBe(206);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(await pdf.text()).toBe('%PDF-');
});

test('guidelines: many videos and no third-party request until a facade is clicked', async ({
  page,
  consoleErrors,
}) => {
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1')) thirdParty.push(r.url());
  });
  // The sandbox has no internet: the player's request is aborted on purpose.
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.abort('blockedbyclient'));
  // English is the default: no init script (it would also run in the aborted player's error page).
  await page.goto('/guidelines');
  const facades = page.getByTestId('video-facade');
  await expect(facades.first()).toBeVisible();
  // Cards below the screen are built when scrolled near or once the page has settled.
  await expect.poll(() => facades.count()).toBeGreaterThanOrEqual(10);
  await expect(page.getByTestId('guideline-card').first()).toContainText(/[\u0900-\u097F]/);
  await page.mouse.wheel(0, 4000);
  await page.waitForTimeout(300);
  expect(thirdParty).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);

  // A tag narrows the list and is kept in the address.
  // The chips are labelled radio inputs: the visible part is the label.
  const cards = page.getByTestId('guideline-card');
  const all = await cards.count();
  await page.getByRole('group', { name: 'Filter by topic' }).locator('label').nth(1).click();
  await expect(page).toHaveURL(/\?tag=\d+$/);
  // The list re-renders after the click: wait for it to settle rather than count mid-render.
  await expect.poll(() => cards.count()).toBeLessThan(all);
  expect(await cards.count()).toBeGreaterThan(0);

  await page.getByTestId('video-facade').first().click();
  const frame = page.getByTestId('video-iframe');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?/);
  expect(thirdParty.every((u) => u.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
  // Only the expected failure of the aborted player may appear in the console.
  await page.waitForTimeout(300);
  const unexpected = consoleErrors.filter((e) => !/youtube-nocookie|ERR_BLOCKED_BY_CLIENT/.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});

test('feedback: errors in the user language, then a valid message is thanked', async ({
  page,
  consoleErrors: _,
}) => {
  await useLanguage(page, 'en');
  await page.goto('/feedback');
  const form = page.getByTestId('feedback-form');
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-problem')).toBeVisible();
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(6);
  await expect(form.getByText('This field is required.')).toHaveCount(7);
  await expect(page.locator('form [name="category"]')).toBeFocused();

  await page.locator('form [name="category"]').selectOption('Suggestion');
  await page.locator('form [name="name"]').fill('Abdul Rahman');
  await page.getByLabel('Male', { exact: true }).check();
  await page.locator('form [name="mobile"]').fill('98765');
  await page.locator('form [name="email"]').fill('abdul@');
  await page.locator('form [name="location"]').fill('Hyderabad');
  await page.locator('form [name="description"]').fill('Too short');
  await expect(form.getByText('Mobile number must be 10 digits.')).toBeVisible();
  await expect(form.getByText('E-mail must be valid')).toBeVisible();
  await expect(form.getByText('Min 10 characters required.')).toBeVisible();
  await page.getByTestId('feedback-submit').click();
  await expect(page.locator('form [name="mobile"]')).toBeFocused();

  await page.locator('form [name="mobile"]').fill('9876543210');
  await page.locator('form [name="email"]').fill('abdul@example.com');
  await page
    .locator('form [name="description"]')
    .fill('Please add a search by mother tongue, it would help us.');
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/configs/feedback/'));
  await page.getByTestId('feedback-submit').click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByTestId('feedback-thanks')).toContainText('Thank you for your feedback');
  expect(await seriousViolations(page)).toEqual([]);
});

test('feedback: the server’s field errors are shown on the fields, in Urdu', async ({
  page,
  consoleErrors,
}) => {
  await useLanguage(page, 'ur');
  // A server that disagrees with the form (e.g. a newer rule) answers 400 {field: [messages]},
  // with the messages' keys in X-Error-Keys as the real server sends them (DESIGN.md D18).
  await page.route('**/api/configs/feedback/', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      headers: {
        'X-Error-Keys': JSON.stringify({
          fields: { email: [{ key: 'emailValid' }], location: [{ key: 'minChars', params: { n: 2 } }] },
        }),
      },
      body: JSON.stringify({ email: ['E-mail must be valid'], location: ['Min 2 characters required.'] }),
    }),
  );
  await page.goto('/feedback?category=Complaint');
  await expect(page.locator('form [name="category"]')).toHaveValue('Complaint');
  await page.locator('form [name="name"]').fill('فاطمہ');
  await page.locator('[name="gender"][value="Female"]').check();
  await page.locator('form [name="mobile"]').fill('9123456780');
  await page.locator('form [name="email"]').fill('fatima@example.in');
  await page.locator('form [name="location"]').fill('Pune');
  await page.locator('form [name="description"]').fill('کسی نے رجسٹریشن فیس مانگی۔ براہِ کرم کارروائی کریں۔');
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByText('ای میل درست ہونا چاہیے')).toBeVisible();
  await expect(page.getByText('کم از کم 2 حروف ضروری ہیں۔')).toBeVisible();
  await expect(page.locator('form [name="email"]')).toBeFocused();
  // The browser logs the mocked 400 answer; nothing else.
  const unexpected = consoleErrors.filter((e) => !/status of 400/.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});

test('visitor counters count a browser once a day, and another browser too', async ({
  page,
  browser,
  consoleErrors: _,
}) => {
  await useLanguage(page, 'en');
  const visitors = async (p: Page) => {
    const text = (await p.getByTestId('visitors-book').textContent()) ?? '';
    return Number(/Visitors: ([\d,]+)/.exec(text)?.[1]?.replace(/,/g, ''));
  };
  await page.goto('/book');
  await expect(page.getByTestId('visitors-book')).toContainText(/Visitors: \d/);
  const first = await visitors(page);
  await page.reload();
  await expect(page.getByTestId('visitors-book')).toContainText(/Visitors: \d/);
  expect(await visitors(page)).toBe(first);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/book');
  await expect(otherPage.getByTestId('visitors-book')).toContainText(/\d/);
  expect(await visitors(otherPage)).toBe(first + 1);
  await other.close();

  // The home page and the guidelines page have counters of their own.
  await page.goto('/guidelines');
  await expect(page.getByTestId('visitors-guidelines')).toContainText(/Visitors: \d/);
  await page.goto('/');
  await expect(page.getByTestId('visitors-homepage')).toContainText(/Visitors: \d/);
});

test('news, success stories, scholarships and about link out and show their content', async ({
  page,
  consoleErrors: _,
}) => {
  await useLanguage(page, 'en');
  await page.goto('/news');
  const readMore = page.getByTestId('news-card').first().getByRole('link');
  await expect(readMore).toHaveAttribute('target', '_blank');
  await expect(readMore).toHaveAttribute('href', /^https:\/\//);

  await page.goto('/success-stories');
  await expect(page.getByTestId('story-card').first().getByTestId('video-facade')).toBeVisible();
  await page.getByTestId('share-story').click();
  await expect(page).toHaveURL(/\/feedback\?category=Success/);
  await expect(page.locator('form [name="category"]')).toHaveValue('Success story');

  await page.goto('/scholarships');
  for (const link of await page.getByTestId('scholarship-card').getByRole('link').all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }

  await page.goto('/about');
  await expect(page.getByTestId('about-video')).toHaveCount(5);
  await expect(page.locator('iframe')).toHaveCount(0);

  await page.goto('/terms-and-conditions');
  const terms = page.locator('main');
  await expect(terms).toContainText('18 years');
  await expect(terms).toContainText('laws of India');
  await expect(terms).toContainText('within 7 days');
  await expect(terms.locator('#refunds')).toBeVisible();
  await expect(terms).toContainText('Never pay anyone');
});
