/** Number and date formatting per interface language (issue 12: digits as the locale writes them). */
import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import {
  formatDate,
  formatNumber,
  formatNumbersByLocale,
  heightParts,
  knowNumbers,
  localeOf,
  ltr,
  recordNumbers,
} from './format';

describe('format', () => {
  it('uses each language locale, English for anything else', () => {
    expect(localeOf('kn')).toBe('kn-IN');
    expect(localeOf('xx')).toBe('en-IN');
    expect(localeOf(undefined)).toBe('en-IN');
  });

  it('writes digits as the locale does: Marathi and Bengali in their scripts, Hindi and Urdu Latin', () => {
    expect(formatNumber(12000, 'mr')).toMatch(/^[०-९,]+$/);
    expect(formatNumber(12000, 'bn')).toMatch(/^[০-৯,]+$/);
    expect(formatNumber(12000, 'hi')).toBe('12,000');
    expect(formatNumber(12000, 'ur')).toMatch(/^[0-9,٬]+$/);
    // Indian grouping (lakh) in en-IN.
    expect(formatNumber(1234567, 'en')).toBe('12,34,567');
  });

  it('names months in the language and returns empty for an invalid date', () => {
    const date = new Date(Date.UTC(2026, 0, 15, 12));
    const hi = formatDate(date, 'hi', { month: 'long', timeZone: 'UTC' });
    const en = formatDate(date, 'en', { month: 'long', timeZone: 'UTC' });
    expect(en).toBe('January');
    expect(hi).toMatch(/[\u0900-\u097F]/);
    expect(formatDate('not a date', 'hi')).toBe('');
  });

  it('splits known heights and isolates left-to-right text', () => {
    expect(heightParts(`5'4"`)).toEqual({ feet: 5, inches: 4 });
    expect(heightParts(`6'0"`)).toEqual({ feet: 6, inches: 0 });
    expect(heightParts('170 cm')).toBeUndefined();
    expect(ltr('+91 98765')).toBe('\u2066+91 98765\u2069');
  });

  it('records the numbers a server render writes, and the browser reuses them as written', () => {
    const sink: Record<string, string> = {};
    recordNumbers(sink);
    try {
      formatNumber(4321, 'hi');
      formatNumber(765432, 'en');
    } finally {
      recordNumbers(null);
    }
    expect(sink).toEqual({ 'hi-IN 4321': '4,321', 'en-IN 765432': '7,65,432' });
    // Not recorded once the render is over.
    formatNumber(99, 'en');
    expect(Object.keys(sink)).toHaveLength(2);

    // The browser takes the server's text for that locale and number (here a stand-in that
    // Intl would never write, to show it is not formatted again), and formats any other.
    knowNumbers({ 'en-IN 31337': 'thirty-one thousand', 'hi-IN 5': 5 as unknown as string });
    expect(formatNumber(31337, 'en')).toBe('thirty-one thousand');
    expect(formatNumber(31337, 'hi')).toBe('31,337');
    expect(formatNumber(5, 'hi')).toBe('5');
  });

  it('writes the numbers of translated strings with formatNumber, reusing those the server wrote', async () => {
    const instance = createInstance();
    await instance.init({
      lng: 'en',
      resources: {
        // The shape of the real key (typed): `discovery.common.count`, with test strings.
        en: {
          translation: {
            discovery: {
              common: { count_one: '{{count, number}} profile', count_other: '{{count, number}} profiles' },
            },
          },
        },
      },
      interpolation: { escapeValue: false },
    });
    // i18next's own `number` format writes 1,234,567 (Intl's 'en'); the interface locale is en-IN.
    formatNumbersByLocale(instance);
    expect(instance.t('discovery.common.count', { count: 1234567 })).toBe('12,34,567 profiles');
    expect(instance.t('discovery.common.count', { count: 1 })).toBe('1 profile');
    knowNumbers({ 'en-IN 4321': 'as the server wrote it' });
    expect(instance.t('discovery.common.count', { count: 4321 })).toBe('as the server wrote it profiles');
  });
});
