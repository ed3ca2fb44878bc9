/**
 * Member photos (DESIGN.md D5): storing and removing them (a slot keeps the re-encoded original
 * and its blurred variant in private storage, `photos/<profileId>/<random>.jpg` and `-blur.jpg`;
 * the previous files of a slot are deleted once the new ones are recorded), and finding the file a
 * photo request may get under the access policy. photo-routes.ts only speaks HTTP. New photos of
 * an approved profile wait for a moderator (DESIGN.md D17, moderation/profiles-photos.ts).
 */
import { eq } from 'drizzle-orm';
import { msg, type PhotoUploadResponse } from '@nikah/shared';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { detailError } from '../../lib/errors';
import { processPhoto } from '../../lib/images';
import { imageVariant, removeImageVariants, type VariantSpec } from '../../lib/image-variants';
import type { Storage } from '../../lib/storage';
import { randomName } from '../../lib/tokens';
import { photoLinkValid } from '../captcha/photo-links';
import {
  authorizeNotBlockedBy,
  authorizeProfile,
  blockState,
  isOwner,
  maySeeOriginals,
  type Actor,
} from '../policy';
import { forgetPhotoHashes, recordPhotoHash } from '../moderation/photo-hash';
import { presentOwnerPhotos } from '../../presenters/profile-detail';
import { blurKeyOf, newPhotoKeys, type PhotoVariant } from '../profiles/photos';

/** Photo slot `index` (0 or 1) as its column. */
export const slotColumn = (index: number) => (index === 0 ? 'photo1' : 'photo2');

/** The column of the photo of slot `index` (0 or 1) waiting for approval (DESIGN.md D17). */
export const pendingColumn = (index: number) => (index === 0 ? 'photo1Pending' : 'photo2Pending');

/**
 * Removes the stored originals `keys` (nulls skipped) with their blurred variants, their resized
 * copies (lib/image-variants.ts) and perceptual hashes. Missing files are ignored.
 */
export async function removePhotoFiles(
  deps: { db: Db; storage: Storage },
  keys: (string | null | undefined)[],
): Promise<void> {
  const present = keys.filter((k): k is string => Boolean(k));
  for (const key of present) {
    await deps.storage.remove(key).catch(() => undefined);
    await deps.storage.remove(blurKeyOf(key)).catch(() => undefined);
    await removeImageVariants(deps.storage, key);
    await removeImageVariants(deps.storage, blurKeyOf(key));
  }
  await forgetPhotoHashes(deps.db, present);
}

/**
 * Replaces photo slot `index` of profile `profileId` with `upload` (checked and re-encoded by
 * `processPhoto`, which throws 400 for anything but a valid image), or empties the slot when
 * `upload` is null or empty. On an APPROVED profile a new photo waits for a moderator in the
 * slot's pending column and the slot keeps its photo meanwhile (DESIGN.md D17); otherwise it goes
 * into the slot at once. Every new original's perceptual hash is stored (photo-reuse detection).
 * Returns the new storage key of the original, or null.
 */
export async function replacePhoto(
  deps: { db: Db; storage: Storage },
  profileId: number,
  index: number,
  upload: Uint8Array | null,
): Promise<string | null> {
  const column = slotColumn(index);
  const waiting = pendingColumn(index);
  let key: string | null = null;
  if (upload && upload.length > 0) {
    const photo = await processPhoto(upload);
    const keys = newPhotoKeys(profileId, randomName());
    await deps.storage.put(keys.original, photo.original);
    await deps.storage.put(keys.blur, photo.blurred);
    key = keys.original;
    await recordPhotoHash(deps.db, profileId, key, photo.original);
  }
  const replaced = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ old: profiles[column], pending: profiles[waiting], status: profiles.approvalStatus })
      .from(profiles)
      .where(eq(profiles.id, profileId))
      .for('update');
    const updatedOn = new Date();
    if (key && row?.status === 'approved') {
      await tx
        .update(profiles)
        .set({ [waiting]: key, updatedOn })
        .where(eq(profiles.id, profileId));
      return [row.pending];
    }
    await tx
      .update(profiles)
      .set({ [column]: key, [waiting]: null, updatedOn })
      .where(eq(profiles.id, profileId));
    return [row?.old, row?.pending];
  });
  await removePhotoFiles(
    deps,
    replaced.filter((k) => k !== key),
  );
  return key;
}

/**
 * The photo URLs of profile `profileId` as its owner sees them (originals) after an upload, with
 * the card thumbnail. Errors: 404 `{detail: 'No Profile Found!'}` when the profile is gone.
 */
export async function ownPhotos(db: Db, profileId: number): Promise<PhotoUploadResponse> {
  const [p] = await db
    .select({
      slug: profiles.slug,
      gender: profiles.gender,
      avatarSeed: profiles.avatarSeed,
      photo1: profiles.photo1,
      photo2: profiles.photo2,
      photo1Pending: profiles.photo1Pending,
      photo2Pending: profiles.photo2Pending,
    })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  if (!p) throw detailError(404, msg('noProfile'));
  return { status: 'Done', ...presentOwnerPhotos(p) };
}

/**
 * A photo request: which slot and variant, the captcha link's `exp` and `sig` if any, and the
 * resized copy wanted (`size`, issue 11), if any: without it the stored JPEG itself.
 */
export interface PhotoRequest {
  slug: string;
  index: number;
  variant: PhotoVariant;
  exp?: number | undefined;
  sig?: string | undefined;
  size?: VariantSpec | undefined;
}

/**
 * The stored file (absolute path) `actor` asks for with `req`, and how long a browser may keep it.
 * The access policy decides: the owner gets any variant, the photo waiting for approval included
 * (`pending`); anyone else the blurred one of a visible profile, and the original only with a link
 * signed for them after the captcha (D5).
 * A resized copy (`req.size`) is made from the file so chosen, after the same checks, so it never
 * shows more than that file would.
 * Errors: 404 `{detail: 'Not found.'}` for an unknown or hidden profile, one whose owner blocked
 * the actor, an empty slot or a missing file; 403 `{detail}` for an original without a valid link.
 */
export async function photoFile(
  deps: { db: Db; storage: Storage; key: Uint8Array; now: Date },
  actor: Actor,
  req: PhotoRequest,
): Promise<{ file: string; cacheControl: string }> {
  const [row] = await deps.db.select().from(profiles).where(eq(profiles.slug, req.slug)).limit(1);
  const p = authorizeProfile(actor, row, msg('notFound'));
  authorizeNotBlockedBy(await blockState(deps.db, actor?.profileId ?? null, p.id), msg('notFound'));
  // A photo waiting for a moderator is its owner's alone: anyone else learns nothing of it.
  if (req.variant === 'pending' && !isOwner(actor, p)) throw detailError(404, msg('notFound'));
  const key = p[req.variant === 'pending' ? pendingColumn(req.index) : slotColumn(req.index)];
  if (!key) throw detailError(404, msg('notFound'));
  if (req.variant === 'original') {
    const link = { slug: p.slug, viewerUserId: actor?.userId ?? null, exp: req.exp, sig: req.sig };
    if (!maySeeOriginals(actor, p, () => photoLinkValid(deps.key, link, deps.now))) {
      throw detailError(403, msg('forbidden'));
    }
  }
  const source = req.variant === 'blur' ? blurKeyOf(key) : key;
  const file = req.size
    ? await imageVariant(deps.storage, source, req.size)
    : await deps.storage.locate(source);
  if (!file) throw detailError(404, msg('notFound'));
  return {
    file,
    cacheControl: req.variant === 'blur' ? 'private, max-age=86400' : 'private, no-cache',
  };
}
