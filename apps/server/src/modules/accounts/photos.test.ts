/**
 * Photo upload and serving (DESIGN.md D5): content checked by magic bytes, size and pixel limits,
 * re-encoded without EXIF (GPS included) in every stored variant, a blurred variant, private
 * serving (originals for the owner only), and the blurred card thumbnail.
 */
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import { blurKeyOf } from '../profiles/photos';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { auth, signUp, type Member } from '../../../test/accounts-helpers';
import { RELAXED_DISCOVERY_LIMITS } from '../../../test/discovery-helpers';

/** A multipart body with one file part `file` (or a plain empty field when `data` is null). */
function multipart(data: Buffer | null, filename = 'photo.jpg', type = 'image/jpeg') {
  const boundary = 'x-boundary-42';
  const head =
    data === null
      ? `--${boundary}\r\nContent-Disposition: form-data; name="file"\r\n\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    data ?? Buffer.alloc(0),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A JPEG carrying EXIF with a GPS position (IFD3) and an artist name. */
async function jpegWithGps(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2a7' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Tracker' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '12/1 58/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 35/1 0/1',
      },
    })
    .toBuffer();
}

/** True when raw EXIF holds the GPS IFD pointer (tag 0x8825) in either byte order. */
const hasGps = (exif: Buffer) =>
  exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));

/** A PNG header claiming `size` x `size` pixels with no image data (a decompression bomb's shape). */
function hugePngHeader(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.each(DATABASE_KINDS)('photos on %s', (kind) => {
  let t: TestApp;
  let owner: Member;
  let other: Member;
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0, env: RELAXED_DISCOVERY_LIMITS });
    owner = await signUp(t);
    other = await signUp(t, { gender: 'Male', full_name: 'Imran Qureshi' });
  });
  afterAll(() => t.close());

  const upload = (m: Member, index: number, body: ReturnType<typeof multipart>, profileId = m.profileId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/profiles/upload/${profileId}/${index}/`,
      payload: body.payload,
      headers: { ...body.headers, ...auth(m.token) },
    });
  const stored = async () => {
    const [p] = await t.database.db.select().from(profiles).where(eq(profiles.id, owner.profileId));
    return p!;
  };

  it('strips EXIF and GPS from every stored variant and makes a small blurred one', async () => {
    const input = await jpegWithGps(2400, 1800);
    const meta = await sharp(input).metadata();
    expect(meta.exif && hasGps(meta.exif)).toBe(true);

    const res = await upload(owner, 0, multipart(input));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ status: string; photo_1: string; photo_2: null; thumbnail: string }>();
    expect(body.photo_1).toMatch(
      new RegExp(`^/api/profiles/photo/${owner.slug}/0\\?variant=original&v=[0-9a-f]{32}$`),
    );
    expect(body).toMatchObject({ status: 'Done', photo_2: null, thumbnail: body.photo_1 });

    const key = (await stored()).photo1!;
    expect(key).toMatch(new RegExp(`^photos/${owner.profileId}/[0-9a-f]{32}\\.jpg$`));
    for (const [k, maxEdge] of [
      [key, 1600],
      [blurKeyOf(key), 320],
    ] as const) {
      const file = await t.storage.locate(k);
      expect(file).not.toBeNull();
      const m = await sharp(file!).metadata();
      expect(m.format).toBe('jpeg');
      expect(m.exif).toBeUndefined();
      expect(Math.max(m.width, m.height)).toBeLessThanOrEqual(maxEdge);
    }
    const original = await sharp((await t.storage.locate(key))!).metadata();
    expect([original.width, original.height]).toEqual([1600, 1200]);

    // What the server sends has no EXIF either.
    for (const variant of ['original', 'blur']) {
      const served = await t.app.inject({
        method: 'GET',
        url: `/api/profiles/photo/${owner.slug}/0?variant=${variant}`,
        headers: auth(owner.token),
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toMatch(/^private/);
      expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    }
  });

  it.each([
    [
      'an ELF executable renamed .jpg',
      Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(2000)]),
    ],
    ['a Windows executable renamed .jpg', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 0x90)])],
    ['a script', Buffer.from('#!/bin/sh\nrm -rf /\n')],
    ['an SVG image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a PDF', Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj<<>>endobj\n')],
    [
      'a truncated JPEG',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ],
  ])('refuses %s', async (_name, data) => {
    const res = await upload(owner, 1, multipart(data));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: ['Upload a valid image.'] });
    expect((await stored()).photo2).toBeNull();
  });

  it('refuses images with too many pixels and files over 8 MB', async () => {
    const bomb = await upload(owner, 1, multipart(hugePngHeader(20_000), 'bomb.png', 'image/png'));
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json()).toEqual({ file: ['The image has too many pixels.'] });
    const big = Buffer.concat([await jpegWithGps(), Buffer.alloc(8 * 1024 * 1024)]);
    const res = await upload(owner, 1, multipart(big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Request is too large.' });
    expect((await stored()).photo2).toBeNull();
  });

  it('accepts PNG, WebP and GIF, replaces the old files, and an empty value removes the photo', async () => {
    const png = await sharp({ create: { width: 50, height: 40, channels: 4, background: '#0000ff80' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#abc' } })
      .webp()
      .toBuffer();
    const gif = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#cba' } })
      .gif()
      .toBuffer();
    let previous: string | null = null;
    for (const [data, name] of [
      [png, 'a.png'],
      [webp, 'a.webp'],
      [gif, 'a.gif'],
    ] as const) {
      expect((await upload(owner, 1, multipart(data, name, 'application/octet-stream'))).statusCode).toBe(
        200,
      );
      const key = (await stored()).photo2!;
      expect(await t.storage.locate(key)).not.toBeNull();
      if (previous) {
        expect(await t.storage.locate(previous)).toBeNull();
        expect(await t.storage.locate(blurKeyOf(previous))).toBeNull();
      }
      previous = key;
    }
    const removed = await upload(owner, 1, multipart(null));
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ photo_2: null });
    expect((await stored()).photo2).toBeNull();
    expect(await t.storage.locate(previous!)).toBeNull();
    expect(await t.storage.locate(blurKeyOf(previous!))).toBeNull();
    const bad = await upload(owner, 2, multipart(null));
    expect(bad.statusCode).toBe(400);
  });

  it('serves originals to the owner only, blurred photos of visible profiles to others', async () => {
    const url = (variant: string) => `/api/profiles/photo/${owner.slug}/0?variant=${variant}`;
    // Pending profile: only its owner sees anything.
    expect(
      (await t.app.inject({ method: 'GET', url: url('blur'), headers: auth(other.token) })).statusCode,
    ).toBe(404);
    const byCookie = await t.app.inject({
      method: 'GET',
      url: url('original'),
      cookies: { session: owner.token },
    });
    expect(byCookie.statusCode).toBe(200);

    await t.database.db
      .update(profiles)
      .set({ approvalStatus: 'approved', isActive: true })
      .where(eq(profiles.id, owner.profileId));
    const blur = await t.app.inject({ method: 'GET', url: url('blur'), headers: auth(other.token) });
    expect(blur.statusCode).toBe(200);
    expect((await sharp(blur.rawPayload).metadata()).width).toBeLessThanOrEqual(320);
    const original = await t.app.inject({ method: 'GET', url: url('original'), headers: auth(other.token) });
    expect(original.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: url('original') })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/profiles/photo/${owner.slug}/1` })).statusCode,
    ).toBe(404);

    // Cards and the detail of other members show the blurred photo.
    const cards = await t.app.inject({ method: 'GET', url: '/api/profiles/new-profiles/' });
    const card = cards
      .json<{ results: { slug: string; thumbnail: string }[] }>()
      .results.find((c) => c.slug === owner.slug);
    expect(card?.thumbnail).toMatch(/variant=blur&v=[0-9a-f]{32}$/);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/profiles/detail-slug/${owner.slug}`,
      headers: auth(other.token),
    });
    expect(detail.json<{ photo_1: string }>().photo_1).toMatch(/variant=blur/);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/profiles/detail-slug/${owner.slug}`,
      headers: auth(owner.token),
    });
    expect(mine.json()).toMatchObject({
      photo_1: expect.stringMatching(/variant=original/),
      photo_1_blur: expect.stringMatching(/variant=blur/),
    });
  });
});
