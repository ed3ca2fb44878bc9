/**
 * Ages and the legal marriage ages (DESIGN.md D15): members must be at least 18 (women) or 21
 * (men); the birth years offered and accepted follow today's date. Every function takes today as
 * an argument: the web passes the browser's date, the server its one injectable clock.
 * Dates are read in UTC, the way `date_of_birth` (a `YYYY-MM-DD` date) is stored.
 */
import { BIRTH_YEAR_MIN } from './constants';
import { messageText, msg, type MessageRef } from './messages';
import type { Gender } from './reference';

/** Marriage ages of Indian law, in whole years (DESIGN.md D15). */
export const LEGAL_AGE: Readonly<Record<Gender, number>> = { Female: 18, Male: 21 };

/** The younger of the legal ages: what applies before a gender is chosen. */
const YOUNGEST_LEGAL_AGE = Math.min(...Object.values(LEGAL_AGE));

/** The legal-age message for `gender` as a ref (DESIGN.md D18). */
export const minAgeRef = (gender: string | undefined): MessageRef => msg('minAge', { n: legalAgeOf(gender) });

/**
 * Whole years between a `YYYY-MM-DD` date of birth and `now` (default the current time).
 * SPEC.md section 3 stores the birth date as year plus `-01-01`. Throws on a malformed date.
 */
export function ageFromDateOfBirth(dateOfBirth: string, now: Date = new Date()): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!m) throw new Error(`Invalid date of birth: ${dateOfBirth}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < mo || (now.getUTCMonth() + 1 === mo && now.getUTCDate() < d)) age -= 1;
  return age;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The last day of the period a member declared: 31 December of `year`, or the last day of
 * `month` (1-12) of `year`, as `YYYY-MM-DD`. The legal age is checked on this day, so a member who
 * gives no month counts as born at the end of the year: never older than they may be.
 */
export function latestBirthDate(year: number, month?: number): string {
  const m = month ?? 12;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${year}-${pad(m)}-${pad(lastDay)}`;
}

/** What the legal-age rule reads of a profile form. */
export interface BirthFields {
  gender?: string;
  year_of_birth?: number;
  month_of_birth?: number;
}

const legalAgeOf = (gender: string | undefined): number =>
  gender === 'Male' || gender === 'Female' ? LEGAL_AGE[gender] : YOUNGEST_LEGAL_AGE;

/**
 * True when a member of `gender` born in the declared year (and month) is surely of legal age on
 * `today` (DESIGN.md D15): on their latest possible birth date they have turned 18 (women) or 21
 * (men) by today, birthday included.
 */
export function isOfLegalAge(v: BirthFields, today: Date): boolean {
  const year = v.year_of_birth;
  if (!Number.isInteger(year) || year === undefined) return false;
  // A month that failed its own rule (schemas run this rule on raw values too) counts as none.
  const month =
    Number.isInteger(v.month_of_birth) && v.month_of_birth! >= 1 && v.month_of_birth! <= 12
      ? v.month_of_birth
      : undefined;
  return ageFromDateOfBirth(latestBirthDate(year, month), today) >= legalAgeOf(v.gender);
}

/**
 * The legal-age problem of a form on `today` as `{field, message}` (field year_of_birth), or
 * undefined when there is none or the year is missing (the required rule reports that). Used by
 * the profile schemas (profile-form.ts) and by the server's create and update routes.
 */
export function legalAgeProblem(
  v: BirthFields,
  today: Date,
): { field: 'year_of_birth'; message: string } | undefined {
  // A missing or malformed year is reported by the year's own rule.
  if (!Number.isInteger(v.year_of_birth) || isOfLegalAge(v, today)) return undefined;
  return { field: 'year_of_birth', message: messageText(minAgeRef(v.gender)) };
}

/**
 * The birth years the form offers on `today`, newest last: from BIRTH_YEAR_MIN to the year in
 * which someone of `gender` (the younger legal age when not chosen yet) may already be of age,
 * if born early enough in it.
 */
export function birthYearsOffered(gender: string | undefined, today: Date): { first: number; last: number } {
  return { first: BIRTH_YEAR_MIN, last: today.getUTCFullYear() - legalAgeOf(gender) };
}
