/**
 * The moderators' profile queue and a profile's moderator view (issue 9; DESIGN.md section 3, D4,
 * D17): pages of profiles by approval status, changed since approval, with photos waiting, or
 * flagged for photo reuse, each with admin URLs of its originals and pending photos and the photos
 * of other profiles that look the same.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm';
import {
  ageFromDateOfBirth,
  msg,
  type AdminPhoto,
  type AdminProfileDetail,
  type AdminProfileItem,
  type AdminProfilePage,
  type AdminProfilesQuery,
  type ApprovalStatus,
} from '@nikah/shared';
import type { Db } from '../../db/client';
import { profiles, reports, users } from '../../db/schema';
import { detailError } from '../../lib/errors';
import { auditEntriesFor } from './audit-view';
import { flaggedProfileSql, reuseMatches, slotOfKey, type ReuseMatch } from './photo-hash';

type ProfileRow = typeof profiles.$inferSelect;

/** Version part of an admin photo URL (the random file name), so browsers may cache it. */
const versionOf = (key: string) => /\/([a-f0-9]+)\.jpg$/.exec(key)?.[1] ?? 'x';

/**
 * URL of `GET /api/admin/profiles/{id}/photos/{slot}/{current|pending}`: a stored original for
 * moderators only (profiles-photos.ts).
 */
export function adminPhotoUrl(profileId: number, slot: number, pending: boolean, key: string): string {
  return `/api/admin/profiles/${profileId}/photos/${slot}/${pending ? 'pending' : 'current'}?v=${versionOf(key)}`;
}

const asStatus = (s: string): ApprovalStatus => (s === 'approved' || s === 'rejected' ? s : 'pending');

/** Profiles looked up by id, for the other side of the reuse matches. */
async function profilesById(db: Db, ids: number[]): Promise<Map<number, ProfileRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(profiles).where(inArray(profiles.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

function toPhotos(
  p: ProfileRow,
  pending: boolean,
  matches: ReuseMatch[],
  others: Map<number, ProfileRow>,
): AdminPhoto[] {
  const keys = pending ? [p.photo1Pending, p.photo2Pending] : [p.photo1, p.photo2];
  return keys.flatMap((key, slot) => {
    if (!key) return [];
    const reuse = matches
      .filter((m) => m.key === key)
      .flatMap((m) => {
        const o = others.get(m.otherProfileId);
        if (!o) return [];
        const where = slotOfKey(o, m.otherKey);
        return [
          {
            profile_id: o.id,
            profile_code: o.profileCode,
            slug: o.slug,
            full_name: o.fullName,
            slot: where?.slot ?? null,
            pending: where?.pending ?? false,
            url: where ? adminPhotoUrl(o.id, where.slot, where.pending, m.otherKey) : null,
            distance: m.distance,
          },
        ];
      });
    return [{ slot, pending, url: adminPhotoUrl(p.id, slot, pending, key), reuse }];
  });
}

/** Shapes rows as queue items, with their photos' reuse matches (one query for the page). */
async function toItems(
  db: Db,
  rows: { profile: ProfileRow; username: string | null }[],
  now: Date,
): Promise<AdminProfileItem[]> {
  const matches = await reuseMatches(
    db,
    rows.map((r) => r.profile.id),
  );
  const otherIds = [...new Set([...matches.values()].flat().map((m) => m.otherProfileId))];
  const others = await profilesById(db, otherIds);
  return rows.map(({ profile: p, username }) => {
    const own = matches.get(p.id) ?? [];
    return {
      id: p.id,
      slug: p.slug,
      profile_code: p.profileCode,
      full_name: p.fullName,
      username,
      gender: p.gender,
      age: ageFromDateOfBirth(p.dateOfBirth, now),
      martial_status: p.martialStatus,
      education: p.education,
      occupation: p.occupation,
      city: p.city,
      state: p.state,
      hobbies: p.hobbies,
      expectations: p.expectations,
      extra_information: p.extraInformation,
      approval_status: asStatus(p.approvalStatus),
      approval_remarks: p.approvalRemarks,
      approved_on: p.approvedOn?.toISOString() ?? null,
      changed_since_approval: p.changedSinceApproval,
      is_active: p.isActive,
      is_blocked: p.isBlocked,
      verification_status: p.verificationStatus,
      created_on: p.createdOn.toISOString(),
      updated_on: p.updatedOn.toISOString(),
      photos: toPhotos(p, false, own, others),
      pending_photos: toPhotos(p, true, own, others),
      flagged: own.length > 0,
    };
  });
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

/** The form fields a moderator reads (contact details left out: they need no moderation). */
function fieldsOf(p: ProfileRow): AdminProfileDetail['fields'] {
  return {
    full_name: p.fullName,
    gender: p.gender,
    date_of_birth: p.dateOfBirth,
    martial_status: p.martialStatus,
    detail_for_this_status: p.detailForThisStatus,
    duration_after_khula_or_divorce: p.durationAfterKhulaOrDivorce,
    no_of_children: p.noOfChildren,
    height: p.height,
    weight: p.weight,
    education: p.education,
    degree: p.degree,
    occupation: p.occupation,
    physical_status: p.physicalStatus,
    handicap_detail: p.handicapDetail,
    hobbies: p.hobbies,
    country: p.country,
    state: p.state,
    city: p.city,
    country_current: p.countryCurrent,
    state_current: p.stateCurrent,
    city_current: p.cityCurrent,
    fathers_name: p.fathersName,
    fathers_occupation: p.fathersOccupation,
    mothers_name: p.mothersName,
    mothers_occupation: p.mothersOccupation,
    no_of_brothers: p.noOfBrothers,
    no_of_married_brothers: p.noOfMarriedBrothers,
    no_of_sisters: p.noOfSisters,
    no_of_married_sisters: p.noOfMarriedSisters,
    biradari: p.biradari,
    maslak: p.maslak,
    contact_of: p.contactOf,
    expectations: p.expectations,
    extra_information: p.extraInformation,
  };
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
  return {
    ...item,
    fields: fieldsOf(row.profile),
    blocked_reason: row.profile.blockedReason,
    deletion_status: row.profile.deletionStatus,
    history: await auditEntriesFor(db, id),
    reports: against.map(({ report: r, code }) => ({
      id: r.id,
      reporter_profile_code: code,
      reason: r.reason,
      details: r.details,
      status: r.status,
      remarks: r.remarks,
      created_on: r.createdOn.toISOString(),
    })),
  };
}
