/**
 * Reads of moderated content (SPEC.md section 3): books, guideline tags and guidelines, success
 * stories and blogs, shaped as the wire items of `@nikah/shared`.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { BookItem, GuidelineItem, SuccessStoryItem } from '@nikah/shared';
import type { Db } from '../../db/client';
import { blogs, books, guidelines, guidelineTags, successStories } from '../../db/schema';

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
});

export const toStoryItem = (s: StoryRow): SuccessStoryItem => ({
  id: s.id,
  name: s.name,
  short_description: s.shortDescription,
  description: s.description,
  youtube_code: s.youtubeCode,
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

export const listGuidelineTags = (db: Db) =>
  db
    .select({ id: guidelineTags.id, name: guidelineTags.name })
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

/** News cards, newest first, in the `preview` shape of SPEC.md section 3. */
export async function listBlogs(db: Db) {
  const rows = await db.select().from(blogs).orderBy(desc(blogs.createdOn), desc(blogs.id));
  return rows.map((b) => ({
    id: b.id,
    title: b.title,
    link: b.link,
    preview: { image: b.image, title: b.title, description: b.description },
  }));
}
