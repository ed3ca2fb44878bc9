/**
 * DESIGN.md D4 visibility, written once: a profile is visible to others when it is active, approved
 * by a moderator, not blocked and not being deleted. `VISIBLE_WHEN` is the single statement; the SQL
 * filter (partial indexes of db/schema/profiles.ts, search, lists) and the predicate (routes that
 * hold a row) are both derived from it, and visibility.test.ts checks they agree on every
 * combination. The migrations 0000_init.sql and 0001_search_facets_index.sql keep their own copy
 * of the SQL text: they are history and are never edited (the test ties them to this one).
 *
 * No imports beyond drizzle-orm: db/schema imports this file, and drizzle-kit loads db/schema.
 */
import { sql } from 'drizzle-orm';

/** The columns that decide visibility and the value each must hold (null: IS NULL). */
const VISIBLE_WHEN = [
  { column: 'is_active', field: 'isActive', is: true },
  { column: 'approval_status', field: 'approvalStatus', is: 'approved' },
  { column: 'is_blocked', field: 'isBlocked', is: false },
  { column: 'deletion_requested_on', field: 'deletionRequestedOn', is: null },
  { column: 'deleted_on', field: 'deletedOn', is: null },
] as const;

type Condition = (typeof VISIBLE_WHEN)[number];

function sqlOf(c: Condition): string {
  if (c.is === true) return c.column;
  if (c.is === false) return `NOT ${c.column}`;
  if (c.is === null) return `${c.column} IS NULL`;
  return `${c.column} = '${c.is}'`;
}

/** The SQL text of the rule, exactly as the partial indexes of the search carry it. */
export const VISIBLE_PROFILE_PREDICATE = VISIBLE_WHEN.map(sqlOf).join(' AND ');

/** The rule as a Drizzle SQL condition over the `profiles` table (unqualified column names). */
export const VISIBLE_PROFILE_SQL = sql.raw(VISIBLE_PROFILE_PREDICATE);

/** The fields of a profile row the rule reads. */
export type VisibilityFields = {
  isActive: boolean;
  approvalStatus: string;
  isBlocked: boolean;
  deletionRequestedOn: Date | null;
  deletedOn: Date | null;
};

/** True when profile `p` is visible to members other than its owner (the rule above, in code). */
export function isProfileVisible(p: VisibilityFields): boolean {
  return VISIBLE_WHEN.every((c) => (p[c.field] ?? null) === c.is);
}
