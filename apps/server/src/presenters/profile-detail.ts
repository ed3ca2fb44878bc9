/**
 * The profile detail presenter (SPEC.md section 3; `GET /api/profiles/detail-slug/{slug}`, and the
 * owner's view after `PATCH` of the profile): a `profiles` row with its account's username, as
 * one of the two views of the shared `profileDetail` schema:
 * - `presentOwnerDetail` (`ownerProfileDetail`): every field of the profile form, the contact
 *   details, account and moderation state, and the original photos;
 * - `presentPublicDetail` (`publicProfileDetail`): card and detail fields only. Never the contact
 *   details (DESIGN.md D6: only "Show contact" gives them, logged and capped) nor the account,
 *   moderation and deletion state, and only blurred photos (D5: originals go through the captcha).
 * Which view a viewer gets, and what `ViewerAccess` says, is decided by the policy module
 * (`isOwner`, `contactHiddenReason`, modules/accounts/detail-view.ts): these only apply it.
 */
import type {
  ContactHiddenReason,
  OwnerProfileDetail,
  ProfileRelation,
  PublicProfileDetail,
} from '@nikah/shared';
import type { profiles } from '../db/schema';
import { deletionAllowedFrom, ownerTimeZone } from '../modules/policy';
import { photoUrl, type PhotoVariant } from '../modules/profiles/photos';
import { cardThumbnail, presentCard } from './card';

/** A whole profile row and its account's username (null for a profile without an account). */
export type ProfileDetailRow = typeof profiles.$inferSelect & { username: string | null };

type PhotoColumns = Pick<
  ProfileDetailRow,
  'slug' | 'gender' | 'avatarSeed' | 'photo1' | 'photo2' | 'photo1Pending' | 'photo2Pending'
>;

/**
 * The detail fields of the profile form beyond the card (SPEC.md section 3), under their wire
 * names; no contact detail among them (`contact_of` names whose contact it is, not the number).
 * The moderator's view of the fields (moderation-profile.ts) shares them.
 */
export function presentDetailFields(p: typeof profiles.$inferSelect) {
  return {
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
    expectations: p.expectations,
    extra_information: p.extraInformation,
  };
}

function commonDetail(p: ProfileDetailRow, variant: PhotoVariant, now: Date) {
  return {
    ...presentCard(p, now),
    ...presentDetailFields(p),
    private_contact: p.privateContact,
    photo_1: photoUrl(p.slug, 0, p.photo1, variant),
    photo_2: photoUrl(p.slug, 1, p.photo2, variant),
    last_active: p.lastActive?.toISOString() ?? null,
  };
}

/**
 * The owner's photo URLs: the originals of slots 0 and 1 (null when empty) and the thumbnail, the
 * first original, else the card image (the generated avatar). Also the answer of a photo upload.
 */
export function presentOwnerPhotos(p: PhotoColumns) {
  const photo_1 = photoUrl(p.slug, 0, p.photo1, 'original');
  const photo_2 = photoUrl(p.slug, 1, p.photo2, 'original');
  return {
    photo_1,
    photo_2,
    thumbnail: photo_1 ?? photo_2 ?? cardThumbnail(p),
    // The owner sees a new photo while it waits for a moderator, marked so (issue 34 point 3).
    photo_1_pending: photoUrl(p.slug, 0, p.photo1Pending, 'pending'),
    photo_2_pending: photoUrl(p.slug, 1, p.photo2Pending, 'pending'),
  };
}

/** What the policy decided a viewer learns beyond the public fields (detail-view.ts). */
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
 * What a member other than the owner sees of row `p` at `now` (ages count at `now`), with what
 * `access` says: never the contact details, the account's state or originals (module comment).
 */
export function presentPublicDetail(
  p: ProfileDetailRow,
  now: Date,
  access: ViewerAccess,
): PublicProfileDetail {
  return {
    ...commonDetail(p, 'blur', now),
    is_owner: false,
    contact_hidden_reason: access.contactHiddenReason,
    contact_time_zone: access.contactTimeZone,
    is_favourite: access.isFavourite,
    relation: access.relation,
  };
}

/** The owner's view of row `p` (ages count at `now`): every form field, account state, originals. */
export function presentOwnerDetail(p: ProfileDetailRow, now = new Date()): OwnerProfileDetail {
  return {
    ...commonDetail(p, 'original', now),
    ...presentOwnerPhotos(p),
    is_owner: true,
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
    deletion_allowed_from: deletionAllowedFrom(p.createdOn).toISOString(),
    view_count: p.viewCount,
    photo_1_blur: photoUrl(p.slug, 0, p.photo1, 'blur'),
    photo_2_blur: photoUrl(p.slug, 1, p.photo2, 'blur'),
    pending_photos: [p.photo1Pending, p.photo2Pending].flatMap((key, slot) => (key ? [slot] : [])),
    expectation_proposal: (p.expectationProposal as OwnerProfileDetail['expectation_proposal']) ?? null,
  };
}
