/** Number and date formatting per interface language (issue 12: digits as the locale writes them). */
import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, heightParts, localeOf, ltr } from './format';

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
});
