/**
 * The moderation profile presenter (issue 9; DESIGN.md section 3, D4, D17): a `profiles` row with
 * its account's username as a moderator sees it, in the queue (`GET /api/admin/profiles/`, shared
 * `adminProfileItem`) and opened (`GET /api/admin/profiles/{id}/`, shared `adminProfileDetail`).
 * Moderators see what they decide on: the moderation state, the stored originals and pending
 * photos by admin URL (superusers only, modules/moderation/profiles-photos.ts), the photos of
 * other profiles that look the same, and every form field but the contact details (number,
 * WhatsApp, e-mail): a moderator needs none of them to decide, so none leaves the server here.
 * Who is a moderator is decided by the moderation guard; the reuse matches, the other profiles,
 * the history and the reports are read by modules/moderation/profiles-queue.ts and given here.
 */
import type {
  AdminPhoto,
  AdminProfileDetail,
  AdminProfileItem,
  ApprovalStatus,
  AuditEntry,
} from '@nikah/shared';
import { ageFromDateOfBirth } from '@nikah/shared';
import type { profiles, reports } from '../db/schema';
import { slotOfKey, type ReuseMatch } from '../modules/moderation/photo-hash';
import { presentDetailFields } from './profile-detail';

type ProfileRow = typeof profiles.$inferSelect;

/** A profile row and its account's username (null without an account), as the queue selects it. */
export interface ModerationRow {
  profile: ProfileRow;
  username: string | null;
}

/** What the queue read beside a row: its photos' reuse matches and the profiles they point to. */
export interface ModerationContext {
  /** Matches of this profile's photos (`reuseMatches`), empty when none. */
  matches: ReuseMatch[];
  /** The other profiles of the matches, by id; a match whose profile is gone is left out. */
  others: Map<number, ProfileRow>;
  /** The instant the age is counted at. */
  now: Date;
  /** The scam shield's flag that put the profile back in the queue (scam-flag.ts), or null. */
  scamFlag: AdminProfileItem['scam_flag'];
}

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

/** The filled current (or `pending`) photo slots of `p`, each with the others that look the same. */
function presentAdminPhotos(p: ProfileRow, pending: boolean, ctx: ModerationContext): AdminPhoto[] {
  const keys = pending ? [p.photo1Pending, p.photo2Pending] : [p.photo1, p.photo2];
  return keys.flatMap((key, slot) => {
    if (!key) return [];
    const reuse = ctx.matches
      .filter((m) => m.key === key)
      .flatMap((m) => {
        const o = ctx.others.get(m.otherProfileId);
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

/** The queue item of `row` (module comment): moderation state, photos and reuse matches. */
export function presentModerationProfile(row: ModerationRow, ctx: ModerationContext): AdminProfileItem {
  const p = row.profile;
  return {
    id: p.id,
    slug: p.slug,
    profile_code: p.profileCode,
    full_name: p.fullName,
    username: row.username,
    gender: p.gender,
    age: ageFromDateOfBirth(p.dateOfBirth, ctx.now),
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
    photos: presentAdminPhotos(p, false, ctx),
    pending_photos: presentAdminPhotos(p, true, ctx),
    flagged: ctx.matches.length > 0,
    scam_flag: ctx.scamFlag,
  };
}

/** The form fields a moderator reads: every one but the contact details (module comment). */
export function presentModerationFields(p: ProfileRow): AdminProfileDetail['fields'] {
  return {
    full_name: p.fullName,
    gender: p.gender,
    date_of_birth: p.dateOfBirth,
    martial_status: p.martialStatus,
    height: p.height,
    education: p.education,
    occupation: p.occupation,
    state: p.state,
    city: p.city,
    state_current: p.stateCurrent,
    city_current: p.cityCurrent,
    ...presentDetailFields(p),
  };
}

/** A report against the profile and its reporter's profile code, as the detail lists it. */
export interface ReportRow {
  report: typeof reports.$inferSelect;
  code: string;
}

/**
 * The opened profile: its queue `item` (presentModerationProfile), its form fields, block and
 * deletion state, and its `history` (audit entries, newest first) and `against` (reports on it).
 */
export function presentModerationDetail(
  item: AdminProfileItem,
  p: ProfileRow,
  history: AuditEntry[],
  against: ReportRow[],
): AdminProfileDetail {
  return {
    ...item,
    fields: presentModerationFields(p),
    blocked_reason: p.blockedReason,
    deletion_status: p.deletionStatus,
    history,
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
