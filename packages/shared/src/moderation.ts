/**
 * Wire shapes of the moderation API, part 1 (issue 9; DESIGN.md section 3, D4, D13, D17): the
 * profile queue with its photos and photo-reuse flags, a profile's full detail for moderators,
 * photo changes, member search and actions, the dashboard, and the audit log. Every list is a page
 * `{count, results}` of at most ADMIN_PAGE_SIZE_MAX items (`?page=` from 1, `?page_size=`).
 * Photo slots are numbered 0 and 1, as in `POST /api/profiles/upload/{user}/{index}/`.
 */
import { z } from 'zod';
import { PHOTO_SLOTS } from './constants';
import { msg } from './messages';
import { keyed } from './zod-messages';

/** Default and largest page of an admin list. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;
/** Longest moderator remark or block reason, in characters. */
export const ADMIN_REMARKS_MAX = 1000;
/** Days the dashboard's daily series covers (today included). */
export const DASHBOARD_DAYS = 30;

/** `?page=&page_size=` of every admin list. */
export const adminPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE),
});
export type AdminPageQuery = z.infer<typeof adminPageQuery>;

/** A page of `item`: the number of matching rows and this page's rows. */
export const adminPage = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), results: z.array(item) });

/** A query flag: `true` or `false` as text. */
const queryFlag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/**
 * `GET /api/admin/profiles/`: by approval status (default pending); `changed=true` keeps approved
 * profiles changed since approval (D17); `photos=true` those with a photo waiting (D17);
 * `flagged=true` those with a photo matching one of another profile; oldest first by default.
 */
export const adminProfilesQuery = adminPageQuery.extend({
  approval_status: z.enum(APPROVAL_STATUSES).default('pending'),
  changed: queryFlag.optional(),
  photos: queryFlag.optional(),
  flagged: queryFlag.optional(),
  ordering: z.enum(['created_on', '-created_on']).default('created_on'),
});
export type AdminProfilesQuery = z.infer<typeof adminProfilesQuery>;

/** A photo slot number, 0 or 1. */
export const photoSlot = z.coerce
  .number()
  .int()
  .min(0)
  .max(PHOTO_SLOTS - 1);

/** Another profile holding a photo that looks like this one (perceptual hash within the threshold). */
export const photoReuseMatch = z.object({
  profile_id: z.number().int(),
  profile_code: z.string(),
  slug: z.string(),
  full_name: z.string(),
  /** The matching photo's slot on that profile and whether it is a pending one; slot null if gone. */
  slot: z.number().int().nullable(),
  pending: z.boolean(),
  /** Moderator URL of the matching photo, or null when it is no longer stored in a slot. */
  url: z.string().nullable(),
  /** Hamming distance of the two 64-bit hashes (0 = identical). */
  distance: z.number().int(),
});
export type PhotoReuseMatch = z.infer<typeof photoReuseMatch>;

/**
 * A stored original as a moderator sees it: `url` is `GET /api/admin/profiles/{id}/photos/{slot}/current`
 * or `.../pending` (superusers only; members never get originals this way).
 */
export const adminPhoto = z.object({
  slot: z.number().int(),
  pending: z.boolean(),
  url: z.string(),
  /** Photos of OTHER profiles that look the same; empty when none. */
  reuse: z.array(photoReuseMatch),
});
export type AdminPhoto = z.infer<typeof adminPhoto>;

/** One profile in the moderation queue, with what a moderator decides on. */
export const adminProfileItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  profile_code: z.string(),
  full_name: z.string(),
  username: z.string().nullable(),
  gender: z.string(),
  age: z.number().int(),
  martial_status: z.string(),
  education: z.string(),
  occupation: z.string(),
  city: z.string(),
  state: z.string(),
  hobbies: z.string(),
  expectations: z.string(),
  extra_information: z.string(),
  approval_status: z.enum(APPROVAL_STATUSES),
  approval_remarks: z.string().nullable(),
  approved_on: z.string().nullable(),
  /** Text edited since approval: still shown, waiting for a look (D17). */
  changed_since_approval: z.boolean(),
  is_active: z.boolean(),
  is_blocked: z.boolean(),
  verification_status: z.string(),
  created_on: z.string(),
  updated_on: z.string(),
  /** The photos in the slots now (what others see once approved). */
  photos: z.array(adminPhoto),
  /** New photos waiting for approval (D17), by slot. */
  pending_photos: z.array(adminPhoto),
  /** True when any photo of this profile matches one of another profile. */
  flagged: z.boolean(),
  /**
   * Why a changed profile is in the queue when the scam shield put it there (D20, issue 34 point
   * 9): its matched messages in the window, the window in days, and when (ISO 8601); null
   * otherwise (an edit since approval, or nothing).
   */
  scam_flag: z
    .object({ hits: z.number().int(), window_days: z.number().int(), flagged_on: z.string() })
    .nullable(),
});
export type AdminProfileItem = z.infer<typeof adminProfileItem>;

