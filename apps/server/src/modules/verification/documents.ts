/**
 * Verification documents (SPEC.md sections 4 and 5, DESIGN.md D12): a PNG, GIF or JPEG image
 * (checked by its content, whatever its name says), decoded and re-encoded in its own format
 * without metadata, kept privately under `documents/<profileId>/<random>.<ext>` with a row in
 * verification_documents; the profile's verification_status becomes 'In Process'. Never served
 * to members; moderators read the row and the file.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import {
  VERIFICATION_DOC_MIME_TYPES,
  mayUploadVerification,
  messageText,
  msg,
  type VerificationUploadResponse,
} from '@nikah/shared';
import type { Db } from '../../db/client';
import { profiles, verificationDocuments } from '../../db/schema';
import { detailError, fieldError } from '../../lib/errors';
import { PHOTO_MAX_PIXELS } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import { randomName } from '../../lib/tokens';

/** The multipart field of the document (SPEC.md section 3). */
export const DOCUMENT_FIELD = 'verification_docs';
/** Longest edge of a stored document, in pixels (large enough to read an identity card). */
export const DOCUMENT_MAX_EDGE = 2400;

type DocumentMime = (typeof VERIFICATION_DOC_MIME_TYPES)[number];

/** A document ready to store: re-encoded bytes, its type and file extension. */
interface CleanDocument {
  data: Buffer;
  mime: DocumentMime;
  ext: string;
}

/**
 * Checks and re-encodes a document. Throws 400 `{verification_docs: ['Upload the document as a
 * PNG, GIF or JPEG image.']}` for other content (a PDF, text, WebP...) or an undecodable image.
 * A GIF keeps its first frame and is stored as PNG.
 */
export async function cleanDocument(input: Uint8Array): Promise<CleanDocument> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !(VERIFICATION_DOC_MIME_TYPES as readonly string[]).includes(type.mime)) {
    throw fieldError(DOCUMENT_FIELD, msg('documentType'));
  }
  try {
    const image = sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize({
        width: DOCUMENT_MAX_EDGE,
        height: DOCUMENT_MAX_EDGE,
        fit: 'inside',
        withoutEnlargement: true,
      });
    if (type.mime === 'image/jpeg') {
      return { data: await image.jpeg({ quality: 88 }).toBuffer(), mime: 'image/jpeg', ext: 'jpg' };
    }
    return { data: await image.png().toBuffer(), mime: 'image/png', ext: 'png' };
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    throw fieldError(
      DOCUMENT_FIELD,
      /pixel limit/i.test(message) ? msg('imageTooLarge') : msg('documentType'),
    );
  }
}

/** The refusal for a profile whose status does not allow a new document (409). */
function lockedError(status: string) {
  return detailError(409, status === 'Verified' ? msg('alreadyVerified') : msg('verificationPending'));
}

/**
 * Stores `upload` as profile `profileId`'s verification document and sets its status 'In
 * Process' (remarks of an earlier rejection cleared). Errors: 400 `{verification_docs: ['File is
 * required']}` without a file, 400 for a file that is not a PNG, GIF or JPEG image, 409 while a
 * document is In Process or the profile is Verified, 404 when the profile is gone.
 */
export async function uploadDocument(
  deps: { db: Db; storage: Storage },
  profileId: number,
  upload: Buffer | null,
): Promise<VerificationUploadResponse> {
  const { db, storage } = deps;
  const statusOf = async () =>
    (
      await db
        .select({ status: profiles.verificationStatus })
        .from(profiles)
        .where(eq(profiles.id, profileId))
    )[0]?.status;
  const before = await statusOf();
  if (before === undefined) throw detailError(404, msg('noProfile'));
  if (!mayUploadVerification(before)) throw lockedError(before);
  if (!upload) throw fieldError(DOCUMENT_FIELD, msg('fileRequired'));
  const doc = await cleanDocument(upload);
  const key = `documents/${profileId}/${randomName()}.${doc.ext}`;
  await storage.put(key, doc.data);
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ status: profiles.verificationStatus })
        .from(profiles)
        .where(eq(profiles.id, profileId))
        .for('update');
      if (!row) throw detailError(404, msg('noProfile'));
      if (!mayUploadVerification(row.status)) throw lockedError(row.status);
      await tx.insert(verificationDocuments).values({ profileId, storageKey: key, mimeType: doc.mime });
      await tx
        .update(profiles)
        .set({ verificationStatus: 'In Process', verificationRemarks: null, updatedOn: new Date() })
        .where(eq(profiles.id, profileId));
    });
  } catch (err) {
    await storage.remove(key).catch(() => undefined);
    throw err;
  }
  return { status: 'Done', message: messageText(msg('updated')), verification_status: 'In Process' };
}
