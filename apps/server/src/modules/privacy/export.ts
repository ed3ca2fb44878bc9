/**
 * "Download my data" (DESIGN.md D22, issue 31): `startExport` records a request and queues the
 * `data-export` job, `makeExport` (the job) writes the ZIP of ./export-contents.ts to storage
 * (`exports/<id>.zip`, disk or S3), and `exportDownload` serves it to its owner until
 * EXPORT_LINK_HOURS after it was made; `removeExpiredExports` (the privacy pass) deletes old ZIPs.
 * At most EXPORTS_PER_DAY requests per member per 24 hours.
 */
import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import { and, count, eq, gt, isNotNull, lte } from 'drizzle-orm';
import yazl from 'yazl';
import { EXPORTS_PER_DAY, msg } from '@nikah/shared';
import type { Db } from '../../db/client';
import { dataExports } from '../../db/schema';
import { detailError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { DAY_MS, HOUR_MS } from '../../lib/time';
import { exportEntries } from './export-contents';

/** Queue name of the job that makes one export. */
export const DATA_EXPORT_JOB = 'data-export';

/** Storage key of export `id`'s ZIP. */
const zipKey = (id: string) => `exports/${id}.zip`;

/**
 * Records an export request of account `userId` at `now` and returns its id (128 random bits,
 * hex); the caller queues DATA_EXPORT_JOB with it. 429 `tooManyRequests` past EXPORTS_PER_DAY
 * requests in the 24 hours before `now`.
 */
export async function startExport(db: Db, userId: number, now: Date): Promise<string> {
  const since = new Date(now.getTime() - DAY_MS);
  const [recent] = await db
    .select({ n: count() })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), gt(dataExports.createdOn, since)));
  if ((recent?.n ?? 0) >= EXPORTS_PER_DAY) throw detailError(429, msg('tooManyRequests'));
  const id = randomBytes(16).toString('hex');
  await db.insert(dataExports).values({ id, userId, createdOn: now });
  return id;
}

/** The ZIP of `entries`' files, in memory (a member's data is at most some tens of megabytes). */
async function zipOf(storage: Storage, entries: Awaited<ReturnType<typeof exportEntries>>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    if ('json' in entry) {
      zip.addBuffer(Buffer.from(`${JSON.stringify(entry.json, null, 2)}\n`), entry.name);
    } else {
      // A file already removed (a document past its retention) is simply not in the export.
      const file = await storage.locate(entry.storageKey);
      if (file) zip.addBuffer(await fsp.readFile(file), entry.name);
    }
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The job: makes the ZIP of pending export `id` and marks it ready at `now`, downloadable for
 * `linkHours`. An export that is no longer pending (made by another process, or erased) is left
 * as it is. A failure marks it 'failed' and rethrows (the queue logs it).
 */
export async function makeExport(
  deps: { db: Db; storage: Storage; linkHours: number },
  id: string,
  now: Date,
): Promise<void> {
  const [row] = await deps.db.select().from(dataExports).where(eq(dataExports.id, id));
  if (row?.status !== 'pending') return;
  try {
    const data = await zipOf(deps.storage, await exportEntries(deps.db, row.userId));
    await deps.storage.put(zipKey(id), data);
    await deps.db
      .update(dataExports)
      .set({
        status: 'ready',
        storageKey: zipKey(id),
        readyOn: now,
        expiresOn: new Date(now.getTime() + deps.linkHours * HOUR_MS),
      })
      .where(eq(dataExports.id, id));
  } catch (err) {
    await deps.db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, id));
    throw err;
  }
}

/**
 * Export `id` for account `userId` at `now`: `{status}` while pending or failed, or the ZIP's
 * local path when ready. 404 `notFound` for an unknown id, another member's export (whose
 * existence is not told) or one past its link time.
 */
export async function exportDownload(
  deps: { db: Db; storage: Storage },
  userId: number,
  id: string,
  now: Date,
): Promise<{ status: 'pending' | 'failed' } | { file: string }> {
  const [row] = await deps.db.select().from(dataExports).where(eq(dataExports.id, id));
  if (!row || row.userId !== userId) throw detailError(404, msg('notFound'));
  if (row.status === 'pending' || row.status === 'failed') return { status: row.status };
  if (!row.storageKey || !row.expiresOn || row.expiresOn <= now) throw detailError(404, msg('notFound'));
  const file = await deps.storage.locate(row.storageKey);
  if (!file) throw detailError(404, msg('notFound'));
  return { file };
}

/** Deletes the ZIPs whose link time ended by `now` (the row stays for the daily count); returns how many. */
export async function removeExpiredExports(deps: { db: Db; storage: Storage }, now: Date): Promise<number> {
  const old = await deps.db
    .select({ id: dataExports.id, key: dataExports.storageKey })
    .from(dataExports)
    .where(and(isNotNull(dataExports.storageKey), lte(dataExports.expiresOn, now)));
  for (const e of old) {
    await deps.storage.remove(e.key!);
    await deps.db
      .update(dataExports)
      .set({ storageKey: null, status: 'expired' })
      .where(eq(dataExports.id, e.id));
  }
  return old.length;
}
