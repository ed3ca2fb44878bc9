/** refLabel / heightLabel: translated reference values with the wire value as fallback (DESIGN.md D14). */
import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import {
  CONTACT_OF_CHOICES,
  EDUCATION_CHOICES,
  GENDERS,
  HEIGHT_CHOICES,
  MARITAL_STATUSES,
  PHYSICAL_STATUSES,
  VERIFICATION_STATUSES,
} from '@nikah/shared';
// The server's seed lists are what members pick from; the labels must cover each of them.
import { INDIA_STATES } from '../../../server/src/db/seed/reference-data/india';
import { BIRADARIES, MASLAKS } from '../../../server/src/db/seed/reference-data/communities';
import refEn from './ref/en.json';
import refHi from './ref/hi.json';
import refUr from './ref/ur.json';
import { heightLabel, refKey, refLabel, type RefKind } from './refLabel';
import { ltr } from './format';

async function translator(lang: string) {
  const i18n = createInstance();
  await i18n.init({
    lng: lang,
    fallbackLng: 'en',
    resources: { hi: { translation: { ref: refHi } }, ur: { translation: { ref: refUr } } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

const lists: [RefKind, readonly string[]][] = [
  ['gender', GENDERS],
  ['maritalStatus', MARITAL_STATUSES],
  ['education', EDUCATION_CHOICES],
  ['physicalStatus', PHYSICAL_STATUSES],
  ['contactOf', CONTACT_OF_CHOICES],
  ['maslak', MASLAKS],
  ['biradari', BIRADARIES],
  ['state', INDIA_STATES.map((s) => s.name)],
  ['city', INDIA_STATES.flatMap((s) => s.cities)],
  ['verification', VERIFICATION_STATUSES],
];

describe('ref/en.json', () => {
  it.each(lists)('has every %s value under its refKey, with the wire value as its text', (kind, values) => {
    const section: Record<string, string> = refEn[kind];
    const wrong = values.filter((v) => section[refKey(v)] !== v);
    expect(wrong).toEqual([]);
  });
});

describe('refLabel', () => {
  it('gives the Hindi and Urdu labels of the language files', async () => {
    const hi = await translator('hi');
    const ur = await translator('ur');
    expect(refLabel(hi, 'education', 'Post Graduate')).toBe(refHi.education.post_graduate);
    expect(refLabel(ur, 'maritalStatus', 'Unmarried')).toBe(refUr.maritalStatus.unmarried);
    expect(refLabel(ur, 'state', 'Uttar Pradesh')).toBe(refUr.state.uttar_pradesh);
    expect(refLabel(hi, 'education', 'Post Graduate')).not.toBe('Post Graduate');
  });

  it('shows the value itself in English and for a value without a label', async () => {
    const en = await translator('en');
    const hi = await translator('hi');
    expect(refLabel(en, 'education', 'Post Graduate')).toBe('Post Graduate');
    expect(refLabel(hi, 'city', 'Some Village')).toBe('Some Village');
    expect(refLabel(hi, 'city', '')).toBe('');
    expect(refLabel(hi, 'city', null)).toBe('');
  });
});

describe('heightLabel', () => {
  it('writes every height the language way, digits isolated left to right', async () => {
    const hi = await translator('hi');
    for (const h of HEIGHT_CHOICES) {
      const feet = String(Math.floor(h.inches / 12));
      const inches = String(h.inches % 12);
      const expected = refHi.height.feetInches
        .replace('{{feet}}', ltr(feet))
        .replace('{{inches}}', ltr(inches));
      expect(heightLabel(hi, 'hi', h.name)).toBe(expected);
    }
  });

  it('keeps Urdu digits Latin and the wire value in English or when unknown', async () => {
    const ur = await translator('ur');
    const en = await translator('en');
    const urdu = heightLabel(ur, 'ur', `5'4"`);
    expect(urdu).toContain(ltr('5'));
    expect(urdu).toContain(ltr('4'));
    expect(urdu).not.toContain("'");
    expect(heightLabel(en, 'en', `5'4"`)).toBe(`5'4"`);
    expect(heightLabel(ur, 'ur', 'tall')).toBe('tall');
  });
});
