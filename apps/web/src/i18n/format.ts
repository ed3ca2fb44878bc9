/**
 * Numbers, dates and heights in the interface language (DESIGN.md D14, issue 12), all through
 * `Intl` with the language's locale from INTERFACE_LANGUAGES, so digits and month names are
 * written as the locale writes them. Phone numbers and codes are not formatted here: they keep
 * Latin digits and are shown isolated left to right (`ltr`).
 */
import type { i18n as I18n } from 'i18next';
import { INTERFACE_LANGUAGES, heightToInches } from '@nikah/shared';

/** The `Intl` locale of an interface language code (`ur` gives `ur-IN-u-nu-latn`); English otherwise. */
export function localeOf(lang: string | undefined): string {
  const info = INTERFACE_LANGUAGES.find((l) => l.code === lang) ?? INTERFACE_LANGUAGES[0];
  return info.locale;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** Numbers already written by the server for this page: `${locale} ${n}` to its text. */
const knownNumbers = new Map<string, string>();
/** Where a server render records the numbers it writes (recordNumbers), if it does. */
let numberSink: Record<string, string> | null = null;

/**
 * `n` written in the language's digits and grouping (e.g. 12,000 or १२,०००); one formatter per
 * language, reused. A number the server wrote for this page (knowNumbers) is taken from there:
 * Chromium's first `Intl.NumberFormat` of a page costs 25-40 ms on a fast machine (ICU's number
 * data), 110-170 ms at 4x CPU slowdown, which was the longest task of the home page's hydration
 * (the profile count, issue 29).
 */
export function formatNumber(n: number, lang: string | undefined): string {
  const locale = localeOf(lang);
  const key = `${locale} ${n}`;
  const known = knownNumbers.get(key);
  if (known !== undefined) return known;
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  const text = format.format(n);
  if (numberSink) numberSink[key] = text;
  return text;
}

/**
 * Makes the `{{count, number}}` of `instance`'s strings go through formatNumber: the interface
 * locale's digits and grouping, as every other number of the page, and the numbers the server
 * already wrote for this page (knowNumbers). i18next's own `number` format builds an
 * Intl.NumberFormat on first use: 35-75 ms on a fast machine, in the hydration of the search
 * page's result count (issue 29). Format options in a string are not supported (none is used).
 */
export function formatNumbersByLocale(instance: I18n): void {
  instance.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
    formatNumber(Number(value), lng),
  );
}

/**
 * Server render: from now until `recordNumbers(null)`, every number formatNumber writes is also
 * put into `sink` (keyed `${locale} ${n}`), to be sent with the page (app/ssrState.ts).
 * Renders are synchronous, so one sink at a time is enough.
 */
export function recordNumbers(sink: Record<string, string> | null): void {
  numberSink = sink;
}

/** Browser: the numbers the server wrote for this page (the sink of recordNumbers), reused as they are. */
export function knowNumbers(numbers: Record<string, string>): void {
  for (const [key, text] of Object.entries(numbers)) {
    if (typeof text === 'string') knownNumbers.set(key, text);
  }
}

/**
 * A date (a `Date` or an ISO string) in the language's words, e.g. `26 नव॰ 2026`. `options` are
 * `Intl.DateTimeFormat` options (default: medium date). Returns '' for an invalid date.
 */
export function formatDate(
  date: Date | string,
  lang: string | undefined,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return '';
  return new Intl.DateTimeFormat(localeOf(lang), options).format(value);
}

/** Wraps left-to-right text (digits of a phone, a code, a height) in Unicode isolates (LRI…PDI) so it keeps its order in right-to-left text. */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}

/**
 * Feet and inches of a height as the wire writes it (`5'4"`, SPEC.md section 3), or undefined
 * when the value is not one of HEIGHT_CHOICES.
 */
export function heightParts(value: string): { feet: number; inches: number } | undefined {
  const total = heightToInches(value);
  return total === undefined ? undefined : { feet: Math.floor(total / 12), inches: total % 12 };
}

/** Items (a place: city, state, country; chosen filter values) joined with the language comma (`،` in Urdu); empty ones left out. */
export function joinList(parts: (string | null | undefined)[], lang: string | undefined): string {
  return parts.filter(Boolean).join(lang === 'ur' ? '، ' : ', ');
}
