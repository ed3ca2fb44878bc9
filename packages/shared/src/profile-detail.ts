/**
 * `GET profiles/detail-slug/{slug}` (SPEC.md sections 3 and 7): the profile a member opens. The
 * owner gets every field of the profile form (`is_owner: true`); everyone else gets the card and
 * detail fields, contact details only when DESIGN.md D6 allows, and blurred photos only (D5: the
 * originals come from `POST /api/profiles/captcha/`, `is_owner: false`).
 * Photo fields are URLs of `GET /api/profiles/photo/{slug}/{index}?variant=...`.
 */
import { z } from 'zod';
import { profileCard } from './api';
import { CONTACT_HIDDEN_REASONS } from './discovery';
import { profileRelation } from './proposals';

const str = z.string();
const optStr = z.string().nullable();
const optInt = z.number().int().nullable();

/** What every viewer of a visible profile may see. */
export const publicProfileDetail = profileCard.extend({
  is_owner: z.literal(false),
  degree: optStr,
  hobbies: str,
  weight: optInt,
  detail_for_this_status: optStr,
  duration_after_khula_or_divorce: optStr,
  no_of_children: optInt,
  physical_status: str,
  handicap_detail: optStr,
  country: str,
  country_current: str,
  fathers_name: str,
  fathers_occupation: str,
  mothers_name: str,
  mothers_occupation: str,
  no_of_brothers: z.number().int(),
  no_of_married_brothers: z.number().int(),
  no_of_sisters: z.number().int(),
  no_of_married_sisters: z.number().int(),
  biradari: str,
  maslak: str,
  contact_of: str,
  private_contact: z.boolean(),
  /**
   * Whether "Show contact" (`POST /api/profiles/contact/{profile_code}/`, DESIGN.md D6) would give
   * the contact details now: null when it would, else why not ('private': no proposal between the
   * two members yet; 'hours': outside 08:00-22:00 in `contact_time_zone`). The details themselves
   * never come in the detail of a non-owner.
   */
  contact_hidden_reason: z.enum(CONTACT_HIDDEN_REASONS).nullable(),
  /** The owner's IANA time zone, in which the contact window is counted (from their country). */
  contact_time_zone: str,
  /** True when the viewer keeps this profile among their favourites. */
  is_favourite: z.boolean(),
  expectations: str,
  extra_information: str,
  /** Photo URLs of slots 0 and 1 (blurred for non-owners), or null when the slot is empty. */
  photo_1: optStr,
  photo_2: optStr,
  last_active: optStr,
  /** The viewer's proposals with this profile and whether they blocked or reported it (issue 8). */
  relation: profileRelation,
});
export type PublicProfileDetail = z.infer<typeof publicProfileDetail>;

/** The owner's own profile: every field of the form plus account and moderation state. */
export const ownerProfileDetail = publicProfileDetail.omit({ relation: true }).extend({
  is_owner: z.literal(true),
  username: optStr,
  email: optStr,
  contact_number: str,
  whatsapp_number: str,
  whatsapp_country_code: str,
  contact_hidden_reason: z.null(),
  year_of_birth: z.number().int(),
  month_of_birth: optInt,
  date_of_birth: str,
  same_location: z.boolean(),
  /** pending, approved or rejected (DESIGN.md D4); only approved profiles are listed. */
  approval_status: str,
  is_active: z.boolean(),
  verification_remarks: optStr,
  reason_to_delete: optStr,
  /** null, or 'requested' / 'completed' / 'declined' once a deletion was asked for (DESIGN.md D11). */
  deletion_status: optStr,
  /** When the deletion was asked for (ISO 8601), or null. */
  deletion_requested_on: optStr,
  /** From when a deletion may be asked for (ISO 8601): DELETION_BLOCK_DAYS after the profile was made. */
  deletion_allowed_from: str,
  view_count: z.number().int(),
  /** Blurred variants of the two photos (what other members see), or null. */
  photo_1_blur: optStr,
  photo_2_blur: optStr,
  /** Slots (0, 1) whose new photo awaits a moderator's approval (DESIGN.md D17). */
  pending_photos: z.array(z.number().int()).default([]),
  /** Those new photos, for their owner only (issue 34 point 3), or null. */
  photo_1_pending: optStr,
  photo_2_pending: optStr,
  expectation_proposal: z
    .object({
      age: z.tuple([z.number().int(), z.number().int()]),
      state: z.array(str).optional(),
      marital_status: z.array(str).optional(),
      education: z.array(str).optional(),
    })
    .nullable(),
});
export type OwnerProfileDetail = z.infer<typeof ownerProfileDetail>;

/** Either view; check `is_owner` to know which. */
export const profileDetail = z.discriminatedUnion('is_owner', [ownerProfileDetail, publicProfileDetail]);
export type ProfileDetail = z.infer<typeof profileDetail>;

/** `POST profiles/upload/{user}/{index}/`: the owner's photo URLs after the change. */
export const photoUploadResponse = z.object({
  status: z.literal('Done'),
  photo_1: optStr,
  photo_2: optStr,
  thumbnail: optStr,
  /** The new photo of each slot while it waits for a moderator (DESIGN.md D17), or null. */
  photo_1_pending: optStr,
  photo_2_pending: optStr,
});
export type PhotoUploadResponse = z.infer<typeof photoUploadResponse>;
