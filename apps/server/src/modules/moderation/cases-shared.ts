/**
 * What the three kinds of moderation cases (documents, reports, deletion requests; issue 9 part 2)
 * share: the columns of the profile summary beside a case (presenters/case-profile.ts shapes
 * it), paging, and a profile's account.
 */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { profiles } from '../../db/schema';

/** The columns of `t` (`profiles` or an alias of it) a case summary needs, for a select. */
export const caseProfileColumnsOf = (t: typeof profiles) => ({
  id: t.id,
  profileCode: t.profileCode,
  fullName: t.fullName,
  slug: t.slug,
  verificationStatus: t.verificationStatus,
  isBlocked: t.isBlocked,
  blockedReason: t.blockedReason,
});

/** The case summary columns of `profiles`. */
export const caseProfileColumns = caseProfileColumnsOf(profiles);

/** Rows to skip for page `page` (from 1) of `pageSize` rows. */
export const offsetOf = (q: { page: number; page_size: number }) => (q.page - 1) * q.page_size;

/** ISO text of a date, or null. */
export const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The account id of profile `profileId` (null when it has none), read inside `db`. */
export async function accountOf(db: Db | Tx, profileId: number): Promise<number | null> {
  const [row] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  return row?.userId ?? null;
}
