/**
 * Moderated content in the member's language (issue 12): header messages, guideline tags and
 * guidelines, success stories and news cards keep SPEC.md's English wire fields, and carry an extra `translations`
 * object `{ur: {title: '…'}, hi: {…}}` with the text the moderators gave per interface language.
 * The answer is the same for every visitor (so HTTP caches and ETags need no `Vary` on language);
 * the web app picks the text of its language with `localizedText`, English when none was given.
 */
import { z } from 'zod';
import { optionalText } from './fields';
import { TRANSLATION_LANGUAGES, type TranslationLanguage, type Translations } from './localized';

// The languages, the type and `localizedText` are in localized.ts, without Zod: the home page
// shows translated content on the first route (issue 11).
export {
  localizedText,
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
  type Translations,
} from './localized';

/**
 * The wire shape of translations of `fields` in `languages`: what the server sends (its own
 * rows, already checked by `translationsForm` on the way in).
 */
export function translationsItem<F extends string>(
  fields: readonly F[],
  languages: readonly TranslationLanguage[] = TRANSLATION_LANGUAGES,
): z.ZodType<Translations<F>> {
  const texts = z.object(Object.fromEntries(fields.map((f) => [f, z.string().optional()])));
  return z.object(Object.fromEntries(languages.map((l) => [l, texts.optional()])));
}

/** The translated fields of each content kind (the others, like links and video codes, have one value). */
export const HEADER_MESSAGE_TRANSLATED = ['message'] as const;
export const GUIDELINE_TAG_TRANSLATED = ['name'] as const;
export const GUIDELINE_TRANSLATED = ['title'] as const;
export const STORY_TRANSLATED = ['name', 'short_description', 'description'] as const;
export const NEWS_TRANSLATED = ['title', 'description'] as const;
/** A guideline's Hindi title is SPEC.md's `title_hindi` field: its translations are the other languages. */
export const GUIDELINE_TRANSLATION_LANGUAGES = TRANSLATION_LANGUAGES.filter((l) => l !== 'hi');

/**
 * The form shape of translations of `fields` (field name → most characters) in `languages`: each
 * text optional and trimmed, at most its English field's length (errors keyed like every field,
 * at `translations.<lang>.<field>`); empty texts and languages left without text are dropped, so
 * the stored object holds only what the moderator wrote.
 *
 * Absent and given are different on a save (bad or partial input loses nothing):
 * - absent (`undefined`): the output is `undefined` and the server keeps the stored translations,
 *   so an API client or a form path that does not send them clears nothing;
 * - given: the object is the item's whole set of translations, like every other field of the
 *   save. A language left out or given without text (`{hi: {title: ''}}`) is cleared, and an
 *   explicit `{}` clears them all. The console's form always sends every language tab.
 * Invalid input (a text too long, not an object) is refused whole (400), so nothing is stored.
 */
export function translationsForm<F extends string>(
  fields: Record<F, number>,
  languages: readonly TranslationLanguage[] = TRANSLATION_LANGUAGES,
) {
  const texts = z.object(
    Object.fromEntries(Object.entries<number>(fields).map(([f, max]) => [f, optionalText(max)])),
  );
  return z
    .object(Object.fromEntries(languages.map((l) => [l, texts.optional()])))
    .optional()
    .transform((value) => {
      if (value === undefined) return undefined;
      const out: Record<string, Record<string, string>> = {};
      for (const [lang, entry] of Object.entries(value)) {
        const kept = Object.fromEntries(
          Object.entries((entry ?? {}) as Record<string, string | undefined>).filter(
            (e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '',
          ),
        );
        if (Object.keys(kept).length > 0) out[lang] = kept;
      }
      return out;
    });
}
