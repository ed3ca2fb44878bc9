/**
 * Test helpers of the member actions (reports, verification documents): multipart bodies and
 * small images made on the fly.
 */
import sharp from 'sharp';

/** A file part: its field, bytes, name and declared type. */
export interface FilePart {
  field: string;
  data: Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body with text `fields` and optional `file`, and its header. */
export function multipartBody(fields: Record<string, string>, file?: FilePart) {
  const boundary = 'h3-boundary-7';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename ?? 'image.jpg'}"\r\n` +
          `Content-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small image of `format` (with EXIF for JPEG, so stripping can be checked). */
export function image(format: 'jpeg' | 'png' | 'gif' | 'webp' = 'jpeg'): Promise<Buffer> {
  const base = sharp({ create: { width: 64, height: 48, channels: 3, background: '#c62' } });
  if (format === 'jpeg') {
    return base
      .jpeg()
      .withExif({ IFD0: { Artist: 'Reporter Cam' } })
      .toBuffer();
  }
  if (format === 'png') return base.png().toBuffer();
  if (format === 'gif') return base.gif().toBuffer();
  return base.webp().toBuffer();
}

/** A minimal PDF file (what a member might rename to .jpg). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
