/**
 * Reads of moderated content (SPEC.md section 3): books, guideline tags and guidelines, success
 * stories and blogs, shaped as the wire items of `@nikah/shared`.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import {
  aboutVideoItem,
  type AboutVideoItem,
  type BookCounterResponse,
  type BookItem,
  type GuidelineItem,
  type GuidelineTagItem,
  type SuccessStoryItem,
} from '@nikah/shared';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { blogs, books, guidelines, guidelineTags, settings, successStories } from '../../db/schema';

type BookRow = typeof books.$inferSelect;
type GuidelineRow = typeof guidelines.$inferSelect;
type StoryRow = typeof successStories.$inferSelect;

/** Public URLs of a book's cover and PDF (served by the media routes). */
export const bookUrls = (id: number) => ({
  cover: `/api/media/books/${id}/cover`,
  pdf: `/api/media/books/${id}/pdf`,
});

export const toBookItem = (b: BookRow): BookItem => ({
  id: b.id,
  title: b.title,
  author: b.author,
  language: b.language,
  ...bookUrls(b.id),
  download_count: b.downloadCount,
});

export const toGuidelineItem = (g: GuidelineRow): GuidelineItem => ({
  id: g.id,
  tag: g.tagId,
  youtube_code: g.youtubeCode,
  title: g.title,
  title_hindi: g.titleHindi,
  translations: g.translations,
});

export const toStoryItem = (s: StoryRow): SuccessStoryItem => ({
  id: s.id,
  name: s.name,
  short_description: s.shortDescription,
  description: s.description,
  youtube_code: s.youtubeCode,
  translations: s.translations,
});

/** All books, newest first. */
export async function listBooks(db: Db): Promise<BookItem[]> {
  return (await db.select().from(books).orderBy(desc(books.createdOn), desc(books.id))).map(toBookItem);
}

/** One book row, or undefined. */
export async function findBook(db: Db, id: number) {
  const [row] = await db.select().from(books).where(eq(books.id, id));
  return row;
}

/**
 * Adds one to a book's download count (`GET book/increase-book-counter/{id}`, SPEC.md section 7).
 * Returns the new count and the PDF address, or undefined when no book has that id.
 */
export async function countBookDownload(db: Db, id: number): Promise<BookCounterResponse | undefined> {
  const [row] = await db
    .update(books)
    .set({ downloadCount: sql`${books.downloadCount} + 1` })
    .where(eq(books.id, id))
    .returning({ id: books.id, download_count: books.downloadCount });
  return row && { ...row, pdf: bookUrls(row.id).pdf };
}

/** `limit` books in random order. */
export async function randomBooks(db: Db, limit: number): Promise<BookItem[]> {
  return (
    await db
      .select()
      .from(books)
      .orderBy(sql`random()`)
      .limit(limit)
  ).map(toBookItem);
}

/** Guideline tags in creation order, with their names' translations (issue 12). */
export const listGuidelineTags = (db: Db): Promise<GuidelineTagItem[]> =>
  db
    .select({ id: guidelineTags.id, name: guidelineTags.name, translations: guidelineTags.translations })
    .from(guidelineTags)
    .orderBy(asc(guidelineTags.id));

/** Guidelines of one tag, or of every tag when `tagId` is undefined. */
export async function listGuidelines(db: Db, tagId?: number): Promise<GuidelineItem[]> {
  const q = db.select().from(guidelines);
  const rows = await (tagId === undefined ? q : q.where(eq(guidelines.tagId, tagId))).orderBy(
    asc(guidelines.id),
  );
  return rows.map(toGuidelineItem);
}

/** `limit` guidelines in random order. */
export async function randomGuidelines(db: Db, limit: number): Promise<GuidelineItem[]> {
  return (
    await db
      .select()
      .from(guidelines)
      .orderBy(sql`random()`)
      .limit(limit)
  ).map(toGuidelineItem);
}

/** Success stories, newest first, at most `limit`. */
export async function listSuccessStories(db: Db, limit = 100): Promise<SuccessStoryItem[]> {
  const rows = await db
    .select()
    .from(successStories)
    .orderBy(desc(successStories.createdOn), desc(successStories.id))
    .limit(limit);
  return rows.map(toStoryItem);
}

/**
 * `story` as the home page's carousel shows it (name and summary): its translations without
 * `description`, which only the success stories page shows, from its own request. The home answer
 * is embedded in every first page; with the story texts in 12 languages (issue 34) the
 * descriptions made it about 15 kB (gzipped) heavier for nothing.
 */
export function storyForCarousel(story: SuccessStoryItem): SuccessStoryItem {
  const translations = Object.fromEntries(
    Object.entries(story.translations).map(([lang, texts]) => {
      const { description: _, ...shown } = texts ?? {};
      return [lang, shown];
    }),
  );
  return { ...story, translations };
}

/** News cards, newest first, in the `preview` shape of SPEC.md section 3, with their translations. */
export async function listBlogs(db: Db) {
  const rows = await db.select().from(blogs).orderBy(desc(blogs.createdOn), desc(blogs.id));
  return rows.map((b) => ({
    id: b.id,
    title: b.title,
    link: b.link,
    preview: { image: b.image, title: b.title, description: b.description },
    translations: b.translations,
  }));
}

/** Settings key of the about page's videos: a JSON array of `{youtube_code, title}`. */
export const ABOUT_VIDEOS_KEY = 'about_videos';

/**
 * The about page's videos (SPEC.md section 1): the moderators' list (ABOUT_VIDEOS_KEY) when it
 * holds a valid one, else none: the page then shows no video section (issue 34 point 9: made-up
 * ids would show broken players on a real site; the demo data sets its own list).
 */
export async function aboutVideos(db: Db): Promise<AboutVideoItem[]> {
  const [row] = await db.select().from(settings).where(eq(settings.key, ABOUT_VIDEOS_KEY));
  if (row) {
    try {
      const parsed = z.array(aboutVideoItem).safeParse(JSON.parse(row.value));
      if (parsed.success) return parsed.data;
    } catch {
      // Not JSON: no videos rather than a failed page.
    }
  }
  return [];
}
