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
import { refKey } from '@nikah/shared';
import { formatNumber, heightParts, ltr } from './format';

/** Kinds of reference value with a section in ref/<lang>.json. */
export type RefKind = Exclude<keyof typeof refEn, 'height'>;

/** Key of a wire value in its section (packages/shared `refKey`: `Ph.D` → `ph_d`). */
export { refKey };

/** `t` taking any string key: the shape of i18next's `t` beneath its catalogue typing. */
type LooseT = (key: string, options: Record<string, unknown>) => string;

/**
 * Looks up a `ref.*` key with `t`, the value's own text as the default. The one place the key
 * check is given up, on purpose: i18next's typed `t` accepts only keys of the `Catalogue` type
 * (the English shell catalogue), and the `ref.*` keys are not in it: ref/en.json is never loaded
 * (English shows the wire value), and most keys are built from data (`ref.state.uttar_pradesh`
 * from `Uttar Pradesh`), which no static type can list. A key without a translation shows
 * `defaultValue`, so an unchecked key cannot show a raw key to the member.
 */
function translateRef(
  t: TFunction,
  key: `ref.${string}`,
  options: { defaultValue: string } & Record<string, unknown>,
): string {
  return (t as unknown as LooseT)(key, options);
}

/** The label of `value` of `kind` with `t`; '' for an empty value. */
export function refLabel(t: TFunction, kind: RefKind, value: string | null | undefined): string {
  if (!value) return '';
  const key = refKey(value);
  if (!key) return value;
  return translateRef(t, `ref.${kind}.${key}`, { defaultValue: value });
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
  return translateRef(t, 'ref.height.feetInches', {
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
