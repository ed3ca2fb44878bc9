/**
 * Resized, re-encoded copies of stored raster images (issue 11): member photos (original and
 * blurred, DESIGN.md D5) and book covers, at the widths of IMAGE_WIDTHS in AVIF, WebP or JPEG.
 * A variant is made once, on its first request, and kept in storage beside its source
 * (`photos/7/<name>-w192.avif` for `photos/7/<name>.jpg`); later requests read the stored file.
 * This module never decides who may see an image: callers authorise the source key first, so a
 * variant is exactly as private as its source.
 */
import sharp from 'sharp';
import { z } from 'zod';
import { IMAGE_FORMATS, IMAGE_WIDTHS, msg, type ImageFormat, type ImageWidth } from '@nikah/shared';
import { fieldError } from './errors';
import type { Storage } from './storage';

/** What a request asks for: a width of IMAGE_WIDTHS in one of IMAGE_FORMATS. */
export interface VariantSpec {
  width: ImageWidth;
  format: ImageFormat;
}

/**
 * The query fields of a resized image, `w` (one of IMAGE_WIDTHS, else 400) and `fmt`; spread into a
 * route's querystring object and read with `variantSpec`. Only the listed widths are accepted, so
 * no one can fill the storage with sizes of their choosing.
 */
export const imageSizeFields = {
  w: z.coerce.number().pipe(z.literal(IMAGE_WIDTHS)).optional(),
  fmt: z.enum(IMAGE_FORMATS).optional(),
};

/**
 * The variant asked for by a query with `imageSizeFields`: both `w` and `fmt`, or neither (the
 * stored image itself, null). One without the other is a 400 `{w|fmt: [...]}` through `fieldError`.
 */
export function variantSpec(query: {
  w?: ImageWidth | undefined;
  fmt?: ImageFormat | undefined;
}): VariantSpec | null {
  if (query.w !== undefined && query.fmt !== undefined) return { width: query.w, format: query.fmt };
  if (query.w === undefined && query.fmt === undefined) return null;
  throw fieldError(query.w === undefined ? 'w' : 'fmt', msg('required'));
}

const EXTENSION: Record<ImageFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/**
 * Qualities tuned for photos seen on a phone: AVIF 50 and WebP 72 look like the JPEG 80 at about
 * half and two thirds of its bytes. AVIF effort 4 keeps the first encoding of a 1200 px photo
 * under a second on one slow core.
 */
const AVIF = { quality: 50, effort: 4 };
const WEBP = { quality: 72, effort: 4 };
const JPEG = { quality: 80, mozjpeg: true };

/** Storage key of the `spec` variant of the image stored under `sourceKey` (any extension). */
export function variantKey(sourceKey: string, spec: VariantSpec): string {
  const base = sourceKey.replace(/\.[a-z0-9]+$/i, '');
  return `${base}-w${spec.width}.${EXTENSION[spec.format]}`;
}

/**
 * Encodes `source` (a file path or bytes) at most `spec.width` pixels wide, never enlarged, in
 * `spec.format`, without metadata (sharp drops EXIF unless asked to keep it). Throws sharp's error
 * when the source cannot be decoded.
 */
export async function encodeVariant(source: string | Uint8Array, spec: VariantSpec): Promise<Buffer> {
  const resized = sharp(source, { failOn: 'error' }).resize({ width: spec.width, withoutEnlargement: true });
  if (spec.format === 'avif') return resized.avif(AVIF).toBuffer();
  if (spec.format === 'webp') return resized.webp(WEBP).toBuffer();
  return resized.jpeg(JPEG).toBuffer();
}

/** Variants being made now, by key: two requests for the same new variant encode it once. */
const inFlight = new Map<string, Promise<string | null>>();

/**
 * Absolute path of a local copy of the `spec` variant of `sourceKey`, made and stored first when
 * it does not exist yet; null when the source itself is missing. The caller must already have
 * checked that the requester may see `sourceKey`.
 */
export async function imageVariant(
  storage: Storage,
  sourceKey: string,
  spec: VariantSpec,
): Promise<string | null> {
  const key = variantKey(sourceKey, spec);
  const stored = await storage.locate(key);
  if (stored) return stored;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const making = (async () => {
    const source = await storage.locate(sourceKey);
    if (!source) return null;
    await storage.put(key, await encodeVariant(source, spec));
    return storage.locate(key);
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, making);
  return making;
}

/** Every variant key the image stored under `sourceKey` may have. */
export function allVariantKeys(sourceKey: string): string[] {
  return IMAGE_WIDTHS.flatMap((width) =>
    IMAGE_FORMATS.map((format) => variantKey(sourceKey, { width, format })),
  );
}

/**
 * Removes every stored variant of `sourceKey` (when the image is replaced or deleted, so a
 * replaced book cover is not served from an old variant). Missing files are ignored.
 */
export async function removeImageVariants(storage: Storage, sourceKey: string): Promise<void> {
  await Promise.all(allVariantKeys(sourceKey).map((key) => storage.remove(key).catch(() => undefined)));
}
