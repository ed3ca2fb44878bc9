/**
 * The path parameters every route shares, declared once: a row id (`dbId` of packages/shared: a
 * whole number 1 to 2,147,483,647, else 400, never a database error) and a profile slug.
 */
import { z } from 'zod';
import { dbId, profileSlug } from '@nikah/shared';

/** A row id in a path or query (`/profiles/update/{userId}/`, `/content/books/{id}/`). */
export const idParam = dbId;

/** Longest profile code accepted in a path (codes are `NK` and digits). */
const PROFILE_CODE_MAX = 40;

/** A profile code in a path (`/profiles/contact/{profile_code}/`), in any case; upper-cased. */
export const profileCodeParam = z.string().trim().min(1).max(PROFILE_CODE_MAX).toUpperCase();

/**
 * A profile slug in a path (`/profiles/detail-slug/{slug}`): the shared rule (`profileSlug` of
 * packages/shared: trimmed, 1 to 120 characters, no NUL, which PostgreSQL refuses in text).
 */
export const slugParam = profileSlug;
