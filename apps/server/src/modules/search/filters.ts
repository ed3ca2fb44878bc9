/**
 * Turns a parsed `ProfileListQuery` into SQL conditions over visible profiles (DESIGN.md D4).
 * Ages become birth-date bounds so the date_of_birth indexes apply; free text uses the GIN index
 * on `search_vector` with prefix matching.
 */
import { and, asc, desc, eq, gt, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { heightToInches, type ProfileListQuery } from '@nikah/shared';
import { profiles } from '../../db/schema';
import { VISIBLE_PROFILE_SQL, notBlockedWith } from '../policy';

/** `YYYY-MM-DD` of `date` shifted back by `years` (UTC). */
function yearsBefore(date: Date, years: number): string {
  const d = new Date(Date.UTC(date.getUTCFullYear() - years, date.getUTCMonth(), date.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

/**
 * A tsquery for free text: each word (letters and digits only) as a prefix, all required;
 * undefined when the text has no word.
 */
export function prefixTsQuery(text: string): string | undefined {
  const words = text.match(/[\p{L}\p{N}]+/gu)?.slice(0, 8);
  return words?.length ? words.map((w) => `${w.toLowerCase()}:*`).join(' & ') : undefined;
}

/**
 * Conditions for an age from `min` to `max` inclusive (either may be undefined) at `now`, as
 * birth-date bounds: age >= n  <=>  born on or before today minus n years; age <= n  <=>  born
 * after today minus n+1 years.
 */
export function ageBounds(min: number | undefined, max: number | undefined, now: Date): SQL[] {
  const c: SQL[] = [];
  if (min !== undefined) c.push(lte(profiles.dateOfBirth, yearsBefore(now, min)));
  if (max !== undefined) c.push(gt(profiles.dateOfBirth, yearsBefore(now, max + 1)));
  return c;
}

export interface ListContext {
  /** The searching member's own profile, excluded from results. */
  ownProfileId?: number;
  /** The searching member's profile: profiles blocked either way with it are left out. */
  viewerId?: number;
  /** Moment ages are computed at (default now). */
  now?: Date;
}

/** Every condition of the query, visibility first. */
export function listConditions(q: ProfileListQuery, ctx: ListContext = {}): SQL {
  const now = ctx.now ?? new Date();
  const c: (SQL | undefined)[] = [VISIBLE_PROFILE_SQL];
  const p = profiles;
  const eqIf = (col: Parameters<typeof eq>[0], v: string | undefined) =>
    v === undefined ? undefined : eq(col, v);
  const inIf = (col: Parameters<typeof inArray>[0], v: string[] | undefined) =>
    v === undefined ? undefined : inArray(col, v);

  c.push(
    eqIf(p.gender, q.gender),
    eqIf(p.maslak, q.maslak),
    eqIf(p.biradari, q.biradari),
    eqIf(p.state, q.state),
    eqIf(p.stateCurrent, q.state_current),
    eqIf(p.countryCurrent, q.country),
    eqIf(p.city, q.city),
    eqIf(p.cityCurrent, q.city_current),
    eqIf(p.martialStatus, q.martial_status),
    eqIf(p.education, q.education),
    eqIf(p.physicalStatus, q.physical_status),
    inIf(p.maslak, q.maslak__in),
    inIf(p.biradari, q.biradari__in),
    inIf(p.state, q.state__in),
    inIf(p.stateCurrent, q.state_current__in),
    inIf(p.martialStatus, q.martial_status__in),
    inIf(p.education, q.education__in),
    inIf(p.profileCode, q.code),
  );
  if (q.height__in) {
    c.push(
      inArray(
        p.heightInches,
        q.height__in.map((h) => heightToInches(h) ?? -1),
      ),
    );
  }
  c.push(...ageBounds(q.age__gte, q.age__lte, now));
  if (q.verified) c.push(eq(p.verificationStatus, 'Verified'));
  if (ctx.ownProfileId !== undefined) c.push(ne(p.id, ctx.ownProfileId));
  // Profiles blocked either way between the member and them (modules/policy/blocks.ts).
  c.push(notBlockedWith(ctx.viewerId));
  if (q.search) {
    const tsq = prefixTsQuery(q.search);
    c.push(tsq ? sql`${p.searchVector} @@ to_tsquery('simple', ${tsq})` : sql`false`);
  }
  return and(...c.filter((x): x is SQL => x !== undefined)) ?? VISIBLE_PROFILE_SQL;
}

/** ORDER BY of the query: creation time, then id so pages are stable. */
export function listOrder(q: ProfileListQuery): SQL[] {
  return q.ordering === 'created_on'
    ? [asc(profiles.createdOn), asc(profiles.id)]
    : [desc(profiles.createdOn), desc(profiles.id)];
}
