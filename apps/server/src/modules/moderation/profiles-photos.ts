/**
 * The stored original of a profile's photo, or of the photo waiting in a slot (DESIGN.md D5, D17),
 * for moderators only: `GET /api/admin/profiles/{id}/photos/{slot}/{current|pending}`. The route
 * asks the moderation policy first; members get originals only through their own ways (owner,
 * captcha link), never this one.
 */
import { eq } from 'drizzle-orm';
import { msg } from '@nikah/shared';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { detailError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { pendingColumn, slotColumn } from '../accounts/photos';

/**
 * The absolute path of the original in slot `slot` (0 or 1) of profile `id`, the current one or
 * the pending one. Errors: 404 `{detail: 'Not found.'}` for an unknown profile, an empty slot or a
 * missing file.
 */
export async function moderatorPhotoFile(
  deps: { db: Db; storage: Storage },
  id: number,
  slot: number,
  which: 'current' | 'pending',
): Promise<string> {
  const [row] = await deps.db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  const key = row ? row[which === 'pending' ? pendingColumn(slot) : slotColumn(slot)] : null;
  const file = key ? await deps.storage.locate(key) : null;
  if (!file) throw detailError(404, msg('notFound'));
  return file;
}
