/**
 * The path parameters every route shares, declared once: a row id (`dbId` of packages/shared: a
 * whole number 1 to 2,147,483,647, else 400, never a database error) and a profile slug.
 */
import { z } from 'zod';
import { dbId } from '@nikah/shared';

/** A row id in a path or query (`/profiles/update/{userId}/`, `/content/books/{id}/`). */
export const idParam = dbId;

/** Longest profile code accepted in a path (codes are `NK` and digits). */
const PROFILE_CODE_MAX = 40;

/** A profile code in a path (`/profiles/contact/{profile_code}/`), in any case; upper-cased. */
export const profileCodeParam = z.string().trim().min(1).max(PROFILE_CODE_MAX).toUpperCase();

/** Longest slug accepted in a path: generated slugs are at most 40 name characters and a code. */
const SLUG_MAX = 120;

/**
 * A profile slug in a path (`/profiles/detail-slug/{slug}`). No slug holds a NUL character, and
 * PostgreSQL refuses one in a text value (a 500), so a NUL fails validation like any non-slug.
 */
export const slugParam = z
  .string()
  .trim()
  .min(1)
  .max(SLUG_MAX)
  .refine((slug) => !slug.includes('\u0000'));
