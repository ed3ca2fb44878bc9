/**
 * Reference values in the interface language (DESIGN.md D14): the wire keeps SPEC.md's English
 * values (`Post Graduate`, `Uttar Pradesh`, `5'4"`), the interface shows `ref.<kind>.<key>` of the
 * language's `ref/<lang>.json`, keyed by `refKey` of the value. English shows the value itself (its
 * file is the translators' source and is never loaded), and so does any language for a value
 * without a translation (a city a member typed, a new biradari).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type refEn from './ref/en.json';
import { formatNumber, heightParts, ltr } from './format';

/** Kinds of reference value with a section in ref/<lang>.json. */
export type RefKind = Exclude<keyof typeof refEn, 'height'>;

/** Key of a wire value in its section: lower case, each run of other characters one `_` (`Ph.D` → `ph_d`). */
export function refKey(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

// The app's typed `t` knows only static keys; reference keys are built from data, so they are
// looked up as plain strings (with the value itself as the default).
type LooseT = (key: string, options: Record<string, unknown>) => string;

/** The label of `value` of `kind` with `t`; '' for an empty value. */
export function refLabel(t: TFunction, kind: RefKind, value: string | null | undefined): string {
  if (!value) return '';
  const key = refKey(value);
  if (!key) return value;
  return (t as unknown as LooseT)(`ref.${kind}.${key}`, { defaultValue: value });
}

/**
 * A height (`5'4"`) written the language's way (`5 फ़ुट 4 इंच`, `5 فٹ 4 انچ`), digits isolated left to
 * right; a value that is not a known height is returned as it is.
 */
export function heightLabel(
  t: TFunction,
  lang: string | undefined,
  value: string | null | undefined,
): string {
  if (!value) return '';
  const parts = heightParts(value);
  if (!parts) return value;
  return (t as unknown as LooseT)('ref.height.feetInches', {
    feet: ltr(formatNumber(parts.feet, lang)),
    inches: ltr(formatNumber(parts.inches, lang)),
    defaultValue: value,
  });
}

/** Hook: `label(kind, value)` and `height(value)` in the current language. */
export function useRefLabel() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  const label = useCallback(
    (kind: RefKind, value: string | null | undefined) => refLabel(t, kind, value),
    [t],
  );
  const height = useCallback((value: string | null | undefined) => heightLabel(t, lang, value), [t, lang]);
  return { label, height };
}
