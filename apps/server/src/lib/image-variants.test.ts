/**
 * Resized copies of stored images (issue 11): each format is what its bytes say (sharp's own
 * reading), at the width asked and never enlarged, without metadata; made once and then read from
 * storage; removed with their source.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_FORMATS, IMAGE_WIDTHS } from '@nikah/shared';
import {
  allVariantKeys,
  encodeVariant,
  imageVariant,
  removeImageVariants,
  variantKey,
} from './image-variants';
import { localStorage, type Storage } from './storage';

/** A 640 x 800 JPEG with EXIF, two colours so that the encoders have edges to work on. */
const picture = () =>
  sharp({ create: { width: 640, height: 800, channels: 3, background: '#c33' } })
    .composite([
      {
        input: { create: { width: 320, height: 400, channels: 3, background: '#33c' } },
        left: 100,
        top: 200,
      },
    ])
    .jpeg()
    .withExif({ IFD0: { Artist: 'Someone' } })
    .toBuffer();

/** sharp's name for the container of each format (AVIF is read as HEIF with AV1 inside). */
const SHARP_FORMAT = { avif: 'heif', webp: 'webp', jpeg: 'jpeg' } as const;

describe('image variants', () => {
  let dir: string;
  let storage: Storage;
  let puts: string[];
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nikah-variants-'));
    const disk = localStorage(dir);
    puts = [];
    storage = {
      ...disk,
      put: async (key, data) => {
        puts.push(key);
        await disk.put(key, data);
      },
    };
    await disk.put('photos/7/abc.jpg', await picture());
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('names a variant after its source, width and format', () => {
    expect(variantKey('photos/7/abc.jpg', { width: 192, format: 'avif' })).toBe('photos/7/abc-w192.avif');
    expect(variantKey('photos/7/abc-blur.jpg', { width: 96, format: 'jpeg' })).toBe(
      'photos/7/abc-blur-w96.jpg',
    );
    expect(variantKey('books/ff/cover.jpg', { width: 288, format: 'webp' })).toBe('books/ff/cover-w288.webp');
    const all = allVariantKeys('photos/7/abc.jpg');
    expect(new Set(all).size).toBe(IMAGE_WIDTHS.length * IMAGE_FORMATS.length);
  });

  it.each(IMAGE_FORMATS)(
    'encodes %s at the width asked, keeping the proportions, without metadata',
    async (format) => {
      const source = await picture();
      const out = await encodeVariant(source, { width: 192, format });
      const meta = await sharp(out).metadata();
      expect(meta.format).toBe(SHARP_FORMAT[format]);
      if (format === 'avif') expect(meta.compression).toBe('av1');
      expect([meta.width, meta.height]).toEqual([192, 240]);
      expect(meta.exif).toBeUndefined();
      // Smaller than the source JPEG it came from.
      expect(out.length).toBeLessThan(source.length);
    },
  );

  it('never enlarges a source narrower than the width asked', async () => {
    const out = await encodeVariant(await picture(), { width: 1200, format: 'webp' });
    expect((await sharp(out).metadata()).width).toBe(640);
  });

  it('makes a variant once, then serves the stored file; two requests at once encode it once', async () => {
    const spec = { width: 96, format: 'webp' } as const;
    const [a, b] = await Promise.all([
      imageVariant(storage, 'photos/7/abc.jpg', spec),
      imageVariant(storage, 'photos/7/abc.jpg', spec),
    ]);
    expect(a).toBe(path.join(dir, 'photos/7/abc-w96.webp'));
    expect(b).toBe(a);
    expect(puts.filter((k) => k === 'photos/7/abc-w96.webp')).toHaveLength(1);
    const mtime = fs.statSync(a!).mtimeMs;
    expect(await imageVariant(storage, 'photos/7/abc.jpg', spec)).toBe(a);
    expect(puts.filter((k) => k === 'photos/7/abc-w96.webp')).toHaveLength(1);
    expect(fs.statSync(a!).mtimeMs).toBe(mtime);
    expect((await sharp(a!).metadata()).width).toBe(96);
  });

  it('answers null for a missing source and stores nothing', async () => {
    const before = puts.length;
    expect(await imageVariant(storage, 'photos/7/missing.jpg', { width: 96, format: 'avif' })).toBeNull();
    expect(puts.length).toBe(before);
  });

  it('removes every variant of a source, and only those', async () => {
    await imageVariant(storage, 'photos/7/abc.jpg', { width: 192, format: 'jpeg' });
    await storage.put('photos/7/other-w192.jpg', 'x');
    await removeImageVariants(storage, 'photos/7/abc.jpg');
    expect(await storage.locate('photos/7/abc-w96.webp')).toBeNull();
    expect(await storage.locate('photos/7/abc-w192.jpg')).toBeNull();
    expect(await storage.locate('photos/7/abc.jpg')).not.toBeNull();
    expect(await storage.locate('photos/7/other-w192.jpg')).not.toBeNull();
  });
});
