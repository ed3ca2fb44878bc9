/**
 * The card presenter: a profile row as the card of SPEC.md section 3 (shared `profileCard`), the
 * shape of every list (search, new profiles, matches, favourites, blocks, proposals, visitors).
 * A card never carries contact details (DESIGN.md D6) and its image is the blurred first photo
 * (D5) or the generated avatar: lists are seen by anyone the visibility policy lets through, so
 * nothing here depends on who looks.
 */
import { ageFromDateOfBirth, type ProfileCard } from '@nikah/shared';
import type { profiles } from '../db/schema';
import { AVATAR_VERSION } from '../lib/avatar';
import { firstPhoto, photoUrl } from '../modules/profiles/photos';

type ProfileRow = typeof profiles.$inferSelect;

/** Columns a card needs; lists select only these (`cardColumns`, modules/profiles/service.ts). */
export type CardRow = Pick<
  ProfileRow,
  | 'id'
  | 'slug'
  | 'profileCode'
  | 'fullName'
  | 'gender'
  | 'dateOfBirth'
  | 'height'
  | 'education'
  | 'occupation'
  | 'martialStatus'
  | 'city'
  | 'state'
  | 'cityCurrent'
  | 'stateCurrent'
  | 'verificationStatus'
  | 'avatarSeed'
  | 'photo1'
  | 'photo2'
  | 'createdOn'
>;

/** URL of the generated avatar for a profile without a photo, at the drawing's version (cached a year). */
export const avatarUrl = (seed: string, gender: string) =>
  `/api/media/avatar/${encodeURIComponent(seed)}?g=${encodeURIComponent(gender)}&v=${AVATAR_VERSION}`;

/** Card image: the blurred first photo (DESIGN.md D5), else the generated avatar, else null. */
export function cardThumbnail(p: Pick<CardRow, 'slug' | 'gender' | 'avatarSeed' | 'photo1' | 'photo2'>) {
  const photo = firstPhoto(p);
  if (photo) return photoUrl(p.slug, photo[0], photo[1], 'blur');
  return p.avatarSeed ? avatarUrl(p.avatarSeed, p.gender) : null;
}

/**
 * The card of one profile row (`CardRow`: a whole row or the card columns); `now` is the instant
 * the age is counted at (whole years from the date of birth; default the current time).
 */
export function presentCard(p: CardRow, now = new Date()): ProfileCard {
  return {
    id: p.id,
    slug: p.slug,
    profile_code: p.profileCode,
    full_name: p.fullName,
    gender: p.gender,
    age: ageFromDateOfBirth(p.dateOfBirth, now),
    height: p.height,
    education: p.education,
    occupation: p.occupation,
    martial_status: p.martialStatus,
    city: p.city,
    state: p.state,
    city_current: p.cityCurrent,
    state_current: p.stateCurrent,
    verification_status: p.verificationStatus,
    thumbnail: cardThumbnail(p),
    created_on: p.createdOn.toISOString(),
  };
}
