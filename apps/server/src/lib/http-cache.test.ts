/**
 * Shared answers' caching (issue 11, lib/http-cache.ts): the ETag comparison, the in-process TTL
 * cache (expiry, clearing, no stale store after a clear), and on the real app: ETag and 304, the
 * visitor's and the member's Cache-Control, answers kept for PUBLIC_CACHE_SECONDS and emptied by a
 * moderator's edit, and no caching with PUBLIC_CACHE_SECONDS=0.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guidelineTags, guidelines } from '../db/schema';
import { makeTestApp, type TestApp } from '../../test/app';
import { auth, signUp, type Member } from '../../test/accounts-helpers';
import { moderatorHeaders } from '../modules/moderation/content-test-helpers';
import { PublicCache, STALE_WHILE_REVALIDATE_SECONDS, etagMatches, etagOf } from './http-cache';

describe('etagMatches', () => {
  it('compares weakly, in a list, and accepts *', () => {
    const tag = etagOf({ a: 1 });
    expect(tag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(etagOf({ a: 1 })).toBe(tag);
    expect(etagOf({ a: 2 })).not.toBe(tag);
    expect(etagMatches(tag, tag)).toBe(true);
    expect(etagMatches(tag.slice(2), tag)).toBe(true);
    expect(etagMatches(`W/"other", ${tag}`, tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches('W/"other"', tag)).toBe(false);
    expect(etagMatches(undefined, tag)).toBe(false);
  });
});

describe('PublicCache', () => {
  let now = 0;
  const counter = () => {
    let calls = 0;
    return { produce: () => Promise.resolve({ n: ++calls }), calls: () => calls };
  };

  it('keeps an answer for its TTL, then produces it again', async () => {
    const cache = new PublicCache(1000, () => now);
    const c = counter();
    now = 0;
    expect((await cache.get('/a', c.produce)).data).toEqual({ n: 1 });
    now = 999;
    expect((await cache.get('/a', c.produce)).data).toEqual({ n: 1 });
    now = 1000;
    expect((await cache.get('/a', c.produce)).data).toEqual({ n: 2 });
    expect(c.calls()).toBe(2);
  });

  it('clears by prefix, and never stores what was computed before a clear', async () => {
    const cache = new PublicCache(1000, () => now);
    now = 0;
    const a = counter();
    const b = counter();
    await cache.get('/api/book/list/', a.produce);
    await cache.get('/api/home/', b.produce);
    cache.clear('/api/book/');
    await cache.get('/api/book/list/', a.produce);
    await cache.get('/api/home/', b.produce);
    expect([a.calls(), b.calls()]).toEqual([2, 1]);

    let release: () => void = () => undefined;
    const slow = cache.get('/slow', () => new Promise((resolve) => (release = () => resolve('old'))));
    cache.clear();
    release();
    expect((await slow).data).toBe('old');
    expect((await cache.get('/slow', () => Promise.resolve('new'))).data).toBe('new');
  });

  it('keeps nothing with a TTL of 0', async () => {
    const cache = new PublicCache(0, () => now);
    const c = counter();
    await cache.get('/a', c.produce);
    await cache.get('/a', c.produce);
    expect(c.calls()).toBe(2);
  });
});

describe('shared answers on the app', () => {
  let t: TestApp;
  let member: Member;
  let mod: Record<string, string>;
  let tagId: number;
  beforeAll(async () => {
    t = await makeTestApp('pglite', { demoProfiles: 1 });
    member = await signUp(t);
    mod = await moderatorHeaders(t);
    const [tag] = await t.database.db.insert(guidelineTags).values({ name: 'Cache test' }).returning();
    tagId = tag!.id;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const titles = async (url: string) => (await get(url)).json<{ title: string }[]>().map((g) => g.title);

  it.each(['/api/home/', '/api/book/list/', '/api/configs/all-guidelines', '/api/configs/guidelines-tags/'])(
    '%s: ETag, 304 on If-None-Match, public for visitors and private for members',
    async (url) => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"/);
      expect(first.headers['cache-control']).toBe(
        `public, max-age=30, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`,
      );
      expect(first.headers.vary).toMatch(/Cookie/);

      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);

      for (const headers of [auth(member.token), { cookie: `session=${member.token}` }]) {
        const mine = await get(url, headers);
        expect(mine.statusCode).toBe(200);
        expect(mine.headers['cache-control']).toBe('private, no-cache');
        expect(mine.headers.etag).toBe(etag);
        expect(mine.body).toBe(first.body);
      }
      expect((await get(url, { 'if-none-match': 'W/"stale"' })).statusCode).toBe(200);
    },
  );

  it('keeps a list until a moderator edits content, then answers the new list at once', async () => {
    const url = `/api/configs/guidelines/${tagId}`;
    expect(await titles(url)).toEqual([]);
    const before = (await get(url)).headers.etag as string;
    // A row written behind the API's back is not seen while the cached answer lasts...
    await t.database.db
      .insert(guidelines)
      .values({ tagId, youtubeCode: 'dQw4w9WgXcQ', title: 'Behind', titleHindi: 'पीछे' });
    expect(await titles(url)).toEqual([]);
    // ...but a moderator's edit empties the cache before its answer leaves.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/guidelines/',
      payload: { tag: tagId, youtube_code: 'dQw4w9WgXcQ', title: 'Edited', title_hindi: 'संपादित' },
      headers: mod,
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    expect((await titles(url)).sort()).toEqual(['Behind', 'Edited']);
    const after = await get(url, { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    // A failed write clears nothing: the answer stays cached.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/guidelines/',
      payload: {},
      headers: mod,
    });
    expect(refused.statusCode).toBe(400);
    await t.database.db
      .insert(guidelines)
      .values({ tagId, youtubeCode: 'dQw4w9WgXcQ', title: 'Later', titleHindi: 'बाद' });
    expect(await titles(url)).toHaveLength(2);
  });
});

describe('shared answers with PUBLIC_CACHE_SECONDS=0', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite', { demoProfiles: 0, env: { PUBLIC_CACHE_SECONDS: '0' } });
  });
  afterAll(() => t.close());

  it('reads the database on every request, still with an ETag', async () => {
    const url = '/api/configs/guidelines-tags/';
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.headers['cache-control']).toMatch(/^public, max-age=0/);
    await t.database.db.insert(guidelineTags).values({ name: 'Fresh' });
    const second = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json<{ name: string }[]>().map((g) => g.name)).toContain('Fresh');
  });
});
