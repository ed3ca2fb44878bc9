/**
 * The clean-up of verification documents (DESIGN.md D12): a document's file is deleted from
 * storage VERIFICATION_DOC_RETENTION_DAYS after the moderator's decision; the row stays, with
 * file_deleted_on, so the decision remains on record. Documents In Process are never touched.
 * jobs.ts runs `purgeDecidedDocuments` on a schedule.
 */
import { and, eq, isNotNull, isNull, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationDocuments } from '../../db/schema';
import type { Storage } from '../../lib/storage';
import { DAY_MS } from '../../lib/time';

/** Largest number of documents one pass handles (the next pass takes the rest). */
const PURGE_BATCH = 500;

/**
 * One pass: deletes the stored files of documents decided at least `retentionDays` days before
 * `now` whose file is still there, and marks each row with file_deleted_on = `now`. A file that
 * is already gone counts as deleted. Returns how many documents were cleaned.
 */
export async function purgeDecidedDocuments(
  deps: { db: Db; storage: Storage; retentionDays: number },
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.retentionDays * DAY_MS);
  const due = await deps.db
    .select({ id: verificationDocuments.id, key: verificationDocuments.storageKey })
    .from(verificationDocuments)
    .where(
      and(
        ne(verificationDocuments.status, 'In Process'),
        isNotNull(verificationDocuments.decidedOn),
        lte(verificationDocuments.decidedOn, cutoff),
        isNull(verificationDocuments.fileDeletedOn),
      ),
    )
    .limit(PURGE_BATCH);
  for (const doc of due) {
    await deps.storage.remove(doc.key);
    await deps.db
      .update(verificationDocuments)
      .set({ fileDeletedOn: now })
      .where(eq(verificationDocuments.id, doc.id));
  }
  return due.length;
}
