/**
 * The profile detail of SPEC.md section 3 in its two views (shared schemas `ownerProfileDetail` and
 * `publicProfileDetail`): the owner's, with every form field, contact details and original photos;
 * and everyone else's, without contact details (DESIGN.md D6: only "Show contact" gives them,
 * contacts.ts) and with blurred photos only (D5: originals through the captcha).
 */
import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import type {
  ContactHiddenReason,
  OwnerProfileDetail,
  ProfileRelation,
  PublicProfileDetail,
} from '@nikah/shared';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { ownerTimeZone } from '../policy';
import { toProfileCard } from '../profiles/card';
import { photoUrl, type PhotoVariant } from '../profiles/photos';

export type ProfileRow = typeof profiles.$inferSelect & { username: string | null };

/** The one profile matching `where`, with its account's username, or undefined. */
async function findProfileWhere(db: Db, where: SQL): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select({ profile: profiles, username: users.username })
    .from(profiles)
    .leftJoin(users, eq(users.id, profiles.userId))
    .where(where)
    .limit(1);
  return row ? { ...row.profile, username: row.username } : undefined;
}

/**
 * The profile with slug `slug` and its account's username, or undefined. A slug no row has any
 * more may be the old link of a deleted profile (its tombstone's slug became `deleted-<code>`):
 * every slug ends with the profile code (`profileSlug`), so the tombstone (deleted_on set, never
 * a live profile) with the slug's trailing code answers instead.
 */
export async function findProfileBySlug(db: Db, slug: string): Promise<ProfileRow | undefined> {
  const row = await findProfileWhere(db, eq(profiles.slug, slug));
  if (row) return row;
  const code = slug.slice(slug.lastIndexOf('-') + 1).toUpperCase();
  if (code === '') return undefined;
  return findProfileWhere(db, and(eq(profiles.profileCode, code), isNotNull(profiles.deletedOn))!);
}

/** The profile with id `id` and its account's username, or undefined. */
export const findProfileById = (db: Db, id: number) => findProfileWhere(db, eq(profiles.id, id));

/** The profile with code `code` (upper case, as `profileCodeParam` gives it), or undefined. */
export const findProfileByCode = (db: Db, code: string) =>
  findProfileWhere(db, eq(profiles.profileCode, code));

function commonDetail(p: ProfileRow, variant: PhotoVariant, now: Date) {
  return {
    ...toProfileCard(p, now),
    degree: p.degree,
    hobbies: p.hobbies,
    weight: p.weight,
    detail_for_this_status: p.detailForThisStatus,
    duration_after_khula_or_divorce: p.durationAfterKhulaOrDivorce,
    no_of_children: p.noOfChildren,
    physical_status: p.physicalStatus,
    handicap_detail: p.handicapDetail,
    country: p.country,
    country_current: p.countryCurrent,
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
    private_contact: p.privateContact,
    expectations: p.expectations,
    extra_information: p.extraInformation,
    photo_1: photoUrl(p.slug, 0, p.photo1, variant),
    photo_2: photoUrl(p.slug, 1, p.photo2, variant),
    last_active: p.lastActive?.toISOString() ?? null,
  };
}

/** What the detail tells a viewer beyond the public fields. */
export interface ViewerAccess {
  /** Whether "Show contact" would answer now (null) or why not (DESIGN.md D6). */
  contactHiddenReason: ContactHiddenReason | null;
  /** The owner's time zone, in which the contact window is counted. */
  contactTimeZone: string;
  isFavourite: boolean;
  /** Proposals between viewer and profile, and whether the viewer blocked or reported it. */
  relation: ProfileRelation;
}

/**
 * What a member other than the owner sees (SPEC.md section 3 card and detail fields): never the
 * contact details (DESIGN.md D6: "Show contact" gives them, logged and capped), and only blurred
 * photos (D5).
 */
export function toPublicDetail(p: ProfileRow, now: Date, access: ViewerAccess): PublicProfileDetail {
  return {
    ...commonDetail(p, 'blur', now),
    is_owner: false,
    contact_hidden_reason: access.contactHiddenReason,
    contact_time_zone: access.contactTimeZone,
    is_favourite: access.isFavourite,
    relation: access.relation,
  };
}

/** The owner's view: every field of the profile form, account and moderation state, originals. */
export function toOwnerDetail(p: ProfileRow, now = new Date()): OwnerProfileDetail {
  const common = commonDetail(p, 'original', now);
  return {
    ...common,
    is_owner: true,
    thumbnail: common.photo_1 ?? common.photo_2 ?? common.thumbnail,
    username: p.username,
    email: p.email,
    contact_number: p.contactNumber,
    whatsapp_number: p.whatsappNumber,
    whatsapp_country_code: p.whatsappCountryCode,
    contact_hidden_reason: null,
    contact_time_zone: ownerTimeZone(p),
    is_favourite: false,
    year_of_birth: p.yearOfBirth,
    month_of_birth: p.monthOfBirth,
    date_of_birth: p.dateOfBirth,
    same_location: p.sameLocation,
    approval_status: p.approvalStatus,
    is_active: p.isActive,
    verification_remarks: p.verificationRemarks,
    reason_to_delete: p.reasonToDelete,
    deletion_status: p.deletionStatus,
    deletion_requested_on: p.deletionRequestedOn?.toISOString() ?? null,
    view_count: p.viewCount,
    photo_1_blur: photoUrl(p.slug, 0, p.photo1, 'blur'),
    photo_2_blur: photoUrl(p.slug, 1, p.photo2, 'blur'),
    pending_photos: [p.photo1Pending, p.photo2Pending].flatMap((key, slot) => (key ? [slot] : [])),
    expectation_proposal: (p.expectationProposal as OwnerProfileDetail['expectation_proposal']) ?? null,
  };
}
