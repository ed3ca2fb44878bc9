/**
 * ResponsiveImage (issue 11), rendered to HTML: API photos and covers get AVIF, WebP and JPEG
 * `srcset`s at the widths their box needs (up to 3x), the given `src`, width and height, lazy
 * loading, and `fetchpriority="high"` for the page's largest image; other pictures stay plain.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@nikah/shared';
import { ResponsiveImage, widthsFor } from './ResponsiveImage';

const PHOTO = '/api/profiles/photo/amina-nk12/0?variant=blur&v=0123456789abcdef0123456789abcdef';

/** The attributes of every element named `tag` in `html`, in order. */
function elements(html: string, tag: string): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  for (const m of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))) {
    const attrs: Record<string, string> = {};
    for (const a of m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)) {
      attrs[a[1]!.toLowerCase()] = a[2]!.replace(/&amp;/g, '&');
    }
    out.push(attrs);
  }
  return out;
}

/** The widths a `srcset` lists, each checked to carry `fmt`. */
function widthsIn(srcset: string, fmt: string): number[] {
  return srcset.split(', ').map((candidate) => {
    const [url, w] = candidate.split(' ');
    expect(url).toContain(`${PHOTO}&w=`);
    expect(url).toContain(`&fmt=${fmt}`);
    expect(url).toContain(`w=${parseInt(w!, 10)}&`);
    return parseInt(w!, 10);
  });
}

describe('widthsFor', () => {
  it('lists the widths up to the first covering the box at 3x', () => {
    expect(widthsFor(96)).toEqual([96, 192, 288]);
    expect(widthsFor(90)).toEqual([96, 192, 288]);
    expect(widthsFor(176)).toEqual([96, 192, 288, 384, 576]);
    expect(widthsFor(0)).toEqual([...IMAGE_WIDTHS]);
    expect(widthsFor(5000)).toEqual([...IMAGE_WIDTHS]);
  });
});

describe('ResponsiveImage', () => {
  it('gives a photo AVIF, then WebP, then JPEG at the widths of its box, lazily, with its size', () => {
    const html = renderToStaticMarkup(<ResponsiveImage src={PHOTO} alt="Amina" width={96} height={120} />);
    const sources = elements(html, 'source');
    expect(sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect(widthsIn(sources[0]!.srcset!, 'avif')).toEqual([96, 192, 288]);
    expect(widthsIn(sources[1]!.srcset!, 'webp')).toEqual([96, 192, 288]);
    const [img] = elements(html, 'img');
    expect(img).toMatchObject({ src: PHOTO, width: '96', height: '120', loading: 'lazy', decoding: 'async' });
    expect(widthsIn(img!.srcset!, 'jpeg')).toEqual([96, 192, 288]);
    expect(img!.sizes).toBe('96px');
    expect(img!.fetchpriority).toBeUndefined();
    expect(html.indexOf('<picture')).toBeLessThan(html.indexOf('<source'));
  });

  it('loads the largest image at once with high priority', () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage src={PHOTO} alt="" width={176} height={220} priority />,
    );
    const [img] = elements(html, 'img');
    expect(img).toMatchObject({ loading: 'eager', fetchpriority: 'high' });
    expect(widthsIn(elements(html, 'source')[0]!.srcset!, 'avif')).toEqual([96, 192, 288, 384, 576]);
  });

  it('lists every width for a fluid box', () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage src={PHOTO} alt="" width={1200} height={1500} sizes="100vw" />,
    );
    const [img] = elements(html, 'img');
    expect(img!.sizes).toBe('100vw');
    expect(widthsIn(img!.srcset!, 'jpeg')).toEqual([...IMAGE_WIDTHS]);
  });

  it('keeps a generated SVG avatar a plain image, with its size', () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage src="/api/media/avatar/ab12?g=Female" alt="" width={96} height={120} />,
    );
    expect(html).not.toContain('<picture');
    expect(html).not.toContain('srcset');
    expect(elements(html, 'img')[0]).toMatchObject({
      src: '/api/media/avatar/ab12?g=Female',
      width: '96',
      height: '120',
    });
  });
});
