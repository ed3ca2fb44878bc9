/**
 * Public content calls behind the guidelines, news, success stories and about pages (SPEC.md
 * sections 1, 2 and 7), including their empty states on a database without demo content.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ABOUT_VIDEO_KEYS } from '@nikah/shared';
import { settings } from '../../db/schema';
import { DEMO_ABOUT_VIDEOS } from '../../db/seed/demo/content';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';

const YOUTUBE_CODE = /^[A-Za-z0-9_-]{11}$/;

describe.each(DATABASE_KINDS)('content pages on %s', (kind) => {
  let t: TestApp;
  let empty: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 1 });
    empty = await makeTestApp(kind, { demoProfiles: 0 });
  });
  afterAll(async () => {
    await t.close();
    await empty.close();
  });

  const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });

  it('lists guideline tags and each tag’s videos with English and Hindi titles', async () => {
    const tags = (await get(t, '/api/configs/guidelines-tags/')).json<{ id: number; name: string }[]>();
    expect(tags.length).toBeGreaterThan(1);
    let total = 0;
    for (const tag of tags) {
      const res = await get(t, `/api/configs/guidelines/${tag.id}`);
      expect(res.statusCode).toBe(200);
      const items = res.json<{ tag: number; youtube_code: string; title: string; title_hindi: string }[]>();
      expect(items.length).toBeGreaterThan(0);
      for (const g of items) {
        expect(g.tag).toBe(tag.id);
        expect(g.youtube_code).toMatch(YOUTUBE_CODE);
        expect(g.title).toMatch(/[a-z]/i);
        expect(g.title_hindi).toMatch(/[\u0900-\u097F]/);
      }
      total += items.length;
    }
    expect((await get(t, '/api/configs/all-guidelines')).json<unknown[]>()).toHaveLength(total);
    const missing = await get(t, '/api/configs/guidelines/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found.' });
    expect((await get(t, '/api/configs/guidelines/abc')).statusCode).toBe(400);
  });

  it('lists news cards with a preview and success stories with a video', async () => {
    const blogs = (await get(t, '/api/configs/blogs')).json<
      { title: string; link: string; preview: { image: string | null; title: string; description: string } }[]
    >();
    expect(blogs.length).toBeGreaterThan(0);
    for (const b of blogs) {
      expect(b.link).toMatch(/^https:\/\//);
      expect(b.preview.title).toBe(b.title);
      expect(b.preview.description.length).toBeGreaterThan(0);
    }
    const stories = (await get(t, '/api/configs/success-stories/')).json<
      { name: string; short_description: string; description: string; youtube_code: string | null }[]
    >();
    expect(stories.length).toBeGreaterThan(0);
    expect(stories.every((s) => s.name && s.short_description && s.description)).toBe(true);
    expect(stories.some((s) => s.youtube_code && YOUTUBE_CODE.test(s.youtube_code))).toBe(true);
  });

  it('gives the demo’s five about videos from the setting, the moderators’ list, or none', async () => {
    const res = await get(t, '/api/configs/about-videos/');
    expect(res.statusCode).toBe(200);
    const videos = res.json<{ youtube_code: string; title: string; key?: string }[]>();
    expect(videos).toEqual(DEMO_ABOUT_VIDEOS);
    // The web app titles the demo's videos in the member's language by these keys (issue 12).
    expect(videos.map((v) => v.key)).toEqual([...ABOUT_VIDEO_KEYS]);
    for (const v of videos) expect(v.youtube_code).toMatch(YOUTUBE_CODE);
    const custom = [{ youtube_code: 'dQw4w9WgXcQ', title: 'Our story' }];
    await t.database.db
      .update(settings)
      .set({ value: JSON.stringify(custom) })
      .where(eq(settings.key, 'about_videos'));
    expect((await get(t, '/api/configs/about-videos/')).json()).toEqual(custom);
    // A broken setting gives no videos rather than failing the page.
    await t.database.db.update(settings).set({ value: '{oops' }).where(eq(settings.key, 'about_videos'));
    expect((await get(t, '/api/configs/about-videos/')).json()).toEqual([]);
    // A site without demo data has none until moderators set them: no made-up players (issue 34).
    expect((await get(empty, '/api/configs/about-videos/')).json()).toEqual([]);
  });

  it('answers empty lists, not errors, when there is no content', async () => {
    for (const url of [
      '/api/book/list/',
      '/api/configs/guidelines-tags/',
      '/api/configs/all-guidelines',
      '/api/configs/blogs',
      '/api/configs/success-stories/',
    ]) {
      const res = await get(empty, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual([]);
    }
    expect((await get(empty, '/api/book/increase-book-counter/1')).statusCode).toBe(404);
  });
});
