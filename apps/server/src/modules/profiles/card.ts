/** Shapes a profile row as the card of SPEC.md section 3; never includes contact details (D6). */
import { ageFromDateOfBirth, type ProfileCard } from '@nikah/shared';
import type { profiles } from '../../db/schema';
import { AVATAR_VERSION } from '../../lib/avatar';
import { firstPhoto, photoUrl } from './photos';

type ProfileRow = typeof profiles.$inferSelect;

/** Columns a card needs; select only these for lists. */
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

/** The card of one profile; `now` fixes the age computation (default the current time). */
export function toProfileCard(p: CardRow, now = new Date()): ProfileCard {
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
