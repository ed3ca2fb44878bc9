/**
 * Books in the moderation console (issue 9, SPEC.md section 3 Book): a cover image, checked by its
 * bytes and re-encoded like member photos (no metadata), and a PDF, checked by its magic bytes.
 * Files are written under a fresh key before the row changes and the old files are removed after
 * the transaction commits, so a failed write never leaves a row pointing at a missing file.
 */
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import {
  BOOK_COVER_MAX_BYTES,
  BOOK_PDF_MAX_BYTES,
  msg,
  type AdminBookItem,
  type BookForm,
  type ContentPageQuery,
} from '@nikah/shared';
import type { Db } from '../../db/client';
import { books } from '../../db/schema';
import { detailError, fieldError, HttpError } from '../../lib/errors';
import { processPhoto } from '../../lib/images';
import { removeImageVariants } from '../../lib/image-variants';
import type { Storage } from '../../lib/storage';
import { toBookItem } from '../content/service';
import { recordAudit } from './audit';
import { newestFirst, type Moderator } from './content-service';

type BookRow = typeof books.$inferSelect;

/** The files of a book upload; either may be absent on an update. */
export interface BookFiles {
  cover?: Buffer;
  pdf?: Buffer;
}

const MB = 1024 * 1024;

const toAdminItem = (row: BookRow): AdminBookItem => ({
  ...toBookItem(row),
  created_on: row.createdOn.toISOString(),
});

/** A page of books, newest first, `{count, results}`. */
export async function listAdminBooks(db: Db, page: ContentPageQuery) {
  const [total] = await db.select({ n: count() }).from(books);
  const rows = await db
    .select()
    .from(books)
    .orderBy(...newestFirst(books))
    .limit(page.page_size)
    .offset((page.page - 1) * page.page_size);
  return { count: total?.n ?? 0, results: rows.map(toAdminItem) };
}

/**
 * The cover re-encoded as JPEG without metadata. Throws 400 `{cover: [...]}`: 'The file is larger
 * than 8 MB.', 'Upload a valid image.' or 'The image has too many pixels.'.
 */
async function checkedCover(data: Buffer): Promise<Buffer> {
  if (data.length > BOOK_COVER_MAX_BYTES) {
    throw fieldError('cover', msg('fileTooLarge', { mb: BOOK_COVER_MAX_BYTES / MB }));
  }
  try {
    return (await processPhoto(data)).original;
  } catch (err) {
    const ref = err instanceof HttpError && 'fields' in err.keys ? err.keys.fields?.file?.[0] : undefined;
    throw fieldError('cover', ref ?? msg('invalidImage'));
  }
}

/** Throws 400 `{pdf: ['Upload a valid PDF file.']}` unless the bytes are a PDF (`%PDF` magic). */
async function checkPdf(data: Buffer): Promise<void> {
  if (data.length > BOOK_PDF_MAX_BYTES) {
    throw fieldError('pdf', msg('fileTooLarge', { mb: BOOK_PDF_MAX_BYTES / MB }));
  }
  const type = await fileTypeFromBuffer(data);
  if (type?.mime !== 'application/pdf') throw fieldError('pdf', msg('invalidPdf'));
}

/** Checks the files and stores them under fresh keys; returns the keys written. */
async function storeFiles(
  storage: Storage,
  files: BookFiles,
): Promise<{ coverKey?: string; pdfKey?: string }> {
  const cover = files.cover && (await checkedCover(files.cover));
  if (files.pdf) await checkPdf(files.pdf);
  const folder = `books/${randomBytes(8).toString('hex')}`;
  const keys: { coverKey?: string; pdfKey?: string } = {};
  if (cover) {
    keys.coverKey = `${folder}/cover.jpg`;
    await storage.put(keys.coverKey, cover);
  }
  if (files.pdf) {
    keys.pdfKey = `${folder}/book.pdf`;
    await storage.put(keys.pdfKey, files.pdf);
  }
  return keys;
}

async function removeKeys(storage: Storage, keys: (string | undefined)[]): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    await storage.remove(key);
    // The cover's resized copies (issue 11) go with it.
    await removeImageVariants(storage, key);
  }
}

/**
 * Adds a book with both files and its audit row ('book.create'). Errors: 400 `{cover|pdf: ['File
 * is required']}` for a missing file; the file checks above.
 */
export async function createBook(
  deps: { db: Db; storage: Storage },
  by: Moderator,
  form: BookForm,
  files: BookFiles,
): Promise<AdminBookItem> {
  if (!files.cover) throw fieldError('cover', msg('fileRequired'));
  if (!files.pdf) throw fieldError('pdf', msg('fileRequired'));
  const keys = await storeFiles(deps.storage, files);
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(books)
        .values({ ...form, coverKey: keys.coverKey ?? '', pdfKey: keys.pdfKey ?? '' })
        .returning();
      if (!row) throw new Error('Insert returned no row');
      const item = toAdminItem(row);
      await recordAudit(tx, {
        actorUserId: by.userId,
        action: 'book.create',
        targetType: 'book',
        targetId: row.id,
        before: null,
        after: { ...item, cover_key: row.coverKey, pdf_key: row.pdfKey },
      });
      return item;
    });
  } catch (err) {
    await removeKeys(deps.storage, [keys.coverKey, keys.pdfKey]);
    throw err;
  }
}

/**
 * Replaces book `id`'s fields and, when given, its cover or PDF; audit row 'book.update' with both
 * states (and the file keys). Old files are removed after the commit. Errors: 404; file checks.
 */
export async function updateBook(
  deps: { db: Db; storage: Storage },
  by: Moderator,
  id: number,
  form: BookForm,
  files: BookFiles,
): Promise<AdminBookItem> {
  const keys = await storeFiles(deps.storage, files);
  let old: BookRow | undefined;
  try {
    const item = await deps.db.transaction(async (tx) => {
      [old] = await tx.select().from(books).where(eq(books.id, id)).for('update');
      if (!old) throw detailError(404, msg('notFound'));
      const [row] = await tx
        .update(books)
        .set({ ...form, coverKey: keys.coverKey ?? old.coverKey, pdfKey: keys.pdfKey ?? old.pdfKey })
        .where(eq(books.id, id))
        .returning();
      if (!row) throw detailError(404, msg('notFound'));
      const after = toAdminItem(row);
      await recordAudit(tx, {
        actorUserId: by.userId,
        action: 'book.update',
        targetType: 'book',
        targetId: id,
        before: { ...toAdminItem(old), cover_key: old.coverKey, pdf_key: old.pdfKey },
        after: { ...after, cover_key: row.coverKey, pdf_key: row.pdfKey },
      });
      return after;
    });
    await removeKeys(deps.storage, [keys.coverKey && old?.coverKey, keys.pdfKey && old?.pdfKey]);
    return item;
  } catch (err) {
    await removeKeys(deps.storage, [keys.coverKey, keys.pdfKey]);
    throw err;
  }
}

/** Removes book `id` with its audit row ('book.delete'), then its files. Errors: 404. */
export async function deleteBook(
  deps: { db: Db; storage: Storage },
  by: Moderator,
  id: number,
): Promise<void> {
  const old = await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(books).where(eq(books.id, id)).returning();
    if (!row) throw detailError(404, msg('notFound'));
    await recordAudit(tx, {
      actorUserId: by.userId,
      action: 'book.delete',
      targetType: 'book',
      targetId: id,
      before: { ...toAdminItem(row), cover_key: row.coverKey, pdf_key: row.pdfKey },
      after: null,
    });
    return row;
  });
  await removeKeys(deps.storage, [old.coverKey, old.pdfKey]);
}
