/**
 * An image in a box of known size (issue 11). Photos and book covers of our API come as a
 * `<picture>`: AVIF, then WebP, then JPEG, each at the widths of IMAGE_WIDTHS that the box needs at
 * device pixel ratios 1 to 3 (`srcset` + `sizes`), so a phone downloads a few kilobytes instead of
 * the 1600 px original; any other URL (a generated SVG avatar, an outside picture) is a plain
 * `<img>`. `src` stays the URL given, for browsers without `srcset` and for code that compares it.
 * Width and height are always set (no layout shift). Below the fold it loads lazily; `priority`
 * marks the page's largest image (LCP): loaded at once with `fetchpriority="high"`.
 */
import type { ImgHTMLAttributes } from 'react';
import {
  IMAGE_WIDTHS,
  hasImageVariants,
  imageVariantUrl,
  type ImageFormat,
  type ImageWidth,
} from '@nikah/shared';

/** The highest device pixel ratio served a sharper picture; above it the image is upscaled. */
const MAX_DPR = 3;

type ImgProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'fetchPriority' | 'decoding'
>;

export interface ResponsiveImageProps extends ImgProps {
  src: string;
  alt: string;
  /** Width and height of the box in CSS pixels (set on the `<img>`; CSS may change the size). */
  width: number;
  height: number;
  /** The box's width for the browser's choice, e.g. `100vw`; default `${width}px`. */
  sizes?: string;
  /** The largest image of the page: fetched at once, with high priority, never lazily. */
  priority?: boolean;
}

/**
 * The widths worth listing for a box `boxWidth` CSS pixels wide: every width of IMAGE_WIDTHS up to
 * the first that covers the box at MAX_DPR (all of them for a box of unknown width, `boxWidth` 0).
 */
export function widthsFor(boxWidth: number): ImageWidth[] {
  const need = boxWidth * MAX_DPR;
  const cover = IMAGE_WIDTHS.findIndex((w) => w >= need);
  return boxWidth > 0 && cover >= 0 ? IMAGE_WIDTHS.slice(0, cover + 1) : [...IMAGE_WIDTHS];
}

/** A `srcset` of `url` at `widths` in `format`. */
export function srcSetOf(url: string, widths: readonly ImageWidth[], format: ImageFormat): string {
  return widths.map((w) => `${imageVariantUrl(url, w, format)} ${w}w`).join(', ');
}

export function ResponsiveImage({
  src,
  width,
  height,
  sizes,
  priority = false,
  ...rest
}: ResponsiveImageProps) {
  const loading = priority
    ? ({ loading: 'eager', fetchPriority: 'high', decoding: 'async' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
  if (!hasImageVariants(src)) {
    return <img src={src} width={width} height={height} {...loading} {...rest} />;
  }
  const box = sizes ?? `${width}px`;
  // A fixed box lists only the widths it can use; a fluid one (`100vw`) lists them all.
  const widths = widthsFor(sizes ? 0 : width);
  return (
    // `display: contents` keeps the <img> the box's child for flex and grid layouts.
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={srcSetOf(src, widths, 'avif')} sizes={box} />
      <source type="image/webp" srcSet={srcSetOf(src, widths, 'webp')} sizes={box} />
      <img
        src={src}
        srcSet={srcSetOf(src, widths, 'jpeg')}
        sizes={box}
        width={width}
        height={height}
        {...loading}
        {...rest}
      />
    </picture>
  );
}
