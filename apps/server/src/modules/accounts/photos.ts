/**
 * Storing and removing member photos (DESIGN.md D5): a slot keeps the re-encoded original and its
 * blurred variant in private storage (`photos/<profileId>/<random>.jpg` and `-blur.jpg`); the
 * previous files of a slot are deleted once the new ones are recorded.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { processPhoto } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import { randomName } from '../../lib/tokens';
import { blurKeyOf, newPhotoKeys } from '../profiles/photos';

/** Photo slot `index` (0 or 1) as its column. */
export const slotColumn = (index: number) => (index === 0 ? 'photo1' : 'photo2');

/**
 * Replaces photo slot `index` of profile `profileId` with `upload` (checked and re-encoded by
 * `processPhoto`, which throws 400 for anything but a valid image), or empties the slot when
 * `upload` is null or empty. Returns the new storage key of the original, or null.
 */
export async function replacePhoto(
  deps: { db: Db; storage: Storage },
  profileId: number,
  index: number,
  upload: Uint8Array | null,
): Promise<string | null> {
  const column = slotColumn(index);
  let key: string | null = null;
  if (upload && upload.length > 0) {
    const photo = await processPhoto(upload);
    const keys = newPhotoKeys(profileId, randomName());
    await deps.storage.put(keys.original, photo.original);
    await deps.storage.put(keys.blur, photo.blurred);
    key = keys.original;
  }
  const previous = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ old: profiles[column] })
      .from(profiles)
      .where(eq(profiles.id, profileId))
      .for('update');
    await tx
      .update(profiles)
      .set({ [column]: key, updatedOn: new Date() })
      .where(eq(profiles.id, profileId));
    return row?.old ?? null;
  });
  if (previous && previous !== key) {
    await deps.storage.remove(previous).catch(() => undefined);
    await deps.storage.remove(blurKeyOf(previous)).catch(() => undefined);
  }
  return key;
}
