/**
 * The moderators' profile queue and a profile's moderator view (issue 9; DESIGN.md section 3, D4,
 * D17): pages of profiles by approval status, changed since approval, with photos waiting, or
 * flagged for photo reuse, each with the photos of other profiles that look the same. This reads
 * the rows, matches, history and reports; presenters/moderation-profile.ts shapes them.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm';
import {
  msg,
  type AdminProfileDetail,
  type AdminProfileItem,
  type AdminProfilePage,
  type AdminProfilesQuery,
} from '@nikah/shared';
import type { Db } from '../../db/client';
import { profiles, reports, users } from '../../db/schema';
import { detailError } from '../../lib/errors';
import {
  presentModerationDetail,
  presentModerationProfile,
  type ModerationRow,
} from '../../presenters/moderation-profile';
import { auditEntriesFor } from './audit-view';
import { flaggedProfileSql, reuseMatches } from './photo-hash';
import { scamFlagsOf } from './scam-flag';

type ProfileRow = typeof profiles.$inferSelect;

/** Profiles looked up by id, for the other side of the reuse matches. */
async function profilesById(db: Db, ids: number[]): Promise<Map<number, ProfileRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(profiles).where(inArray(profiles.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Shapes rows as queue items, with their photos' reuse matches and the scam shield's flags (one
 * query each for the page).
 */
async function toItems(db: Db, rows: ModerationRow[], now: Date): Promise<AdminProfileItem[]> {
  const ids = rows.map((r) => r.profile.id);
  const [matches, flags] = await Promise.all([reuseMatches(db, ids), scamFlagsOf(db, rows)]);
  const otherIds = [...new Set([...matches.values()].flat().map((m) => m.otherProfileId))];
  const others = await profilesById(db, otherIds);
  return rows.map((row) =>
    presentModerationProfile(row, {
      matches: matches.get(row.profile.id) ?? [],
      others,
      now,
      scamFlag: flags.get(row.profile.id) ?? null,
    }),
  );
}

/**
 * A page of the profile queue for `query` (shared `adminProfilesQuery`): `{count, results}`, oldest
 * first unless `ordering=-created_on`. Profiles whose deletion is completed are left out.
 */
export async function listProfileQueue(
  db: Db,
  query: AdminProfilesQuery,
  now: Date,
): Promise<AdminProfilePage> {
  const filters: SQL[] = [eq(profiles.approvalStatus, query.approval_status)];
  filters.push(or(isNull(profiles.deletionStatus), ne(profiles.deletionStatus, 'completed')) as SQL);
  if (query.changed !== undefined) filters.push(eq(profiles.changedSinceApproval, query.changed));
  if (query.photos === true) {
    filters.push(or(isNotNull(profiles.photo1Pending), isNotNull(profiles.photo2Pending)) as SQL);
  }
  if (query.flagged === true) filters.push(flaggedProfileSql);
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(profiles).where(where);
  const order = query.ordering === '-created_on' ? desc(profiles.createdOn) : asc(profiles.createdOn);
  const rows = await db
    .select({ profile: profiles, username: users.username })
    .from(profiles)
    .leftJoin(users, eq(users.id, profiles.userId))
    .where(where)
    .orderBy(order, asc(profiles.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { count: total?.n ?? 0, results: await toItems(db, rows, now) };
}

/** The profile `id` with its account's username; 404 `{detail: 'No Profile Found!'}` when unknown. */
export async function findForModeration(db: Db, id: number) {
  const [row] = await db
    .select({ profile: profiles, username: users.username })
    .from(profiles)
    .leftJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, id))
    .limit(1);
  if (!row) throw detailError(404, msg('noProfile'));
  return row;
}

/** The queue item of profile `id` (after an action). Errors: 404 for an unknown id. */
export async function moderationItem(db: Db, id: number, now: Date): Promise<AdminProfileItem> {
  const [item] = await toItems(db, [await findForModeration(db, id)], now);
  if (!item) throw detailError(404, msg('noProfile'));
  return item;
}

/**
 * `GET /api/admin/profiles/{id}/`: the queue item, every form field but contact details, and the
 * history: audit entries about the profile (newest first, at most 100) and reports against it.
 * Errors: 404 for an unknown id.
 */
export async function moderationDetail(db: Db, id: number, now: Date): Promise<AdminProfileDetail> {
  const row = await findForModeration(db, id);
  const [item] = await toItems(db, [row], now);
  if (!item) throw detailError(404, msg('noProfile'));
  const reporter = profiles;
  const against = await db
    .select({ report: reports, code: reporter.profileCode })
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .where(eq(reports.reportedId, id))
    .orderBy(desc(reports.createdOn));
  return presentModerationDetail(item, row.profile, await auditEntriesFor(db, id), against);
}
