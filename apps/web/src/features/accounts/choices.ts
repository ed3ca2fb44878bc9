/**
 * Options of the fixed choices of the profile form (packages/shared reference.ts): the value sent
 * to the server stays the English display name, the label is translated (i18n/refLabel.ts, D14).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_OF_CHOICES,
  EDUCATION_CHOICES,
  GENDERS,
  HEIGHT_CHOICES,
  MARITAL_STATUSES,
  PHYSICAL_STATUSES,
} from '@nikah/shared';
import { useRefLabel, type RefKind } from '../../i18n/refLabel';
import { localeOf } from '../../i18n/format';

export interface Option {
  value: string;
  label: string;
}

/** Options of a server reference list (states, cities, biradaries...); with `kind`, labels translated by `label` (useRefLabel). */
export function namedOptions(
  items: { name: string }[] | undefined,
  kind?: RefKind,
  label?: (kind: RefKind, value: string) => string,
): Option[] {
  return (items ?? []).map((i) => ({ value: i.name, label: kind && label ? label(kind, i.name) : i.name }));
}

/** Numbers `from` to `to` (inclusive) as options. */
export function numberOptions(from: number, to: number): Option[] {
  const out: Option[] = [];
  if (from <= to) for (let n = from; n <= to; n += 1) out.push({ value: String(n), label: String(n) });
  else for (let n = from; n >= to; n -= 1) out.push({ value: String(n), label: String(n) });
  return out;
}

/** Every fixed choice of the form as translated options. */
export function useChoiceOptions() {
  const { i18n } = useTranslation();
  const { label, height } = useRefLabel();
  const lang = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const months = new Intl.DateTimeFormat(localeOf(lang), { month: 'long' });
    const of = (kind: RefKind, values: readonly string[]) =>
      values.map((v) => ({ value: v, label: label(kind, v) }));
    return {
      gender: of('gender', GENDERS),
      marital: of('maritalStatus', MARITAL_STATUSES),
      education: of('education', EDUCATION_CHOICES),
      contactOf: of('contactOf', CONTACT_OF_CHOICES),
      physical: of('physicalStatus', PHYSICAL_STATUSES),
      // Written the language's way, digits isolated (keeps its order in right-to-left text).
      height: HEIGHT_CHOICES.map((h) => ({ value: h.name, label: height(h.name) })),
      months: Array.from({ length: 12 }, (_, i) => ({
        value: String(i + 1),
        label: months.format(new Date(2000, i, 15)),
      })),
    };
  }, [label, height, lang]);
}

/** The translated label of a fixed choice value (for the profile page), or the value itself. */
export function useChoiceLabel() {
  const options = useChoiceOptions();
  return useMemo(() => {
    const all = new Map<string, string>();
    for (const list of [
      options.gender,
      options.marital,
      options.education,
      options.contactOf,
      options.physical,
    ]) {
      for (const o of list) all.set(o.value, o.label);
    }
    return (value: string | null | undefined) => (value ? (all.get(value) ?? value) : '');
  }, [options]);
}
