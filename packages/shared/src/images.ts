/**
 * Responsive images (issue 11): the widths and formats the server makes of a stored raster image
 * (member photos, book covers) and the web app lists in `srcset`. One list for both, so the server
 * only ever encodes (and stores) these few sizes.
 */

/**
 * Widths in pixels, chosen from the CSS boxes at device pixel ratios 1 to 3: cards 96 and 72 px
 * wide (96/192/288), book covers 90 (96/192/288), profile photos 176 (192/384/576), the full-screen
 * photo on a 390 px phone (384/768/1200).
 */
export const IMAGE_WIDTHS = [96, 192, 288, 384, 576, 768, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Encodings offered, best first: AVIF, then WebP, then JPEG for every other browser. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The media type of each format. */
export const IMAGE_MIME: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/**
 * Same-origin image URLs that take `w` (one of IMAGE_WIDTHS) and `fmt` (one of IMAGE_FORMATS):
 * member photos `/api/profiles/photo/{slug}/{index}?...` and book covers `/api/media/books/{id}/cover`.
 */
const VARIANT_URL = /^\/api\/(profiles\/photo\/[^/?#]+\/\d+|media\/books\/\d+\/cover)(\?[^#]*)?$/;

/** True when `url` is an image the server can give at IMAGE_WIDTHS in IMAGE_FORMATS. */
export const hasImageVariants = (url: string): boolean => VARIANT_URL.test(url);

/**
 * `url` asking for width `width` (pixels) in `format`. The other query parameters (the photo's
 * version, a captcha link's `exp` and `sig`) are kept.
 */
export function imageVariantUrl(url: string, width: ImageWidth, format: ImageFormat): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}&fmt=${format}`;
}
