/**
 * Resized photos (issue 11, DESIGN.md D5): `?w=&fmt=` on the photo route gives the photo in that
 * format and width, under exactly the rules of the stored photo: for every viewer (owner, member,
 * visitor, blocked member) and both variants the status is the one the plain URL gets, and a
 * blurred request is the blurred photo resized, never the original. Variants are stored once and
 * removed with their photo.
 */
import fs from 'node:fs';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MIME, type ImageFormat, type ImageWidth } from '@nikah/shared';
import { profiles } from '../../db/schema';
import { encodeVariant, variantKey } from '../../lib/image-variants';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { auth, send, signUp, type Member } from '../../../test/accounts-helpers';
import { RELAXED_DISCOVERY_LIMITS, codeOf, makeVisible } from '../../../test/discovery-helpers';
import { signedPhotoLinks } from '../captcha/photo-links';
import { testPicture } from '../moderation/test-images';
import { blurKeyOf } from '../profiles/photos';
import { replacePhoto } from './photos';

describe.each(DATABASE_KINDS)('resized photos on %s', (kind) => {
  let t: TestApp;
  let bride: Member;
  let groom: Member;
  let other: Member;
  let key: string;

  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0, env: RELAXED_DISCOVERY_LIMITS });
    bride = await signUp(t);
    groom = await signUp(t, { gender: 'Male', full_name: 'Imran Qureshi' });
    other = await signUp(t, { gender: 'Male', full_name: 'Faisal Ansari' });
    key = (await replacePhoto(
      { db: t.database.db, storage: t.storage },
      bride.profileId,
      0,
      await testPicture(3),
    ))!;
    for (const m of [bride, groom, other]) await makeVisible(t, m);
    const blocked = await send(
      t,
      'POST',
      `/api/profiles/block/${await codeOf(t, groom)}/`,
      undefined,
      auth(bride.token),
    );
    expect(blocked.statusCode, blocked.body).toBe(201);
  });
  afterAll(() => t.close());

  const photo = (query: string, m?: Member) =>
    t.app.inject({
      method: 'GET',
      url: `/api/profiles/photo/${encodeURIComponent(bride.slug)}/0?${query}`,
      ...(m ? { headers: auth(m.token) } : {}),
    });

  it.each([
    [96, 'avif'],
    [192, 'webp'],
    [384, 'jpeg'],
  ] as [ImageWidth, ImageFormat][])('gives the owner the original at %i px in %s', async (width, format) => {
    const res = await photo(`variant=original&w=${width}&fmt=${format}`, bride);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(IMAGE_MIME[format]);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe(format === 'avif' ? 'heif' : format);
    // The stored original is 640 x 800: resized to the width, same proportions.
    expect([meta.width, meta.height]).toEqual([width, width * 1.25]);
    expect(meta.exif).toBeUndefined();
  });

  it('gives every viewer, for a variant, exactly the status the stored photo gets', async () => {
    const viewers: [string, Member | undefined][] = [
      ['owner', bride],
      ['member', other],
      ['visitor', undefined],
      ['blocked member', groom],
    ];
    for (const [who, m] of viewers) {
      for (const variant of ['blur', 'original']) {
        const plain = await photo(`variant=${variant}`, m);
        const sized = await photo(`variant=${variant}&w=192&fmt=webp`, m);
        expect(sized.statusCode, `${who} ${variant}`).toBe(plain.statusCode);
        if (plain.statusCode !== 200) expect(sized.json(), `${who} ${variant}`).toEqual(plain.json());
        else expect(sized.headers['cache-control'], `${who} ${variant}`).toBe(plain.headers['cache-control']);
      }
    }
    expect((await photo('variant=blur&w=192&fmt=webp', groom)).statusCode).toBe(404);
    expect((await photo('variant=original&w=192&fmt=webp', other)).statusCode).toBe(403);
  });

  it('resizes the blurred photo for others, never the original', async () => {
    const res = await photo('variant=blur&w=192&fmt=jpeg', other);
    expect(res.statusCode).toBe(200);
    const spec = { width: 192, format: 'jpeg' } as const;
    const fromBlur = await encodeVariant((await t.storage.locate(blurKeyOf(key)))!, spec);
    const fromOriginal = await encodeVariant((await t.storage.locate(key))!, spec);
    expect(res.rawPayload.equals(fromBlur)).toBe(true);
    expect(res.rawPayload.equals(fromOriginal)).toBe(false);
    // The blurred photo is 256 x 320: a wider request gets that, not an enlargement.
    const wide = await photo('variant=blur&w=768&fmt=webp', other);
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(256);
  });

  it('gives a member the resized original through the captcha link signed for them only', async () => {
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, bride.profileId));
    const [viewer] = await t.database.db.select().from(profiles).where(eq(profiles.id, other.profileId));
    const links = signedPhotoLinks(t.app.deps.serverKey, row!, viewer!.userId!, t.app.deps.now());
    const url = `${links.photo_1!}&w=96&fmt=avif`;
    const mine = await t.app.inject({ method: 'GET', url, headers: auth(other.token) });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/avif');
    expect((await t.app.inject({ method: 'GET', url, headers: auth(groom.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
  });

  it('refuses widths not on the list and a width without a format (400), before any file is read', async () => {
    for (const query of ['w=100&fmt=webp', 'w=99999&fmt=webp', 'w=192', 'fmt=avif', 'w=192&fmt=gif']) {
      const res = await photo(`variant=blur&${query}`, other);
      expect(res.statusCode, query).toBe(400);
    }
    expect(await t.storage.locate(variantKey(blurKeyOf(key), { width: 96, format: 'webp' }))).toBeNull();
  });

  it('stores a variant once and removes the variants with their photo', async () => {
    const spec = { width: 288, format: 'webp' } as const;
    expect((await photo('variant=blur&w=288&fmt=webp', other)).statusCode).toBe(200);
    const file = (await t.storage.locate(variantKey(blurKeyOf(key), spec)))!;
    const written = fs.statSync(file).mtimeMs;
    expect((await photo('variant=blur&w=288&fmt=webp', other)).statusCode).toBe(200);
    expect(fs.statSync(file).mtimeMs).toBe(written);

    await replacePhoto({ db: t.database.db, storage: t.storage }, bride.profileId, 0, null);
    for (const k of [variantKey(blurKeyOf(key), spec), variantKey(key, { width: 96, format: 'avif' })]) {
      expect(await t.storage.locate(k), k).toBeNull();
    }
  });
});
