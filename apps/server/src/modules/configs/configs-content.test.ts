/** Configs, content, media, new profiles and home calls on each database kind. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';

interface Card {
  slug: string;
  created_on: string;
  full_name: string;
  age: number;
  thumbnail: string | null;
}

describe.each(DATABASE_KINDS)('configs and content on %s', (kind) => {
  let t: TestApp;
  let hiddenSlugs: string[];
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 80 });
    // Hide the four newest profiles in each way of DESIGN.md D4; none may be listed.
    const newest = await t.database.db.select().from(profiles).orderBy(profiles.createdOn).limit(1000);
    const last = newest.slice(-4);
    const db = t.database.db;
    await db.update(profiles).set({ approvalStatus: 'pending' }).where(eq(profiles.id, last[0]!.id));
    await db.update(profiles).set({ isBlocked: true }).where(eq(profiles.id, last[1]!.id));
    await db.update(profiles).set({ deletionRequestedOn: new Date() }).where(eq(profiles.id, last[2]!.id));
    await db.update(profiles).set({ isActive: false }).where(eq(profiles.id, last[3]!.id));
    hiddenSlugs = last.map((p) => p.slug);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('gives header messages, blocked keywords and the partner-found count', async () => {
    const messages = (await get('/api/configs/header-message/')).json<{ id: number; message: string }[]>();
    expect(messages.length).toBeGreaterThan(2);
    expect(messages.some((m) => /pay|money/i.test(m.message))).toBe(true);
    const keywords = (await get('/api/configs/blocked-keywords/')).json<{ keyword: string }[]>();
    expect(keywords.length).toBeGreaterThan(5);
    const found = (await get('/api/configs/count/partner-found')).json<{ count: number }>();
    expect(found.count).toBeGreaterThan(0);
  });

  it('lists only visible profiles as new profiles, newest first, at most 50', async () => {
    const res = await get('/api/profiles/new-profiles/');
    expect(res.statusCode).toBe(200);
    const { results } = res.json<{ results: Card[] }>();
    expect(results).toHaveLength(50);
    for (const slug of hiddenSlugs) expect(results.map((r) => r.slug)).not.toContain(slug);
    const times = results.map((r) => Date.parse(r.created_on));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const card of results) {
      expect(card.age).toBeGreaterThanOrEqual(18);
      expect(card).not.toHaveProperty('contact_number');
      expect(card).not.toHaveProperty('whatsapp_number');
    }
  });

  it('counts only visible profiles in the summary', async () => {
    expect((await get('/api/summary/')).json<{ totalProfile: number }>().totalProfile).toBe(76);
  });

  it('feeds the home page in one call', async () => {
    const res = await get('/api/home/');
    expect(res.statusCode).toBe(200);
    const home = res.json<{
      header_messages: string[];
      totalProfile: number;
      partner_found: number;
      video: string | null;
      new_profiles: Card[];
      success_stories: unknown[];
      guidelines: unknown[];
      books: { pdf: string; cover: string }[];
    }>();
    expect(home.header_messages.length).toBeGreaterThan(2);
    expect(home.totalProfile).toBe(76);
    expect(home.new_profiles).toHaveLength(10);
    for (const slug of hiddenSlugs) expect(home.new_profiles.map((p) => p.slug)).not.toContain(slug);
    expect(home.success_stories.length).toBeGreaterThan(0);
    // The carousel's stories carry their names and summaries in every language, not the long
    // descriptions it never shows (issue 34: the home answer is in every first page).
    for (const story of home.success_stories as { translations: Record<string, object> }[]) {
      expect(Object.keys(story.translations)).toHaveLength(11);
      for (const texts of Object.values(story.translations)) {
        expect(Object.keys(texts).sort()).toEqual(['name', 'short_description']);
      }
    }
    expect(home.guidelines).toHaveLength(10);
    expect(home.books).toHaveLength(10);
    expect(home.video).toMatch(/^[\w-]{11}$/);
  });

  it('lists books in the three languages and serves their covers and PDFs, with ranges', async () => {
    const books = (await get('/api/book/list/')).json<
      { id: number; language: string; pdf: string; cover: string }[]
    >();
    expect(new Set(books.map((b) => b.language))).toEqual(new Set(['english', 'urdu', 'hindi']));
    const book = books[0]!;
    const pdf = await get(book.pdf);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const part = await get(book.pdf, { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toHaveLength(100);
    const cover = await get(book.cover);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect((await get('/api/media/books/999999/pdf')).statusCode).toBe(404);
  });

  it('lists guideline tags, guidelines by tag and all guidelines', async () => {
    const tags = (await get('/api/configs/guidelines-tags/')).json<{ id: number; name: string }[]>();
    expect(tags.length).toBeGreaterThan(2);
    const all = (await get('/api/configs/all-guidelines')).json<{ tag: number; title_hindi: string }[]>();
    const ofFirst = (await get(`/api/configs/guidelines/${tags[0]!.id}`)).json<{ tag: number }[]>();
    expect(ofFirst.length).toBeGreaterThan(0);
    expect(ofFirst.every((g) => g.tag === tags[0]!.id)).toBe(true);
    expect(all.length).toBeGreaterThan(ofFirst.length);
    expect(all.every((g) => /[\u0900-\u097F]/.test(g.title_hindi))).toBe(true);
    expect((await get('/api/configs/guidelines/999999')).statusCode).toBe(404);
  });

  it('lists news cards and success stories', async () => {
    const blogs = (await get('/api/configs/blogs')).json<{ link: string; preview: { title: string } }[]>();
    expect(blogs.length).toBeGreaterThan(2);
    expect(blogs.every((b) => b.link.startsWith('https://') && b.preview.title.length > 0)).toBe(true);
    const stories = (await get('/api/configs/success-stories/')).json<
      { name: string; description: string }[]
    >();
    expect(stories.length).toBeGreaterThan(2);
  });

  it('draws a non-photographic avatar for a card without a photo', async () => {
    const { results } = (await get('/api/profiles/new-profiles/')).json<{ results: Card[] }>();
    const avatar = await get(results[0]!.thumbnail!);
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(avatar.body).toMatch(/^<svg/);
    expect(avatar.body).not.toMatch(/<image|data:image\/(jpeg|png)/);
  });
});
