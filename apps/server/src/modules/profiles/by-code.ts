/** Finding a profile by its profile code, for the routes that name one in their path. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { VISIBLE_PROFILE_SQL } from '../policy';

/**
 * The id of the profile with code `code` (upper case, as `profileCodeParam` gives it) and whether
 * it is visible (DESIGN.md D4), or undefined for an unknown code. Hidden profiles are returned too,
 * so callers can still undo something about them (unfavourite, unblock).
 */
export async function profileByCode(
  db: Db,
  code: string,
): Promise<{ id: number; visible: boolean } | undefined> {
  const [row] = await db
    .select({ id: profiles.id, visible: sql<boolean>`(${VISIBLE_PROFILE_SQL})` })
    .from(profiles)
    .where(eq(profiles.profileCode, code))
    .limit(1);
  return row;
}
