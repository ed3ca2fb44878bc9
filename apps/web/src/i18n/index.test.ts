/**
 * The first language of a visit (issue 12): the localStorage choice, else the `nikah.lang` cookie
 * copy (storage cleared but cookies kept, as Lighthouse does before each run: the server already
 * rendered the page in that language), else English; and the cookie is not overwritten with English.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The browser's storage, cookie jar and <html> (tests run in Node), set before the module loads.
const browser = vi.hoisted(() => {
  const data = new Map<string, string>();
  const localStorage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
  };
  // Like the browser: writing `name=value; attributes` sets one cookie, reading gives `a=1; b=2`.
  const jar = new Map<string, string>();
  // Every value <html> takes, in order: the page must not flip direction while it starts.
  const history: string[] = [];
  const documentElement = {
    lang: '',
    direction: '',
    get dir() {
      return this.direction;
    },
    set dir(value: string) {
      this.direction = value;
      history.push(value);
    },
  };
  const document = {
    documentElement,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    },
  };
  Object.assign(globalThis, { window: { localStorage }, document });
  return { localStorage, jar, document, history };
});

import i18n, {
  changeLanguage,
  initI18n,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  loadEnglishStrings,
} from './index';

beforeEach(() => {
  browser.localStorage.clear();
  browser.jar.clear();
  browser.history.length = 0;
  // initI18n registers on i18next once per call; start each test from a fresh module state.
  i18n.off('languageChanged');
});

describe('first language of a visit', () => {
  it('follows the cookie when localStorage has no choice, and keeps the cookie', async () => {
    browser.jar.set('other', 'x');
    browser.jar.set(LANGUAGE_COOKIE, 'ur');
    await initI18n();
    expect(i18n.language).toBe('ur');
    expect(browser.document.documentElement).toMatchObject({ lang: 'ur', dir: 'rtl' });
    expect(browser.jar.get(LANGUAGE_COOKIE)).toBe('ur');
    // Never left-to-right meanwhile: the server's Urdu page keeps its layout while the catalogue loads.
    expect(browser.history).not.toContain('ltr');
  });

  it('prefers the localStorage choice over the cookie', async () => {
    browser.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    browser.jar.set(LANGUAGE_COOKIE, 'ur');
    await initI18n();
    expect(i18n.language).toBe('hi');
    expect(browser.jar.get(LANGUAGE_COOKIE)).toBe('hi');
  });

  it('follows the cookie when localStorage is blocked', async () => {
    const blocked = vi.spyOn(browser.localStorage, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    browser.jar.set(LANGUAGE_COOKIE, 'ta');
    await initI18n();
    blocked.mockRestore();
    expect(i18n.language).toBe('ta');
  });

  it('ignores a cookie that names no interface language', async () => {
    browser.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    browser.jar.set(LANGUAGE_COOKIE, 'zz');
    await initI18n();
    expect(i18n.language).toBe('en');
    expect(browser.jar.get(LANGUAGE_COOKIE)).toBe('en');
  });

  it('<html> follows a later switch', async () => {
    await initI18n();
    expect(browser.document.documentElement).toMatchObject({ lang: 'en', dir: 'ltr' });
    await changeLanguage('ur');
    expect(browser.document.documentElement).toMatchObject({ lang: 'ur', dir: 'rtl' });
    expect(browser.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ur');
  });

  it("renders first in the server's language when given, and resolves with the choice", async () => {
    browser.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ur');
    const chosen = await initI18n('en');
    expect(chosen).toBe('ur');
    // Hydration finds the server's English text; <html> is already in the choice (no second flip).
    expect(i18n.language).toBe('en');
    expect(browser.document.documentElement).toMatchObject({ lang: 'ur', dir: 'rtl' });
    expect(browser.history).not.toContain('ltr');
    // The choice's catalogue is on its way for the switch after hydration.
    await vi.waitFor(() => expect(i18n.hasResourceBundle('ur', 'translation')).toBe(true));
  });

  it('ignores a server language that names no interface language', async () => {
    browser.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    await expect(initI18n('xx')).resolves.toBe('hi');
    expect(i18n.language).toBe('hi');
  });
});

describe("the other areas' English strings", () => {
  // A key of an area that is not on the first route (catalogues.ts FIRST_ROUTE_AREAS).
  const key = 'accounts.common.ok';

  it('are not loaded in another language, whose catalogue is whole, and come with a switch to English', async () => {
    browser.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ur');
    await initI18n();
    await loadEnglishStrings();
    expect(i18n.getResource('en', 'translation', key)).toBeUndefined();
    expect(i18n.t(key)).toBe(i18n.getResource('ur', 'translation', key));
    await changeLanguage('en');
    expect(i18n.getResource('en', 'translation', key)).toEqual(expect.any(String));
    expect(i18n.t(key)).toBe(i18n.getResource('en', 'translation', key));
  });

  it('are loaded in English', async () => {
    browser.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    await initI18n();
    await loadEnglishStrings();
    expect(i18n.t(key)).toBe(i18n.getResource('en', 'translation', key));
  });
});
