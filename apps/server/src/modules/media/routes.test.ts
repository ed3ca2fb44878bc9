/**
 * Resized book covers (issue 11): `/api/media/books/{id}/cover?w=&fmt=` is the stored cover in
 * that format and width (read back with sharp), public like the cover; the PDF takes no size, and
 * widths off the list are refused. One database kind: nothing here depends on it.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_FORMATS, IMAGE_MIME } from '@nikah/shared';
import { AVATAR_VERSION } from '../../lib/avatar';
import { makeTestApp, type TestApp } from '../../../test/app';

describe('resized book covers', () => {
  let t: TestApp;
  let cover: string;
  let pdf: string;
  let width: number;
  beforeAll(async () => {
    t = await makeTestApp('pglite', { demoProfiles: 1 });
    const books = (await t.app.inject({ method: 'GET', url: '/api/book/list/' })).json<
      { cover: string; pdf: string }[]
    >();
    cover = books[0]!.cover;
    pdf = books[0]!.pdf;
    const original = await t.app.inject({ method: 'GET', url: cover });
    width = (await sharp(original.rawPayload).metadata()).width;
  });
  afterAll(() => t.close());

  it.each(IMAGE_FORMATS)('gives the cover in %s at the width asked, public for a day', async (format) => {
    const res = await t.app.inject({ method: 'GET', url: `${cover}?w=96&fmt=${format}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(IMAGE_MIME[format]);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe(format === 'avif' ? 'heif' : format);
    expect(meta.width).toBe(Math.min(96, width));
  });

  it('serves the PDF untouched whatever the size asked, and refuses widths off the list', async () => {
    const file = await t.app.inject({ method: 'GET', url: `${pdf}?w=96&fmt=webp` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((await t.app.inject({ method: 'GET', url: `${cover}?w=97&fmt=webp` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `${cover}?w=96` })).statusCode).toBe(400);
  });
});

describe('generated avatars', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite', { demoProfiles: 3 });
  });
  afterAll(() => t.close());

  it('cards name the drawing version, and that URL may be kept a year; any other a day', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/profiles/list/' })).json<{
      results: { thumbnail: string | null }[];
    }>();
    const url = list.results.map((p) => p.thumbnail).find((u) => u?.startsWith('/api/media/avatar/'));
    expect(url).toMatch(new RegExp(`[?&]v=${AVATAR_VERSION}$`));
    const current = await t.app.inject({ method: 'GET', url: url! });
    expect(current.statusCode).toBe(200);
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const old = await t.app.inject({ method: 'GET', url: url!.replace(/v=[^&]+$/, 'v=older') });
    expect(old.headers['cache-control']).toBe('public, max-age=86400');
    expect(old.body).toBe(current.body);
    const bare = await t.app.inject({ method: 'GET', url: '/api/media/avatar/abc?g=Female' });
    expect(bare.headers['cache-control']).toBe('public, max-age=86400');
  });
});
