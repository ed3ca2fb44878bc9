/**
 * The multipart forms of the report and verification-document routes: named text fields and one
 * file, read by lib/multipart.ts within limits of their own (text fields up to
 * MULTIPART_FIELD_BYTES, enough for REASON_TEXT_MAX characters in any script); `parseFields`
 * (lib/form-fields.ts) turns the shared schema's issues into the contract's 400 `{field: [messages]}`.
 */
import type { FastifyRequest } from 'fastify';
import { msg, REASON_TEXT_MAX } from '@nikah/shared';
import { readMultipartForm } from '../../lib/multipart';

/** Largest text field, in bytes: REASON_TEXT_MAX characters of up to 4 UTF-8 bytes each. */
export const MULTIPART_FIELD_BYTES = REASON_TEXT_MAX * 4;

/** The text fields asked for (others are ignored) and the bytes of the file field, or null. */
export interface MultipartForm {
  fields: Record<string, string>;
  file: Buffer | null;
}

/**
 * Reads `req` as multipart/form-data: the first value of each field in `fieldNames` and the bytes
 * of the file part `fileField` (an empty file counts as none). A request that is not multipart
 * gives no fields and no file. Throws 400 `{field: ['Max 2000 characters required.']}` for a
 * text field past MULTIPART_FIELD_BYTES; the parser's own errors (a file past the upload limit:
 * 413, a broken body: 400) go to the error handler.
 */
export async function readMultipart(
  req: FastifyRequest,
  fileField: string,
  fieldNames: readonly string[],
): Promise<MultipartForm> {
  const form = await readMultipartForm(req, {
    files: [fileField],
    fields: fieldNames,
    limits: { fieldBytes: MULTIPART_FIELD_BYTES, fields: fieldNames.length + 2, files: 1 },
    tooLong: msg('maxChars', { n: REASON_TEXT_MAX }),
  });
  return { fields: form.fields, file: form.files[fileField] ?? null };
}
