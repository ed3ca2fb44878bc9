import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GUIDELINE_TRANSLATION_LANGUAGES,
  guidelineForm,
  LONG_TEXT_MIN,
  newsCardForm,
  successStoryForm,
  TRANSLATION_LANGUAGES,
} from '@nikah/shared';
import type { Storage } from '../../../lib/storage';
import { openDatabase, type Database } from '../../client';
import {
  blockedKeywords,
  blogs,
  books,
  groupMembers,
  groups,
  guidelines,
  guidelineTags,
  headerMessages,
  profiles,
  settings,
  successStories,
} from '../../schema';
import { seedReference } from '../reference';
import { ABROAD_COUNTRIES, buildCountries } from '../reference-data/countries';
import { seedDemo, insertDemoProfiles } from './index';

const NOW = new Date('2025-06-01T12:00:00Z');

function memoryStorage(): Storage & { files: Map<string, Uint8Array | string> } {
  const files = new Map<string, Uint8Array | string>();
  return {
    files,
    put: (key, data) => Promise.resolve(void files.set(key, data)),
    locate: (key) => Promise.resolve(files.has(key) ? `/memory/${key}` : null),
    remove: (key) => Promise.resolve(void files.delete(key)),
  };
}

async function freshDb(): Promise<Database> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await seedReference(database.db);
  return database;
}

let a: Database;
let b: Database;
const storage = memoryStorage();
beforeAll(async () => {
  [a, b] = await Promise.all([freshDb(), freshDb()]);
  await seedDemo(a.db, storage, { profiles: 200, now: NOW });
  await seedDemo(b.db, memoryStorage(), { profiles: 200, now: NOW });
}, 120_000);
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
});

