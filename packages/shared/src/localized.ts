/**
 * Moderated content in the interface language (issue 12), the part the web app's first route needs:
 * which languages a translation may be in, the `translations` object's type, and `localizedText`,
 * which picks the text to show. Without Zod, so that the home page's cards do not bring it (issue
 * 11, apps/web/scripts/check-budget.mjs); the schemas are in content-translations.ts, which
 * re-exports these.
 */
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from './reference';

/** Languages a translation may be given in: every interface language but English (the wire fields). */
export const TRANSLATION_LANGUAGES = INTERFACE_LANGUAGES.map((l) => l.code).filter(
  (c): c is Exclude<InterfaceLanguage, 'en'> => c !== 'en',
);
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** Per-language text of some fields: `{lang: {field: text}}`, every language and field optional. */
export type Translations<F extends string = string> = Partial<
  Record<TranslationLanguage, Partial<Record<F, string>>>
>;

/**
 * The text of `field` of `item` to show in `language` (an i18next language code), and the language
 * it is really in: the moderators' translation when they gave one, else the English wire field.
 * @returns `{text, lang}`: the translation and `language`, or the English field and 'en'
 */
export function localizedText<F extends string>(
  item: { translations?: Translations<F> } & Record<F, string>,
  field: F,
  language: string | undefined,
): { text: string; lang: string } {
  const given = item.translations?.[language as TranslationLanguage]?.[field];
  return given ? { text: given, lang: language as string } : { text: item[field], lang: 'en' };
}