export const adminProfilePage = adminPage(adminProfileItem);
export type AdminProfilePage = z.infer<typeof adminProfilePage>;

/** One row of the audit log: who did what to which object, before and after, and the remarks. */
export const auditEntry = z.object({
  id: z.number().int(),
  actor_user_id: z.number().int().nullable(),
  actor_username: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  remarks: z.string().nullable(),
  created_on: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPage = adminPage(auditEntry);
export type AuditPage = z.infer<typeof auditPage>;

/** `GET /api/admin/audit/`: newest first, optionally for one target (`target_type`, `target_id`). */
export const auditQuery = adminPageQuery.extend({
  target_type: z.string().trim().min(1).max(40).optional(),
  target_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

/** A report against a profile, as listed in that profile's moderator detail. */
export const adminProfileReport = z.object({
  id: z.number().int(),
  reporter_profile_code: z.string(),
  reason: z.string(),
  details: z.string().nullable(),
  status: z.string(),
  remarks: z.string().nullable(),
  created_on: z.string(),
});

/**
 * `GET /api/admin/profiles/{id}/`: the queue item plus every field of the profile (label: value,
 * contact details excluded) and its history: audit entries about it, newest first, and the
 * reports against it.
 */
export const adminProfileDetail = adminProfileItem.extend({
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  blocked_reason: z.string().nullable(),
  deletion_status: z.string().nullable(),
  history: z.array(auditEntry),
  reports: z.array(adminProfileReport),
});
export type AdminProfileDetail = z.infer<typeof adminProfileDetail>;

const remarks = z.string().trim().max(ADMIN_REMARKS_MAX);

/** `POST .../approve/` (remarks optional). */
export const approveBody = z.object({ remarks: remarks.optional() });
export type ApproveBody = z.infer<typeof approveBody>;

/** `POST .../reject/`: the remarks go to the member and are required. */
export const rejectBody = z.object({
  remarks: remarks.refine((s) => s.length > 0, keyed(msg('reasonRequired'))),
});
export type RejectBody = z.infer<typeof rejectBody>;

/** `POST /api/admin/members/{id}/block/`: the reason login then shows ('User Blocked, Reason: ...'). */
export const blockBody = z.object({
  reason: remarks.refine((s) => s.length > 0, keyed(msg('reasonRequired'))),
});
export type BlockBody = z.infer<typeof blockBody>;

/** `GET /api/admin/members/?q=`: name, profile code or username (part of it); all when empty. */
export const adminMembersQuery = adminPageQuery.extend({
  q: z.string().trim().max(100).optional(),
});
export type AdminMembersQuery = z.infer<typeof adminMembersQuery>;

/** A member in the console's search; `id` is the profile id. */
export const adminMemberItem = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  full_name: z.string(),
  profile_code: z.string(),
  slug: z.string(),
  gender: z.string(),
  approval_status: z.string(),
  verification_status: z.string(),
  is_active: z.boolean(),
  is_blocked: z.boolean(),
  blocked_reason: z.string().nullable(),
  is_superuser: z.boolean(),
  deletion_status: z.string().nullable(),
  created_on: z.string(),
  last_login: z.string().nullable(),
});
export type AdminMemberItem = z.infer<typeof adminMemberItem>;

export const adminMemberPage = adminPage(adminMemberItem);
export type AdminMemberPage = z.infer<typeof adminMemberPage>;

/** One day of the dashboard (UTC date `YYYY-MM-DD`); days without events are zeros. */
export const dashboardDay = z.object({
  date: z.string(),
  /** Profiles created that day. */
  new_profiles: z.number().int(),
  /**
   * Items that entered a moderation queue that day and still wait: pending profiles (by
   * creation), changed profiles (by last change), pending photos (by upload), documents In Process
   * (by submission).
   */
  pending_items: z.number().int(),
  reports: z.number().int(),
  deletion_requests: z.number().int(),
});

export const WAITING_KINDS = [
  'pending_profile',
  'changed_profile',
  'pending_photo',
  'document',
  'report',
  'deletion_request',
] as const;
export type WaitingKind = (typeof WAITING_KINDS)[number];

/** `GET /api/admin/dashboard/`: the last DASHBOARD_DAYS days, oldest first, and what waits now. */
export const dashboard = z.object({
  days: z.array(dashboardDay),
  /** How many items wait now, by kind. */
  waiting: z.object({
    pending_profile: z.number().int(),
    changed_profile: z.number().int(),
    pending_photo: z.number().int(),
    document: z.number().int(),
    report: z.number().int(),
    deletion_request: z.number().int(),
  }),
  /** The item waiting longest, with its age in seconds; null when nothing waits. */
  oldest_waiting: z
    .object({
      kind: z.enum(WAITING_KINDS),
      /** Profile id (profiles, photos, deletions), document id or report id. */
      id: z.number().int(),
      since: z.string(),
      age_seconds: z.number().int(),
    })
    .nullable(),
});
export type Dashboard = z.infer<typeof dashboard>;
