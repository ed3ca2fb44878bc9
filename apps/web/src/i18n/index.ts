/**
 * i18next set-up. The first route's English strings are bundled, the other areas' English strings
 * load with the pages that show them (loadEnglishStrings); the other languages' catalogues and
 * script fonts are separate chunks loaded on demand (catalogues.ts, fonts.ts). The choice is
 * remembered in localStorage and in a cookie copy (read when storage has none) and mirrored on
 * `<html lang dir>`.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@nikah/shared';
import { enFirstRoute, loadEnglishAreas, loaders, type Catalogue } from './catalogues';
import { formatNumbersByLocale } from './format';
import { loadLanguageFont } from './fonts';

export const LANGUAGE_STORAGE_KEY = 'nikah.lang';
/** Cookie copy of the choice: the server renders public pages in it (apps/server/src/plugins/ssr.ts). */
export const LANGUAGE_COOKIE = 'nikah.lang';
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

function writeLanguageCookie(code: InterfaceLanguage): void {
  document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}
export const DEFAULT_LANGUAGE: InterfaceLanguage = 'en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return INTERFACE_LANGUAGES.some((l) => l.code === value);
}

export function languageDir(code: string): 'ltr' | 'rtl' {
  return INTERFACE_LANGUAGES.find((l) => l.code === code)?.dir ?? 'ltr';
}

/** The language in the cookie copy, if it names one of ours (else undefined). */
function readCookieLanguage(): InterfaceLanguage | undefined {
  const value = document.cookie
    .split(/;\s*/)
    .find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  return isInterfaceLanguage(value) ? value : undefined;
}

/**
 * The remembered choice: localStorage, else the cookie copy (storage cleared but cookies kept, as
 * Lighthouse does: the server already rendered the page in it, issue 12), else English.
 */
function readStoredLanguage(): InterfaceLanguage {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage blocked: the cookie may still say.
  }
  return isInterfaceLanguage(stored) ? stored : (readCookieLanguage() ?? DEFAULT_LANGUAGE);
}

/**
 * Puts `<html lang dir>` in language `code`. Only what differs is written: writing `lang`, even
 * the value it already has, made Chromium go over the whole server-rendered page (20 ms of the
 * entry's start on a fast machine, 80 ms at 4x CPU slowdown; issue 29).
 */
function applyToDocument(code: string): void {
  const root = document.documentElement;
  const dir = languageDir(code);
  if (root.lang !== code) root.lang = code;
  if (root.dir !== dir) root.dir = dir;
}

/** Loads the catalogue of `code` into i18next (once), without switching to it. */
export async function loadLanguage(code: InterfaceLanguage): Promise<void> {
  if (i18n.hasResourceBundle(code, 'translation')) return;
  const catalogue = await loaders[code]();
  // The language's first bundle, set as it is: neither merged key by key into an empty one nor
  // copied first (i18next copies a bundle through JSON unless told not to; the tree is ours).
  i18n.addResourceBundle(code, 'translation', catalogue, false, true, { skipCopy: true });
}

let englishComplete = false;

/**
 * Adds the English strings of every area not on the first route (catalogues.ts) to i18next, once,
 * whatever the interface language: for the few texts shown in English beside another language
 * (the bilingual note after signup). Rejects when the strings' chunks fail to load (offline):
 * the next call tries again.
 */
export async function loadAllEnglishStrings(): Promise<void> {
  if (typeof window === 'undefined' || englishComplete) return;
  const areas = await loadEnglishAreas();
  if (englishComplete) return;
  i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', areas, true, true, { skipCopy: true });
  englishComplete = true;
}

/**
 * The English strings of every area not on the first route, when the interface is in English;
 * the components that show them render again (`bindI18nStore: 'added'`). Awaited by every page
 * but the home page and a visitor's content pages (FIRST_ROUTE_STRINGS_ONLY) before it shows
 * (app/router.tsx) and before a member's first render (main.tsx). In another language it does
 * nothing: every language's catalogue has every key (catalogues.test.ts), so English is never its
 * fallback, and an Urdu member's start no longer loads and merges nine English files (issue 29);
 * a switch to English loads them first (`changeLanguage`). A server render has every string
 * already (i18n/server.ts): there it does nothing. Rejects like `loadAllEnglishStrings`.
 */
export async function loadEnglishStrings(): Promise<void> {
  if ((i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LANGUAGE) !== DEFAULT_LANGUAGE) return;
  await loadAllEnglishStrings();
}

/** Loads the catalogue if needed, switches, remembers the choice and updates `<html>`. */
export async function changeLanguage(code: InterfaceLanguage): Promise<void> {
  // The script's font downloads beside the catalogue; text shows meanwhile (font-display: swap).
  void loadLanguageFont(code);
  if (code === DEFAULT_LANGUAGE) await loadAllEnglishStrings().catch(() => undefined);
  await loadLanguage(code);
  await i18n.changeLanguage(code);
  writeLanguageCookie(code);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Private mode or storage full: the choice lasts for this visit only.
  }
}

/**
 * Initialises i18next and resolves, when ready to render, with the remembered choice.
 * `renderIn` (the language the server rendered the page in, when the app will hydrate it) is the
 * language of the first render, so that hydration finds the same text; the caller then switches to
 * the choice after hydration (main.tsx). Building the page afresh instead would throw away what a
 * person typed into the server's form meanwhile. Without `renderIn` the first render is in the
 * choice. The choice's catalogue and font start loading at once either way.
 */
export async function initI18n(renderIn?: string): Promise<InterfaceLanguage> {
  const lng = readStoredLanguage();
  const first = isInterfaceLanguage(renderIn) ? renderIn : lng;
  // A choice made before the cookie existed: the next page arrives rendered in it.
  writeLanguageCookie(lng);
  // `<html>` is in `lng` from the start: the server's page is normally already in it, and switching
  // to English (ltr) while the catalogue loads would flip an Urdu page's layout twice (a layout shift).
  applyToDocument(lng);
  if (lng !== DEFAULT_LANGUAGE) void loadLanguageFont(lng);
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: enFirstRoute } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: INTERFACE_LANGUAGES.map((l) => l.code),
    interpolation: { escapeValue: false },
    returnNull: false,
    // Strings added later (the areas' English, loadEnglishStrings) show in what is already rendered.
    react: { bindI18nStore: 'added' },
  });
  formatNumbersByLocale(i18n);
  // Loaded now (after init, which replaces the store), used for the switch after hydration.
  if (lng !== first) loadLanguage(lng).catch(() => undefined);
  if (first !== DEFAULT_LANGUAGE) {
    try {
      await loadLanguage(first);
      await i18n.changeLanguage(first);
    } catch {
      // The catalogue chunk failed to load (offline): stay in English.
      if (first === lng) applyToDocument(DEFAULT_LANGUAGE);
    }
  }
  // From now on `<html>` follows every switch (registered after the start, see above).
  i18n.on('languageChanged', applyToDocument);
  return lng;
}

export default i18n;
