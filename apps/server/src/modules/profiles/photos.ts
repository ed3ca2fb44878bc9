/**
 * Where member photos live and how they are addressed (DESIGN.md D5). A photo slot column
 * (`photo_1`, `photo_2`) holds the storage key of the re-encoded original,
 * `photos/<profileId>/<random>.jpg`; its blurred variant is `photos/<profileId>/<random>-blur.jpg`.
 * Browsers load both through `GET /api/profiles/photo/{slug}/{index}?variant=blur|original&v=<random>`
 * (`v` changes with every upload, so the URL can be cached).
 */

/**
 * Which file of a slot: the blurred copy, the original, or the new photo that waits for a
 * moderator (D17), which only its owner gets (issue 34 point 3).
 */
export type PhotoVariant = 'blur' | 'original' | 'pending';

const KEY = /^photos\/\d+\/([a-f0-9]{32})\.jpg$/;

/** Storage keys of a new photo of `profileId` named `name` (32 hex characters). */
export function newPhotoKeys(profileId: number, name: string): { original: string; blur: string } {
  const original = `photos/${profileId}/${name}.jpg`;
  return { original, blur: blurKeyOf(original) };
}

/** Storage key of the blurred variant of the original stored under `key`. */
export const blurKeyOf = (key: string) => key.replace(/\.jpg$/, '-blur.jpg');

/** The version part of a photo URL for the original stored under `key`. */
const versionOf = (key: string) => KEY.exec(key)?.[1] ?? 'x';

/** URL of a photo slot (`index` 0 or 1) of the profile `slug`, or null when the slot is empty. */
export function photoUrl(
  slug: string,
  index: number,
  key: string | null,
  variant: PhotoVariant,
): string | null {
  if (!key) return null;
  return `/api/profiles/photo/${encodeURIComponent(slug)}/${index}?variant=${variant}&v=${versionOf(key)}`;
}

/** The first filled slot of a profile as `[index, key]`, or null when it has no photo. */
export function firstPhoto(p: { photo1: string | null; photo2: string | null }): [number, string] | null {
  if (p.photo1) return [0, p.photo1];
  if (p.photo2) return [1, p.photo2];
  return null;
}
