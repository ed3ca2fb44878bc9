/**
 * What a member's search assumes when the query leaves it open (SPEC.md sections 6 and 9): the
 * opposite gender, and, with neither age bound given, the initial range (a man: 18 to his own age;
 * a woman: her own age to 80). Look-ups by profile code (`code=`, favourites and visitors) are not
 * searches and get no defaults. The own profile is always left out (`ListContext.ownProfileId`).
 */
import { eq } from 'drizzle-orm';
import { ageFromDateOfBirth, initialAgeRange, oppositeGender, type ProfileListQuery } from '@nikah/shared';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';

/** The searching member's own gender and date of birth. */
export interface Searcher {
  gender: string;
  dateOfBirth: string;
}

/** Gender and date of birth of profile `profileId`, or undefined when it does not exist. */
export async function searcherOf(db: Db, profileId: number): Promise<Searcher | undefined> {
  const [row] = await db
    .select({ gender: profiles.gender, dateOfBirth: profiles.dateOfBirth })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  return row;
}

/** `q` with the member defaults filled in where `q` gives no value; explicit filters win. */
export function withMemberDefaults(q: ProfileListQuery, me: Searcher, now: Date): ProfileListQuery {
  if (q.code !== undefined) return q;
  const out = { ...q };
  out.gender ??= oppositeGender(me.gender) as ProfileListQuery['gender'];
  if (q.age__gte === undefined && q.age__lte === undefined) {
    const range = initialAgeRange(me.gender, ageFromDateOfBirth(me.dateOfBirth, now));
    out.age__gte = range.min;
    out.age__lte = range.max;
  }
  return out;
}
