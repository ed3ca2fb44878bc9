/**
 * Finding the profile a detail, a contact reveal or a bio data is about (SPEC.md section 3): the
 * row with its account's username, by slug, id or profile code. The row becomes the wire detail
 * in presenters/profile-detail.ts.
 */
import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema';
import type { ProfileDetailRow } from '../../presenters/profile-detail';

/** A profile row with its account's username: what the detail presenter takes. */
export type ProfileRow = ProfileDetailRow;

/** The one profile matching `where`, with its account's username, or undefined. */
async function findProfileWhere(db: Db, where: SQL): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select({ profile: profiles, username: users.username })
    .from(profiles)
    .leftJoin(users, eq(users.id, profiles.userId))
    .where(where)
    .limit(1);
  return row ? { ...row.profile, username: row.username } : undefined;
}

/**
 * The profile with slug `slug` and its account's username, or undefined. A slug no row has any
 * more may be the old link of a deleted profile (its tombstone's slug became `deleted-<code>`):
 * every slug ends with the profile code (`profileSlug`), so the tombstone (deleted_on set, never
 * a live profile) with the slug's trailing code answers instead.
 */
export async function findProfileBySlug(db: Db, slug: string): Promise<ProfileRow | undefined> {
  const row = await findProfileWhere(db, eq(profiles.slug, slug));
  if (row) return row;
  const code = slug.slice(slug.lastIndexOf('-') + 1).toUpperCase();
  if (code === '') return undefined;
  return findProfileWhere(db, and(eq(profiles.profileCode, code), isNotNull(profiles.deletedOn))!);
}

/** The profile with id `id` and its account's username, or undefined. */
export const findProfileById = (db: Db, id: number) => findProfileWhere(db, eq(profiles.id, id));

/** The profile with code `code` (upper case, as `profileCodeParam` gives it), or undefined. */
export const findProfileByCode = (db: Db, code: string) =>
  findProfileWhere(db, eq(profiles.profileCode, code));
