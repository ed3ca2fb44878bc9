/**
 * Options of the fixed choices of the profile form (packages/shared reference.ts): the value sent
 * to the server stays the English display name, the label is translated.
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
import type accountsEn from './i18n/en.json';
import { isolate } from './text';

type Choices = (typeof accountsEn)['choices'];

export interface Option {
  value: string;
  label: string;
}

const GENDER_KEYS: Record<(typeof GENDERS)[number], keyof Choices['gender']> = {
  Male: 'male',
  Female: 'female',
};

const MARITAL_KEYS: Record<(typeof MARITAL_STATUSES)[number], keyof Choices['marital']> = {
  Unmarried: 'unmarried',
  Divorced: 'divorced',
  Khula: 'khula',
  Widowed: 'widowed',
  Separated: 'separated',
  Polygamy: 'polygamy',
};

const EDUCATION_KEYS: Record<(typeof EDUCATION_CHOICES)[number], keyof Choices['education']> = {
  Graduate: 'graduate',
  Engineer: 'engineer',
  Doctor: 'doctor',
  'Post Graduate': 'postGraduate',
  'Ph.D': 'phd',
  Mufti: 'mufti',
  '10th Pass': 'tenth',
  Diploma: 'diploma',
  'Aalim / Aalima': 'aalim',
  '12th Pass': 'twelfth',
  'Hafiz / Hafiza': 'hafiz',
  'Below 10th': 'belowTenth',
};

const CONTACT_OF_KEYS: Record<(typeof CONTACT_OF_CHOICES)[number], keyof Choices['contactOf']> = {
  Self: 'self',
  Father: 'father',
  Mother: 'mother',
  Brother: 'brother',
  Sister: 'sister',
  Uncle: 'uncle',
  Relative: 'relative',
  Guardian: 'guardian',
};

const PHYSICAL_KEYS: Record<(typeof PHYSICAL_STATUSES)[number], keyof Choices['physical']> = {
  Normal: 'normal',
  Handicap: 'handicap',
};

/** Numbers `from` to `to` (inclusive) as options. */
export function numberOptions(from: number, to: number): Option[] {
  const out: Option[] = [];
  if (from <= to) for (let n = from; n <= to; n += 1) out.push({ value: String(n), label: String(n) });
  else for (let n = from; n >= to; n -= 1) out.push({ value: String(n), label: String(n) });
  return out;
}

/** Every fixed choice of the form as translated options. */
export function useChoiceOptions() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const months = new Intl.DateTimeFormat(lang, { month: 'long' });
    return {
      gender: GENDERS.map((v) => ({ value: v, label: t(`accounts.choices.gender.${GENDER_KEYS[v]}`) })),
      marital: MARITAL_STATUSES.map((v) => ({
        value: v,
        label: t(`accounts.choices.marital.${MARITAL_KEYS[v]}`),
      })),
      education: EDUCATION_CHOICES.map((v) => ({
        value: v,
        label: t(`accounts.choices.education.${EDUCATION_KEYS[v]}`),
      })),
      contactOf: CONTACT_OF_CHOICES.map((v) => ({
        value: v,
        label: t(`accounts.choices.contactOf.${CONTACT_OF_KEYS[v]}`),
      })),
      physical: PHYSICAL_STATUSES.map((v) => ({
        value: v,
        label: t(`accounts.choices.physical.${PHYSICAL_KEYS[v]}`),
      })),
      // 5'6" keeps its order in right-to-left text.
      height: HEIGHT_CHOICES.map((h) => ({ value: h.name, label: isolate(h.name) })),
      months: Array.from({ length: 12 }, (_, i) => ({
        value: String(i + 1),
        label: months.format(new Date(2000, i, 15)),
      })),
    };
  }, [t, lang]);
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
