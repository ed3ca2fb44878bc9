/**
 * Wire shapes of the discovery calls (SPEC.md sections 2, 4, 7 and 8; DESIGN.md D4-D6): the photo
 * captcha, visitors, favourites and matches. Cards are `profileCard`s; lists of members carry the
 * `visited` eye mark.
 */
import { z } from 'zod';
import { profileCard } from './api';
import { FORM_MSG } from './fields';

/** Why a profile detail hides contact details from its viewer (DESIGN.md D6). */
export const CONTACT_HIDDEN_REASONS = ['private', 'hours'] as const;
export type ContactHiddenReason = (typeof CONTACT_HIDDEN_REASONS)[number];

/** Time zone of the contact hours when the request names none or an unknown one (`X-Timezone`). */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';
/** An arithmetic captcha may be answered this long after it is issued, once (DESIGN.md D5). */
export const CAPTCHA_VALID_MINUTES = 10;
/** Links to original photos given for a solved captcha stop working after this long. */
export const PHOTO_LINK_VALID_MINUTES = 10;

/** Texts of the discovery calls (SPEC.md section 8 where it has them). */
export const DISCOVERY_MSG = {
  favouriteAdded: 'Profile Added to favourites.',
  favouriteRemoved: 'Profile removed from favourites.',
  favouriteSelf: 'You cannot add your own profile to favourites.',
  wrongValue: FORM_MSG.wrongValue,
  captchaExpired: 'This question has expired, please try a new one.',
  noVisitors: 'No Visitor Found',
  noFavourites: 'No Favourite Profiles Found',
} as const;

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
  slug: z.string().trim().min(1).max(120),
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
