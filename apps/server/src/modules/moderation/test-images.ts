/**
 * Test pictures for the photo-reuse tests: each seed gives a different picture (a colour gradient
 * with random ellipses, rectangles and stripes drawn with a seeded PRNG), as a JPEG, plus the
 * edits a person reusing a photo makes (re-encode, resize, crop). Used by tests only.
 */
import sharp from 'sharp';
// The tests' one seeded PRNG (mulberry32), shared with the fuzz tests.
import { prng } from '../../fuzz/fuzz-values';

/** A 640 x 800 JPEG picture made from `seed`; different seeds give different pictures. */
export async function testPicture(seed: number): Promise<Buffer> {
  const r = prng(seed);
  const w = 640;
  const h = 800;
  const colour = () => `rgb(${Math.floor(r() * 256)},${Math.floor(r() * 256)},${Math.floor(r() * 256)})`;
  const shapes: string[] = [];
  for (let i = 0; i < 14; i++) {
    const kind = r();
    if (kind < 0.4) {
      shapes.push(
        `<ellipse cx="${r() * w}" cy="${r() * h}" rx="${30 + r() * 200}" ry="${30 + r() * 200}" fill="${colour()}"/>`,
      );
    } else if (kind < 0.8) {
      shapes.push(
        `<rect x="${r() * w}" y="${r() * h}" width="${40 + r() * 300}" height="${40 + r() * 300}" fill="${colour()}" transform="rotate(${r() * 90} ${w / 2} ${h / 2})"/>`,
      );
    } else {
      shapes.push(
        `<rect x="0" y="${r() * h}" width="${w}" height="${10 + r() * 60}" fill="${colour()}" opacity="0.7"/>`,
      );
    }
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="${r().toFixed(2)}" y2="1">` +
    `<stop offset="0" stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${shapes.join('')}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** `picture` re-encoded as JPEG at quality 60. */
export const reencoded = (picture: Buffer) => sharp(picture).jpeg({ quality: 60 }).toBuffer();

/** `picture` resized to half its width and height. */
export async function halfSize(picture: Buffer): Promise<Buffer> {
  const { width = 2, height = 2 } = await sharp(picture).metadata();
  return sharp(picture)
    .resize(Math.round(width / 2), Math.round(height / 2))
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** `picture` with `fraction` (e.g. 0.05) of its width and height cut away, half on each side. */
export async function cropped(picture: Buffer, fraction: number): Promise<Buffer> {
  const { width = 2, height = 2 } = await sharp(picture).metadata();
  const dx = Math.round((width * fraction) / 2);
  const dy = Math.round((height * fraction) / 2);
  return sharp(picture)
    .extract({ left: dx, top: dy, width: width - 2 * dx, height: height - 2 * dy })
    .jpeg({ quality: 85 })
    .toBuffer();
}
