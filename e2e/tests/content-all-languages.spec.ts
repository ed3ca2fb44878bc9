/**
 * The demo content in all 12 interface languages (issue 34 point 7): in every language but English,
 * the home, guidelines, books and news pages show no English sentence of the demo content (the
 * ticker, guideline tags and titles, success stories, news cards), compared with the English
 * texts the demo seed writes (content.ts), which the English pages are checked to show. A book's
 * title is the book's own (an English book keeps its English title, like any name of a work), so
 * it is left out of the comparison and must carry its book's language as `lang`. With SHOTS_DIR
 * set, a full-page picture of each page in each language at 390 px goes to SHOTS_DIR.
 */
import type { Page } from '@playwright/test';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@nikah/shared';
import {
  BLOGS,
  GUIDELINES,
  HEADER_MESSAGES,
  SUCCESS_STORIES,
} from '../../apps/server/src/db/seed/demo/content';
import { expect, LANG_STORAGE_KEY, scrollThroughPage, test, useLanguage, VIEWPORTS } from './fixtures';

const SHOTS = process.env.SHOTS_DIR;
/** Cards are built one per idle moment as they come near: looked for often, not with back-off. */
const POLL = { intervals: [100] };

/** Every English sentence of the demo content a page may show. */
const DEMO_SENTENCES = [
  ...HEADER_MESSAGES,
  ...GUIDELINES.flatMap((g) => [g.tag, ...g.items.map(([title]) => title)]),
  ...SUCCESS_STORIES.flatMap((s) => [s.name, s.short, s.description]),
  ...BLOGS.flatMap((b) => [b.title, b.description]),
];

/**
 * Each page and what shows that its content is all there: the cards built late (the ones below
 * the first screen are built when scrolled near, see RenderWhenNear) are waited for.
 */
const PAGES = [
  { name: 'home', path: '/', ready: ['ticker', 'story-card', 'guideline-card', 'book-card'] },
  { name: 'guidelines', path: '/guidelines', ready: ['tag-name', 'guideline-card'] },
  { name: 'books', path: '/book', ready: ['book-card'] },
  { name: 'news', path: '/news', ready: ['news-card'] },
] as const;

/** Scrolls through the page (so late cards are built), until `testId` is on the page. */
async function waitForCards(page: Page, testId: string) {
  await expect
    .poll(async () => {
      await scrollThroughPage(page);
      return page.getByTestId(testId).count();
    }, POLL)
    .toBeGreaterThan(0);
}

/** Waits until every guideline card of the page is built (all of them are in the API's list). */
async function waitForAllGuidelines(page: Page) {
  const all = (await (await page.request.get('/api/configs/all-guidelines')).json()) as unknown[];
  await expect
    .poll(async () => {
      await scrollThroughPage(page);
      return page.getByTestId('guideline-card').count();
    }, POLL)
    .toBe(all.length);
}

for (const { code: lang } of INTERFACE_LANGUAGES as readonly { code: InterfaceLanguage }[]) {
  test(`home, guidelines, books and news in ${lang} show the demo content in ${lang}`, async ({
    page,
    baseURL,
    consoleErrors: _,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    // As a member who chose the language: remembered in the browser and sent to the server render.
    await useLanguage(page, lang);
    await page.context().addCookies([{ name: LANG_STORAGE_KEY, value: lang, url: baseURL }]);

    for (const { name, path, ready } of PAGES) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      for (const testId of ready) await waitForCards(page, testId);
      if (name === 'guidelines') await waitForAllGuidelines(page);
      await page.evaluate(() => window.scrollTo(0, 0));

      // The page's text without the books' titles (the book's own words, see above).
      let text = await page.locator('body').innerText();
      // (Their text content: a card's innerText reads empty while `content-visibility` skips it.)
      for (const title of await page.getByTestId('book-title').allTextContents()) {
        if (title) text = text.split(title).join('');
      }
      const shown = DEMO_SENTENCES.filter((sentence) => text.includes(sentence));
      if (lang === 'en') {
        // The comparison has something to find: the English pages show the demo's English.
        if (name !== 'books') expect(shown.length, `${name}: demo sentences in English`).toBeGreaterThan(3);
      } else {
        expect(shown, `${name} in ${lang}: English sentences of the demo content`).toEqual([]);
        // No demo text fell back to English (it would be marked so). Other files' moderators may
        // leave lines of their own in English only on this server: only the demo's are looked at.
        const marked = await page
          .locator('[lang="en"]:not(html, [data-testid="book-title"])')
          .allTextContents();
        expect(
          marked.filter((t) => DEMO_SENTENCES.includes(t.trim())),
          `${name} in ${lang}: demo text marked English`,
        ).toEqual([]);
      }
      // A book's title is in its book's language, marked so.
      for (const title of await page.getByTestId('book-title').all()) {
        expect(['en', 'ur', 'hi']).toContain(await title.getAttribute('lang'));
      }
      if (SHOTS) {
        // Cards off screen are drawn only when scrolled to (`content-visibility: auto`): drawn
        // all at once here so that the full-page picture shows them.
        await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
        await page.screenshot({ path: `${SHOTS}/content-${lang}-${name}-390.png`, fullPage: true });
      }
    }
  });
}
