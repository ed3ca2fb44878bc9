/**
 * Shared browser-test helpers: viewports, console-error capture, and choosing the interface
 * language the way a person does (the picker stores the choice in localStorage).
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type { InterfaceLanguage } from '@nikah/shared';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;

/** The web app's key (apps/web/src/i18n/index.ts LANGUAGE_STORAGE_KEY). */
export const LANG_STORAGE_KEY = 'nikah.lang';

/**
 * Waits until the app's script has taken over `#root` (React marks its container when
 * `hydrateRoot` or `createRoot` runs) and every control in it (button, input, select, textarea)
 * has been hydrated (React attaches its props to the node). Until then a server-rendered page
 * shows controls that do nothing when clicked, as for a person who taps that early: the page
 * hydrates in a transition, a part at a time, and a part whose code loads after the page's (a
 * lazily loaded card) hydrates when it arrives. A page without `#root` (a PDF, an API answer)
 * passes at once.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      if (root === null) return true;
      if (!Object.keys(root).some((key) => key.startsWith('__reactContainer$'))) return false;
      return Array.from(root.querySelectorAll('button, input, select, textarea')).every((el) =>
        Object.keys(el).some((key) => key.startsWith('__reactProps$')),
      );
    },
    undefined,
    { polling: 100 },
  );
}

/**
 * Whether the page still draws frames, for a failed test's report: Playwright's click waits for
 * two animation frames to see that its target is still, so a click that times out on "waiting
 * for element to be visible, enabled and stable" with no retry means that no frame came (CI run of
 * stop 42, content-dialogs.spec's rate us test; not reproduced in 25 runs on a loaded machine).
 * Says which, with the page's visibility, without waiting more than 2 s.
 */
async function describePageState(page: Page): Promise<string> {
  const probe = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const started = performance.now();
        requestAnimationFrame(() =>
          resolve(`frame after ${Math.round(performance.now() - started)} ms, ${document.visibilityState}`),
        );
        setTimeout(() => resolve(`no animation frame in 2 s, ${document.visibilityState}`), 2_000);
      }),
  );
  const timeout = new Promise<string>((resolve) =>
    setTimeout(() => resolve('no answer from the page in 5 s'), 5_000),
  );
  return Promise.race([probe.catch((error: unknown) => `probe failed: ${String(error)}`), timeout]);
}

/**
 * The page fixture: `page.goto` and `page.reload` resolve once the app has taken over the page
 * (see waitForApp), so that a test's first click is not lost on server-rendered markup (CI run of
 * stop 19: a books tab clicked before hydration stayed unselected). Pages with JavaScript turned
 * off are left as they are. A failed test's report says whether the page still drew frames
 * (describePageState).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, use, testInfo) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args: Parameters<Page['goto']>) => {
        const response = await goto(...args);
        await waitForApp(page);
        return response;
      };
      page.reload = async (...args: Parameters<Page['reload']>) => {
        const response = await reload(...args);
        await waitForApp(page);
        return response;
      };
    }
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && !page.isClosed()) {
      await testInfo.attach('page state', {
        body: await describePageState(page),
        contentType: 'text/plain',
      });
    }
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await use(errors);
    expect(errors, 'console errors').toEqual([]);
  },
});

/** Makes `lang` the remembered interface language before the app loads. */
export async function useLanguage(page: Page, lang: InterfaceLanguage): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    LANG_STORAGE_KEY,
    lang,
  ] as const);
}

/**
 * Opens the header's language menu. A server-rendered page shows the picker before its script has
 * hydrated, and a click in that moment does nothing (as for a person who taps that early), so the
 * click is repeated until the menu's English item shows; an open menu is not clicked again.
 */
export async function openLanguageMenu(page: Page): Promise<void> {
  await expect(async () => {
    if (!(await page.getByTestId('language-en').isVisible())) {
      await page.getByTestId('language-picker').click();
    }
    await expect(page.getByTestId('language-en')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Waits until a face of the web font `family` (e.g. 'Noto Nastaliq Urdu') has loaded in the page;
 * `document.fonts.ready` alone may resolve before the font's style sheet is even on the page.
 */
export async function expectFontLoaded(page: Page, family: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate((f) => {
        let loaded = false;
        document.fonts.forEach((face) => {
          if (face.family.replace(/"/g, '') === f && face.status === 'loaded') loaded = true;
        });
        return loaded;
      }, family),
    )
    .toBe(true);
}

/**
 * Waits until every animation and transition with an end has finished (a dialog's fade in or out),
 * so that colours are not judged mid-transition; endless ones (the home ticker) are left out.
 */
export async function finishAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Waits until React has hydrated the element of `locator` (its props are attached to the node):
 * the page is hydrated in a transition and the footer is a chunk of its own, so on a busy machine a
 * footer button can still be server markup when the root exists, and a tap then opens nothing
 * (a11y.spec's contact dialog, full run of 2026-11-29).
 */
export async function waitForHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}

/**
 * Scrolls to the end of the page until the footer has been built, and returns it: the footer, like
 * the long pages' lower sections, is built only when its place comes near the screen
 * (apps/web/src/components/RenderWhenNear.tsx, issue 29). Scrolling again each time, because the
 * sections built on the way make the page longer.
 */
export async function showFooter(page: Page): Promise<Locator> {
  const footer = page.getByTestId('site-footer');
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return footer.count();
    })
    .toBeGreaterThan(0);
  return footer;
}

/**
 * Scrolls down the whole page half a screen at a time, two frames at each step, so that every
 * part built when scrolled near (RenderWhenNear) comes near once: a jump to the end passes over
 * the middle of a long page without building it.
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frames();
    }
  });
}

export { expect };
