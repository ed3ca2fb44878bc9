/**
 * Photo-reuse detection (issue 9): fake profiles reuse photos of other profiles, usually
 * re-encoded, resized or slightly cropped, so a byte hash would miss them; a perceptual hash does
 * not. Every stored original gets a 64-bit hash in `photo_hashes` when it is uploaded; a photo whose
 * hash is within PHOTO_REUSE_MAX_DISTANCE bits of a photo held by ANOTHER profile (in a slot or
 * waiting for approval) is flagged in the moderation queue.
 *
 * Library: `sharp-phash` 2.2 (MIT, no dependencies besides sharp as a peer, Node >= 10, one small file):
 * the classic DCT pHash computed on sharp's 32 x 32 greyscale pixels; sharp is already what
 * re-encodes every photo, so nothing new is decoded. `blockhash-core` needs the decoded pixels
 * from elsewhere and has had one release; `imghash` decodes with jpeg-js and @canvas/image
 * (slower, more code) and wants Node >= 20 only for that.
 *
 * Threshold, measured on ten different seeded test pictures (test-images.ts), each stored as the
 * server stores photos (processPhoto) and compared with the stored form of its edits:
 * - same picture re-encoded at JPEG quality 60: distances 0-1;
 * - resized to 50 %: 0-2;
 * - cropped by 5 % (2.5 % each side): 4-11;
 * - the ten different pictures against each other (45 pairs): 22-43 (median 32).
 * So reuse gives at most 11 and different pictures at least 22; the threshold is 16, in the middle.
 */
import { inArray, sql } from 'drizzle-orm';
import phash from 'sharp-phash';
import type { Db } from '../../db/client';
import { photoHashes, profiles } from '../../db/schema';

/** Largest Hamming distance (bits of 64) at which two photos count as the same picture. */
export const PHOTO_REUSE_MAX_DISTANCE = 16;

/** The 64-bit perceptual hash of image `bytes` as 16 hex digits. Throws for bytes sharp cannot read. */
export async function photoHash(bytes: Uint8Array): Promise<string> {
  const bits = await phash(Buffer.from(bytes));
  let hex = '';
  for (let i = 0; i < 64; i += 4) hex += parseInt(bits.slice(i, i + 4), 2).toString(16);
  return hex;
}

/** Hamming distance (0..64) between two hashes of `photoHash`. */
export function hashDistance(a: string, b: string): number {
  let n = 0;
  for (let i = 0; i < 16; i++) {
    let x = parseInt(a[i] ?? '0', 16) ^ parseInt(b[i] ?? '0', 16);
    while (x) {
      n += x & 1;
      x >>= 1;
    }
  }
  return n;
}

/**
 * Stores the hash of the original `bytes` stored under `key` for profile `profileId`. A photo that
 * cannot be hashed is only not checked for reuse: the upload itself stands, so errors are swallowed.
 */
export async function recordPhotoHash(
  db: Db,
  profileId: number,
  key: string,
  bytes: Uint8Array,
): Promise<void> {
  try {
    const hash = await photoHash(bytes);
    await db.insert(photoHashes).values({ profileId, storageKey: key, hash }).onConflictDoNothing();
  } catch {
    // Not hashed: the photo is kept, it just cannot be matched.
  }
}

/** Forgets the hashes of the originals stored under `keys` (their files were removed). */
export async function forgetPhotoHashes(db: Db, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(photoHashes).where(inArray(photoHashes.storageKey, keys));
}

/** A stored photo of another profile that looks like one of ours. */
export interface ReuseMatch {
  /** Our photo's storage key. */
  key: string;
  otherProfileId: number;
  otherKey: string;
  distance: number;
}

/**
 * Where a stored original `key` sits on profile `p`: its slot and whether it is a pending photo,
 * or null when no slot holds it any more.
 */
export function slotOfKey(
  p: Pick<typeof profiles.$inferSelect, 'photo1' | 'photo2' | 'photo1Pending' | 'photo2Pending'>,
  key: string,
): { slot: number; pending: boolean } | null {
  if (p.photo1 === key) return { slot: 0, pending: false };
  if (p.photo2 === key) return { slot: 1, pending: false };
  if (p.photo1Pending === key) return { slot: 0, pending: true };
  if (p.photo2Pending === key) return { slot: 1, pending: true };
  return null;
}

/** SQL: the photo row `h` is still held by its profile `o` (in a slot or pending). */
const heldBy = (h: string, o: string) =>
  sql.raw(
    `${h}.storage_key in (coalesce(${o}.photo_1, ''), coalesce(${o}.photo_2, ''), coalesce(${o}.photo_1_pending, ''), coalesce(${o}.photo_2_pending, ''))`,
  );

/**
 * SQL condition: profile `profiles.id` holds a photo within PHOTO_REUSE_MAX_DISTANCE of a photo
 * held by another profile (for the queue's `flagged=true` filter).
 */
export const flaggedProfileSql = sql`exists (
  select 1 from photo_hashes a
  join photo_hashes b on b.profile_id <> a.profile_id
    and bit_count(('x' || a.hash)::bit(64) # ('x' || b.hash)::bit(64)) <= ${PHOTO_REUSE_MAX_DISTANCE}
  join profiles o on o.id = b.profile_id and ${heldBy('b', 'o')}
  where a.profile_id = ${profiles.id} and ${heldBy('a', 'profiles')}
)`;

interface MatchRow {
  profile_id: number;
  key: string;
  other_profile_id: number;
  other_key: string;
  distance: number;
}

/**
 * The photos of OTHER profiles within PHOTO_REUSE_MAX_DISTANCE of the stored originals of the
 * profiles `profileIds` (only photos still held in a slot or waiting, on both sides), closest first.
 */
export async function reuseMatches(db: Db, profileIds: number[]): Promise<Map<number, ReuseMatch[]>> {
  const out = new Map<number, ReuseMatch[]>();
  if (profileIds.length === 0) return out;
  const ids = sql.join(
    profileIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select a.profile_id, a.storage_key as key, b.profile_id as other_profile_id,
      b.storage_key as other_key,
      bit_count(('x' || a.hash)::bit(64) # ('x' || b.hash)::bit(64))::int as distance
    from photo_hashes a
    join profiles p on p.id = a.profile_id and ${heldBy('a', 'p')}
    join photo_hashes b on b.profile_id <> a.profile_id
      and bit_count(('x' || a.hash)::bit(64) # ('x' || b.hash)::bit(64)) <= ${PHOTO_REUSE_MAX_DISTANCE}
    join profiles o on o.id = b.profile_id and ${heldBy('b', 'o')}
    where a.profile_id in (${ids})
    order by distance, b.id`);
  // Both drivers answer `{rows}`; the Db type leaves the result unknown (see signup.ts).
  const rows = (result as { rows: MatchRow[] }).rows;
  for (const r of rows) {
    const list = out.get(Number(r.profile_id)) ?? [];
    list.push({
      key: r.key,
      otherProfileId: Number(r.other_profile_id),
      otherKey: r.other_key,
      distance: Number(r.distance),
    });
    out.set(Number(r.profile_id), list);
  }
  return out;
}
