/**
 * Short-lived links to original photos (DESIGN.md D5): after a right captcha answer a member gets
 * `/api/profiles/photo/<slug>/<index>?variant=original&v=<hex>&exp=<unix seconds>&sig=<hmac>`,
 * where `sig` is an HMAC (server key) of the slug, the viewer's account id and `exp`. The photo
 * route serves the original to that viewer only, until `exp`.
 */
import { PHOTO_LINK_VALID_MINUTES, type CaptchaPhotos } from '@nikah/shared';
import { hmacHex, sameHex } from '../../lib/tokens';
import { photoUrl } from '../profiles/photos';
import { MINUTE_MS } from '../../lib/time';

/** The signature of a link to the originals of `slug` for account `viewerUserId` until `exp`. */
export const photoLinkSignature = (key: Uint8Array, slug: string, viewerUserId: number, exp: number) =>
  hmacHex(key, `photo-link:${slug}:${viewerUserId}:${exp}`);

/**
 * Links to the originals of the filled slots of profile `p` for account `viewerUserId`, valid
 * PHOTO_LINK_VALID_MINUTES from `now`; `photos` lists the filled slots in order.
 */
export function signedPhotoLinks(
  key: Uint8Array,
  p: { slug: string; photo1: string | null; photo2: string | null },
  viewerUserId: number,
  now: Date,
): CaptchaPhotos {
  const expiresOn = new Date(now.getTime() + PHOTO_LINK_VALID_MINUTES * MINUTE_MS);
  const exp = Math.floor(expiresOn.getTime() / 1000);
  const sig = photoLinkSignature(key, p.slug, viewerUserId, exp);
  const link = (index: number, storageKey: string | null) => {
    const url = photoUrl(p.slug, index, storageKey, 'original');
    return url && `${url}&exp=${exp}&sig=${sig}`;
  };
  const photo1 = link(0, p.photo1);
  const photo2 = link(1, p.photo2);
  return {
    photos: [photo1, photo2].filter((u): u is string => u !== null),
    photo_1: photo1,
    photo_2: photo2,
    expires_on: new Date(exp * 1000).toISOString(),
  };
}

/**
 * True when `exp` and `sig` of a photo request make a link to `slug` for account `viewerUserId`
 * (null: no session, never valid) that has not expired at `now`.
 */
export function photoLinkValid(
  key: Uint8Array,
  link: { slug: string; viewerUserId: number | null; exp: number | undefined; sig: string | undefined },
  now: Date,
): boolean {
  const { slug, viewerUserId, exp, sig } = link;
  if (viewerUserId === null || exp === undefined || sig === undefined) return false;
  if (exp * 1000 <= now.getTime()) return false;
  return sameHex(sig, photoLinkSignature(key, slug, viewerUserId, exp));
}
