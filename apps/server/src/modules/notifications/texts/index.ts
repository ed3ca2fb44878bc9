/**
 * Server-side texts of notifications in the 12 interface languages (issue 30): the centre's items,
 * push, SMS and e-mail. `noticeText(lang, key, params)` fills `{name}` placeholders; a language
 * without the key falls back to English.
 */
import en from './en';
import hi from './hi';
import ur from './ur';
import bn from './bn';
import gu from './gu';
import kn from './kn';
import ml from './ml';
import mr from './mr';
import or from './or';
import pa from './pa';
import ta from './ta';
import te from './te';

export type TextKey = keyof typeof en;
export type TextSet = Record<TextKey, string>;

/** Every language's set, keyed by interface language code. */
export const TEXTS: Record<string, TextSet> = { en, hi, ur, bn, gu, kn, ml, mr, or, pa, ta, te };

/** The text `key` in `lang` (English when unknown) with each `{param}` replaced. */
export function noticeText(lang: string, key: TextKey, params: Record<string, string> = {}): string {
  const template = TEXTS[lang]?.[key] ?? en[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
