/**
 * Reading the multipart forms of the report and verification-document routes: named text fields
 * and one file, within limits of their own (text fields up to MULTIPART_FIELD_BYTES, enough for
 * REASON_TEXT_MAX characters in any script); `parseFields` (lib/form-fields.ts) turns the shared
 * schema's issues into the contract's 400 `{field: [messages]}`.
 */
import type { FastifyRequest } from 'fastify';
import { msg, REASON_TEXT_MAX } from '@nikah/shared';
import { HttpError } from '../../lib/errors';

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
  const out: MultipartForm = { fields: {}, file: null };
  if (!req.isMultipart()) return out;
  const parts = req.parts({
    limits: { fieldSize: MULTIPART_FIELD_BYTES, fields: fieldNames.length + 2, files: 1 },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname === fileField && out.file === null) {
        const data = await part.toBuffer();
        out.file = data.length > 0 ? data : null;
      } else {
        part.file.resume();
      }
      continue;
    }
    if (!fieldNames.includes(part.fieldname) || part.fieldname in out.fields) continue;
    if (part.valueTruncated) {
      throw new HttpError(400, { [part.fieldname]: [msg('maxChars', { n: REASON_TEXT_MAX })] });
    }
    out.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
  }
  return out;
}
