import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Form values of the content forms: every input holds text. */
export type TextValues = Record<string, string>;

/**
 * Between the parts of a translation input's name, `translations__ur__title`: the form stays flat
 * (react-hook-form would nest dotted names), and the body sent is `translations.ur.title`.
 */
const SEP = '__';

/** The form name of the input holding `field` in `language` (issue 12). */
export const translationField = (language: string, field: string) =>
  ['translations', language, field].join(SEP);

/** The wire path of form name `name` as the server keys its errors: `translations.ur.title`. */
export const wireName = (name: string) => name.split(SEP).join('.');

/** The form name of an issue at `path` (a translation's three parts, else its first part). */
function formName(path: readonly PropertyKey[]): string {
  if (path[0] === 'translations' && path.length >= 3) {
    return translationField(String(path[1]), String(path[2]));
  }
  return String(path[0] ?? 'root');
}

/** `values` with the translation inputs gathered into `translations: {lang: {field: text}}`. */
export function nestTranslations(values: TextValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const translations: Record<string, Record<string, string>> = {};
  for (const [name, value] of Object.entries(values)) {
    const parts = name.split(SEP);
    if (parts[0] === 'translations' && parts.length === 3) {
      (translations[parts[1]!] ??= {})[parts[2]!] = value;
    } else {
      out[name] = value;
    }
  }
  if (Object.keys(translations).length > 0) out.translations = translations;
  return out;
}

/** The translation inputs' values of an item's `translations` (the inverse of `nestTranslations`). */
export function flattenTranslations(translations: unknown): TextValues {
  const out: TextValues = {};
  if (!translations || typeof translations !== 'object') return out;
  for (const [language, texts] of Object.entries(translations as Record<string, unknown>)) {
    if (!texts || typeof texts !== 'object') continue;
    for (const [field, text] of Object.entries(texts as Record<string, unknown>)) {
      if (typeof text === 'string') out[translationField(language, field)] = text;
    }
  }
  return out;
}

/**
 * A react-hook-form resolver that checks the text values with a shared schema: the parsed values
 * on success, else each field's first issue (its message is an encoded ref, translated on show).
 * Translation inputs are checked as the nested `translations` object the server receives.
 */
export function schemaResolver(schema: z.ZodType): Resolver<TextValues, unknown, Record<string, unknown>> {
  return (values) => {
    const parsed = schema.safeParse(nestTranslations(values));
    if (parsed.success) {
      const data: unknown = parsed.data;
      return { values: data && typeof data === 'object' ? { ...data } : {}, errors: {} };
    }
    const errors: FieldErrors<TextValues> = {};
    for (const issue of parsed.error.issues) {
      errors[formName(issue.path)] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}
