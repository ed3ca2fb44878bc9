/**
 * Reading a multipart/form-data request (the photo, document, report and book uploads): named text
 * fields and named files, the rest read past and dropped. The files' types are checked afterwards,
 * by their bytes, where they are stored (photos.ts, documents.ts, content-books.ts); `parseFields`
 * (lib/form-fields.ts) turns the fields into the form's 400.
 */
import type { FastifyRequest } from 'fastify';
import type { MessageRef } from '@nikah/shared';
import { HttpError } from './errors';

/**
 * Limits of one request, on top of the app's (app.ts: 8 MB files, one file, four fields, five
 * parts, 1 KiB fields). Past `fileBytes`, `files`, `fields` or `parts` the parser's error answers
 * (413); a text field past `fieldBytes` is cut (see `tooLong`).
 */
export interface MultipartLimits {
  /** Largest file, in bytes. */
  fileBytes?: number;
  /** Largest text field value, in bytes. */
  fieldBytes?: number;
  files?: number;
  fields?: number;
  parts?: number;
}

export interface MultipartSpec {
  /** The file fields kept: the first non-empty file of each name. */
  files: readonly string[];
  /** The text fields kept: the first value of each name. */
  fields: readonly string[];
  limits?: MultipartLimits;
  /**
   * The message of a text field cut at `fieldBytes`: 400 `{<field>: [message]}`. Without it the cut
   * value is kept (and the form's schema refuses it by its length).
   */
  tooLong?: MessageRef;
}

/** The kept text fields and the bytes of the kept files (an empty file counts as none). */
export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

/**
 * Reads `req` by `spec`. A request that is not multipart gives no fields and no files. Throws 400
 * `{<field>: [spec.tooLong]}` for a text field past `fieldBytes` when `tooLong` is given; the
 * parser's own errors (a file or a count past its limit: 413, a broken body: 400) go to the error
 * handler.
 */
export async function readMultipartForm(req: FastifyRequest, spec: MultipartSpec): Promise<MultipartForm> {
  const out: MultipartForm = { fields: {}, files: {} };
  if (!req.isMultipart()) return out;
  const { fileBytes, fieldBytes, ...counts } = spec.limits ?? {};
  const limits = { fileSize: fileBytes, fieldSize: fieldBytes, ...counts };
  // Unset limits are left out, so the app's stay.
  const set = Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined));
  for await (const part of req.parts({ limits: set })) {
    if (part.type === 'file') {
      if (spec.files.includes(part.fieldname) && !(part.fieldname in out.files)) {
        const data = await part.toBuffer();
        if (data.length > 0) out.files[part.fieldname] = data;
      } else {
        part.file.resume();
      }
      continue;
    }
    if (!spec.fields.includes(part.fieldname) || part.fieldname in out.fields) continue;
    if (part.valueTruncated && spec.tooLong) throw new HttpError(400, { [part.fieldname]: [spec.tooLong] });
    out.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
  }
  return out;
}
