/**
 * Wire shapes of the discovery calls (SPEC.md sections 2, 4, 7 and 8; DESIGN.md D4-D6): the photo
 * captcha, visitors, favourites and matches. Cards are `profileCard`s; lists of members carry the
 * `visited` eye mark.
 */
import { z } from 'zod';
import { profileCard } from './api';
import { MESSAGES } from './messages';
import { profileSlug } from './primitives';

/** Why a profile detail hides contact details from its viewer (DESIGN.md D6). */
export const CONTACT_HIDDEN_REASONS = ['private', 'hours'] as const;
export type ContactHiddenReason = (typeof CONTACT_HIDDEN_REASONS)[number];

/**
 * Time zone of the contact hours when the owner's current country gives none (DESIGN.md D6: India's
 * zone, where most members live); the viewer's `X-Timezone` never decides the window.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';
/** An arithmetic captcha may be answered this long after it is issued, once (DESIGN.md D5). */
export const CAPTCHA_VALID_MINUTES = 10;
/** Links to original photos given for a solved captcha stop working after this long. */
export const PHOTO_LINK_VALID_MINUTES = 10;

/**
 * English templates of the discovery calls (SPEC.md section 8 where it has them); the registry of
 * messages.ts holds them by key, and throw sites use `msg(key, params)`.
 */
export const DISCOVERY_MSG = {
  favouriteAdded: MESSAGES.favouriteAdded,
  favouriteRemoved: MESSAGES.favouriteRemoved,
} as const;

/**
 * `POST /api/profiles/contact/{profile_code}/` ("Show contact", DESIGN.md D6): the contact details
 * of a profile and how many more reveals the caller has left today (null for the owner's own).
 */
export const contactDetails = z.object({
  contact_of: z.string(),
  contact_number: z.string(),
  whatsapp_country_code: z.string(),
  whatsapp_number: z.string(),
  email: z.string().nullable(),
  reveals_left: z.number().int().nullable(),
});
export type ContactDetails = z.infer<typeof contactDetails>;

/** What a reveal showed: contact details ("Show contact") or original photos (the captcha). */
export const REVEAL_KINDS = ['contact', 'photos'] as const;
export type RevealKind = (typeof REVEAL_KINDS)[number];

/** One reveal of my contact details or photos, as the owner sees it ("who viewed my number"). */
export const contactView = z.object({
  full_name: z.string(),
  profile_code: z.string(),
  slug: z.string(),
  kind: z.enum(REVEAL_KINDS),
  viewed_on: z.string(),
});
export type ContactView = z.infer<typeof contactView>;

/** `GET /api/profiles/contact-views/`: who saw my contact details or photos, latest first. */
export const contactViewsResponse = z.object({ results: z.array(contactView) });
export type ContactViewsResponse = z.infer<typeof contactViewsResponse>;

/** `GET /api/profiles/captcha/`: a question `a + b` (digits 0 to 9) to answer within 10 minutes. */
export const captchaChallenge = z.object({
  captcha_id: z.string(),
  question: z.string(),
  expires_on: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;

/** `POST /api/profiles/captcha/`: the answer to a question, for the photos of profile `slug`. */
export const captchaAnswer = z.object({
  captcha_id: z.string().trim().min(1).max(100),
  answer: z.union([z.number().int(), z.string().trim().min(1).max(10)]),
  slug: profileSlug,
});
export type CaptchaAnswer = z.infer<typeof captchaAnswer>;

/** A right answer: links to the original photos, valid for this viewer until `expires_on`. */
export const captchaPhotos = z.object({
  /** The links of the filled slots, in slot order. */
  photos: z.array(z.string()),
  photo_1: z.string().nullable(),
  photo_2: z.string().nullable(),
  expires_on: z.string(),
});
export type CaptchaPhotos = z.infer<typeof captchaPhotos>;

/** A visitor's card with the time of their latest visit and how often they came. */
export const visitorCard = profileCard.extend({
  last_visited_on: z.string(),
  visit_count: z.number().int(),
});
export type VisitorCard = z.infer<typeof visitorCard>;

/** `GET /api/profiles/profile-visited/user`: who opened my profile, latest visit first. */
export const visitorsResponse = z.object({
  profile_visited: z.array(z.string()),
  results: z.array(visitorCard),
});
export type VisitorsResponse = z.infer<typeof visitorsResponse>;

/** `GET /api/profiles/add-to-favourite/user/`: my favourites, latest added first. */
export const favouritesResponse = z.object({
  favourite_profile_ids: z.array(z.string()),
  results: z.array(profileCard),
});
export type FavouritesResponse = z.infer<typeof favouritesResponse>;

/** A page of cards with the total count (the list and matches calls). */
export const profilePage = z.object({ results: z.array(profileCard), count: z.number().int() });
export type ProfilePage = z.infer<typeof profilePage>;

/** `GET /api/profiles/matches/?page=`: 20 per page. */
export const matchesQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
