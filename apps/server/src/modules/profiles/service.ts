/** Profile lists for visitors (DESIGN.md D4: only visible profiles). */
import { and, desc, ne } from 'drizzle-orm';
import type { ProfileCard } from '@nikah/shared';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { VISIBLE_PROFILE_SQL, notBlockedWith } from '../policy';
import { presentCard } from '../../presenters/card';

export const cardColumns = {
  id: profiles.id,
  slug: profiles.slug,
  profileCode: profiles.profileCode,
  fullName: profiles.fullName,
  gender: profiles.gender,
  dateOfBirth: profiles.dateOfBirth,
  height: profiles.height,
  education: profiles.education,
  occupation: profiles.occupation,
  martialStatus: profiles.martialStatus,
  city: profiles.city,
  state: profiles.state,
  cityCurrent: profiles.cityCurrent,
  stateCurrent: profiles.stateCurrent,
  verificationStatus: profiles.verificationStatus,
  avatarSeed: profiles.avatarSeed,
  photo1: profiles.photo1,
  photo2: profiles.photo2,
  createdOn: profiles.createdOn,
};

/**
 * The `limit` most recently created visible profiles, newest first; `excludeId` (the member's own
 * profile) is left out, with every profile blocked either way between it and them.
 */
export async function listNewProfiles(
  db: Db,
  limit: number,
  opts: { excludeId?: number | null; now?: Date } = {},
): Promise<ProfileCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(profiles)
    .where(
      opts.excludeId == null
        ? VISIBLE_PROFILE_SQL
        : and(VISIBLE_PROFILE_SQL, ne(profiles.id, opts.excludeId), notBlockedWith(opts.excludeId)),
    )
    .orderBy(desc(profiles.createdOn), desc(profiles.id))
    .limit(limit);
  const now = opts.now ?? new Date();
  return rows.map((r) => presentCard(r, now));
}
