/**
 * Limits of what the database can hold, shared by every schema and by the server's entry check
 * (issue 13 defect 2): PostgreSQL `integer` ids run from 1 to 2,147,483,647 and its text types
 * cannot store the NUL character (U+0000) at all, so such input is bad input (400), never a 500.
 */
import { z } from 'zod';
import { msg } from './messages';
import { keyed } from './zod-messages';

/** Largest value of a PostgreSQL `integer` (serial ids, counts). */
export const DB_INT_MAX = 2_147_483_647;

/** True when `s` is a whole number from 1 to DB_INT_MAX written in ASCII digits (a row id). */
export function isDbId(s: string): boolean {
  return /^\d{1,10}$/.test(s) && Number(s) >= 1 && Number(s) <= DB_INT_MAX;
}

/** A row id: a whole number 1..DB_INT_MAX, also given as a string (query, path). */
export const dbId = z.coerce
  .number()
  .int()
  .positive()
  .refine((n) => n <= DB_INT_MAX, keyed(msg('outOfRange', { n: DB_INT_MAX })));

/** Longest profile slug a request may name: generated slugs are at most 40 name characters and a code. */
export const PROFILE_SLUG_MAX = 120;

/**
 * A profile slug as a request names it (a path such as `/profiles/detail-slug/{slug}`, the photo
 * captcha's body, the login page's `?profile=`): trimmed, 1 to PROFILE_SLUG_MAX characters. No slug
 * holds a NUL character, and PostgreSQL text cannot store one, so a NUL fails like any non-slug.
 */
export const profileSlug = z
  .string()
  .trim()
  .min(1)
  .max(PROFILE_SLUG_MAX)
  .refine((slug) => !slug.includes('\u0000'));

const MAX_DEPTH = 32;

/**
 * The path (`['a', 0, 'b']`) of the first string holding a NUL character inside `value`, object
 * keys included, or undefined when there is none. Walks plain objects and arrays up to 32 levels
 * (JSON bodies are limited in size, so the walk is bounded too). Never throws.
 */
export function findNul(value: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object' || path.length > MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  for (const [k, v] of Object.entries(value)) {
    if (k.includes('\u0000')) return [...path, k];
    const found = findNul(v, [...path, k]);
    if (found) return found;
  }
  return undefined;
}