describe('seedDemo', () => {
  it('loads 200 approved, active demo profiles within the limits of SPEC.md section 9', async () => {
    const rows = await a.db.select().from(profiles).orderBy(asc(profiles.id));
    expect(rows).toHaveLength(200);
    const year = new Date().getUTCFullYear();
    for (const p of rows) {
      expect(p).toMatchObject({ isDemo: true, isActive: true, approvalStatus: 'approved', userId: null });
      expect(p.fullName.length).toBeGreaterThanOrEqual(5);
      expect(p.fullName.length).toBeLessThanOrEqual(20);
      expect(p.expectations.length).toBeGreaterThanOrEqual(LONG_TEXT_MIN);
      expect(p.extraInformation.length).toBeGreaterThanOrEqual(LONG_TEXT_MIN);
      expect(p.expectations.length).toBeLessThanOrEqual(200);
      expect(year - p.yearOfBirth).toBeGreaterThanOrEqual(18);
      expect(year - p.yearOfBirth).toBeLessThanOrEqual(60);
      expect(p.yearOfBirth).toBeLessThanOrEqual(2006);
      expect(p.dateOfBirth).toBe(`${p.yearOfBirth}-01-01`);
      expect(p.fathersName.length).toBeGreaterThanOrEqual(5);
      expect(p.mothersName.length).toBeGreaterThanOrEqual(5);
      expect(p.noOfMarriedBrothers).toBeLessThanOrEqual(p.noOfBrothers);
      expect(p.noOfMarriedSisters).toBeLessThanOrEqual(p.noOfSisters);
      expect(p.noOfBrothers + p.noOfSisters).toBeLessThanOrEqual(6);
      expect(p.contactNumber).toMatch(/^[6-9]\d{9}$/);
      expect(p.profileCode).toMatch(/^MP\d{6}$/);
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.slug.endsWith(p.profileCode.toLowerCase())).toBe(true);
      expect(p.avatarSeed).toBe(p.profileCode);
      if (p.martialStatus === 'Polygamy') expect(p.gender).toBe('Male');
      if (p.gender === 'Female') expect(p.privateContact).toBe(true);
      expect(p.createdOn.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    // The per-row rules above hold vacuously without such rows: the data must have them.
    expect(rows.filter((p) => p.martialStatus === 'Polygamy').length).toBeGreaterThan(0);
    expect(rows.filter((p) => p.gender === 'Female').length).toBeGreaterThan(0);
    expect(new Set(rows.map((p) => p.gender))).toEqual(new Set(['Male', 'Female']));
    expect(new Set(rows.map((p) => p.slug)).size).toBe(200);
    expect(rows.filter((p) => p.martialStatus === 'Unmarried').length).toBeGreaterThan(120);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.createdOn > rows[i - 1]!.createdOn).toBe(true);
    const names = new Set(buildCountries().map((c) => c.name));
    for (const c of ABROAD_COUNTRIES) expect(names.has(c)).toBe(true);
  });

  it('loads site content and stores book files', async () => {
    const count = async (
      t: typeof headerMessages | typeof blockedKeywords | typeof guidelines | typeof groups,
    ) => (await a.db.select({ n: sql<number>`count(*)::int` }).from(t))[0]!.n;
    expect(await count(headerMessages)).toBeGreaterThanOrEqual(5);
    expect(await count(blockedKeywords)).toBeGreaterThanOrEqual(12);
    expect(await count(guidelines)).toBeGreaterThanOrEqual(20);
    expect(await count(groups)).toBe(2);
    // The ticker (the fraud warning among its lines) and the tags in every interface language
    // (issue 34 point 7): none left to the English fallback.
    for (const row of await a.db.select().from(headerMessages)) {
      expect(Object.keys(row.translations).sort(), row.message).toEqual([...TRANSLATION_LANGUAGES].sort());
      for (const text of Object.values(row.translations)) expect(text.message, row.message).toBeTruthy();
    }
    for (const tag of await a.db.select().from(guidelineTags)) {
      expect(Object.keys(tag.translations).sort(), tag.name).toEqual([...TRANSLATION_LANGUAGES].sort());
    }
    // Each group has members (issue 34: they showed 0), all Verified demo profiles, each in one.
    const members = await a.db
      .select({ groupId: groupMembers.groupId, status: profiles.verificationStatus })
      .from(groupMembers)
      .innerJoin(profiles, eq(profiles.id, groupMembers.profileId));
    const [verified] = await a.db
      .select({ n: sql<number>`count(*)::int` })
      .from(profiles)
      .where(eq(profiles.verificationStatus, 'Verified'));
    expect(members).toHaveLength(verified!.n);
    expect(new Set(members.map((m) => m.status))).toEqual(new Set(['Verified']));
    const perGroup = new Map<number, number>();
    for (const m of members) perGroup.set(m.groupId, (perGroup.get(m.groupId) ?? 0) + 1);
    expect(perGroup.size).toBe(2);
    for (const n of perGroup.values()) expect(n).toBeGreaterThan(0);
    for (const s of await a.db.select().from(successStories)) {
      expect(s.description.length).toBeGreaterThanOrEqual(100);
      expect(s.description.length).toBeLessThanOrEqual(300);
      expect(s.youtubeCode).toMatch(/^[\w-]{11}$/);
    }
    for (const blog of await a.db.select().from(blogs)) expect(blog.link).toMatch(/^https:\/\/[a-z.]+\/$/);
    const [setting] = await a.db.select().from(settings).where(eq(settings.key, 'partner_found'));
    expect(setting?.value).toBe('1250');
    const bookRows = await a.db.select().from(books);
    expect(bookRows).toHaveLength(12);
    for (const lang of ['english', 'urdu', 'hindi']) {
      expect(bookRows.filter((r) => r.language === lang)).toHaveLength(4);
    }
    for (const book of bookRows) {
      expect(book.pdfKey).toBe(`books/${book.id}/book.pdf`);
      expect(book.coverKey).toBe(`books/${book.id}/cover.svg`);
      const pdf = storage.files.get(book.pdfKey) as Uint8Array;
      expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
      expect(String(storage.files.get(book.coverKey))).toMatch(
        /^<svg [^>]*viewBox="0 0 400 600"[\s\S]*<\/svg>$/,
      );
    }
  });

  it('gives every guideline, story and news card every interface language, as the console would store it', async () => {
    // Issue 34 point 7: no demo text is left to the English fallback in any language; a guideline's
    // Hindi is its own `title_hindi` column. Each set passes the console's form (lengths, fields).
    const sorted = (langs: readonly string[]) => [...langs].sort();
    const guidelineRows = await a.db.select().from(guidelines);
    expect(guidelineRows.length).toBeGreaterThanOrEqual(20);
    for (const g of guidelineRows) {
      expect(g.titleHindi, g.title).toBeTruthy();
      expect(Object.keys(g.translations).sort(), g.title).toEqual(sorted(GUIDELINE_TRANSLATION_LANGUAGES));
      for (const text of Object.values(g.translations)) expect(text.title, g.title).toBeTruthy();
      expect(guidelineForm.shape.translations.parse(g.translations)).toEqual(g.translations);
    }
    const stories = await a.db.select().from(successStories);
    expect(stories.length).toBeGreaterThanOrEqual(5);
    for (const story of stories) {
      expect(Object.keys(story.translations).sort(), story.name).toEqual(sorted(TRANSLATION_LANGUAGES));
      for (const [lang, text] of Object.entries(story.translations)) {
        expect(Object.keys(text).sort(), `${story.name} ${lang}`).toEqual([
          'description',
          'name',
          'short_description',
        ]);
      }
      expect(successStoryForm.shape.translations.parse(story.translations)).toEqual(story.translations);
    }
    const news = await a.db.select().from(blogs);
    expect(news.length).toBeGreaterThanOrEqual(5);
    for (const card of news) {
      expect(Object.keys(card.translations).sort(), card.title).toEqual(sorted(TRANSLATION_LANGUAGES));
      for (const [lang, text] of Object.entries(card.translations)) {
        expect(Object.keys(text).sort(), `${card.title} ${lang}`).toEqual(['description', 'title']);
      }
      expect(newsCardForm.shape.translations.parse(card.translations)).toEqual(card.translations);
    }
  });

  it('does nothing on a second call', async () => {
    await seedDemo(a.db, storage, { profiles: 50, now: NOW });
    const [row] = await a.db.select({ n: sql<number>`count(*)::int` }).from(profiles);
    expect(row!.n).toBe(200);
  });

  it('is deterministic: two fresh databases hold the same rows', async () => {
    const strip = ({ id: _id, searchVector: _v, ...rest }: typeof profiles.$inferSelect) => rest;
    const ra = await a.db.select().from(profiles).orderBy(asc(profiles.id)).limit(50);
    const rb = await b.db.select().from(profiles).orderBy(asc(profiles.id)).limit(50);
    expect(ra.map(strip)).toEqual(rb.map(strip));
  });
});

describe('insertDemoProfiles', () => {
  it('adds N more profiles numbered after the existing ones', async () => {
    const added = await insertDemoProfiles(b.db, 120, { now: NOW });
    expect(added).toBe(120);
    const rows = await b.db.select({ code: profiles.profileCode, slug: profiles.slug }).from(profiles);
    expect(rows).toHaveLength(320);
    expect(new Set(rows.map((r) => r.code)).size).toBe(320);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(320);
    expect(rows.map((r) => r.code)).toContain('MP100320');
    expect(await insertDemoProfiles(b.db, 0)).toBe(0);
    await expect(insertDemoProfiles(b.db, -1)).rejects.toThrow(RangeError);
  });
});
