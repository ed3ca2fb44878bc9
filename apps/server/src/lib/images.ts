/**
 * Member photos (DESIGN.md D5): the content is checked by its magic bytes (JPEG, PNG, WebP or GIF
 * only, whatever the file name says), decoded by sharp within a pixel limit, turned upright,
 * re-encoded as JPEG (which drops EXIF, GPS and every other metadata) and shrunk; a small, strongly
 * blurred variant is made for viewers who may not see the original.
 */
import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { PHOTO_MIME_TYPES, msg } from '@nikah/shared';
import { fieldError } from './errors';

/** Largest decoded image accepted, in pixels (40 megapixels). */
export const PHOTO_MAX_PIXELS = 40_000_000;
/** Longest edge of the stored original, in pixels. */
export const PHOTO_MAX_EDGE = 1600;
/** Longest edge of the blurred variant, and the blur's sigma. */
export const BLUR_EDGE = 320;
export const BLUR_SIGMA = 18;
const PHOTO_QUALITY = 82;
const BLUR_QUALITY = 60;

export interface ProcessedPhoto {
  /** Re-encoded JPEG without metadata, at most PHOTO_MAX_EDGE pixels on its longest edge. */
  original: Buffer;
  /** Blurred JPEG without metadata, at most BLUR_EDGE pixels on its longest edge. */
  blurred: Buffer;
}

/**
 * Checks and re-encodes an uploaded photo. Throws 400 `{file: ['Upload a valid image.']}` when the
 * bytes are not a JPEG, PNG, WebP or GIF image or cannot be decoded, and 400
 * `{file: ['The image has too many pixels.']}` past PHOTO_MAX_PIXELS. Animated images keep their
 * first frame; transparency is flattened on white.
 */
export async function processPhoto(input: Uint8Array): Promise<ProcessedPhoto> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !(PHOTO_MIME_TYPES as readonly string[]).includes(type.mime)) {
    throw fieldError('file', msg('invalidImage'));
  }
  try {
    const upright = sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .flatten({ background: '#ffffff' });
    const original = await upright
      .clone()
      .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: PHOTO_QUALITY, mozjpeg: true })
      .toBuffer();
    const blurred = await sharp(original)
      .resize({ width: BLUR_EDGE, height: BLUR_EDGE, fit: 'inside', withoutEnlargement: true })
      .blur(BLUR_SIGMA)
      .jpeg({ quality: BLUR_QUALITY })
      .toBuffer();
    return { original, blurred };
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    throw fieldError('file', /pixel limit/i.test(message) ? msg('imageTooLarge') : msg('invalidImage'));
  }
}
