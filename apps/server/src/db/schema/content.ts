/** Content managed by moderators (SPEC.md section 3): books, guidelines, stories, news, site settings. */
import { date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const books = pgTable(
  'books',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    /** english, urdu or hindi. */
    language: text('language').notNull(),
    /** Storage keys of the cover image and the PDF file. */
    coverKey: text('cover_key').notNull(),
    pdfKey: text('pdf_key').notNull(),
    downloadCount: integer('download_count').notNull().default(0),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('books_language_idx').on(t.language)],
);

export const guidelineTags = pgTable('guideline_tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const guidelines = pgTable(
  'guidelines',
  {
    id: serial('id').primaryKey(),
    tagId: integer('tag_id')
      .notNull()
      .references(() => guidelineTags.id, { onDelete: 'cascade' }),
    youtubeCode: text('youtube_code').notNull(),
    title: text('title').notNull(),
    titleHindi: text('title_hindi').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('guidelines_tag_idx').on(t.tagId)],
);

export const successStories = pgTable('success_stories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  shortDescription: text('short_description').notNull(),
  description: text('description').notNull(),
  youtubeCode: text('youtube_code'),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
});

export const blogs = pgTable('blogs', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  link: text('link').notNull(),
  image: text('image'),
  description: text('description').notNull(),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
});

export const headerMessages = pgTable('header_messages', {
  id: serial('id').primaryKey(),
  message: text('message').notNull(),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
});

export const blockedKeywords = pgTable('blocked_keywords', {
  id: serial('id').primaryKey(),
  keyword: text('keyword').notNull().unique(),
});

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  category: text('category').notNull(),
  name: text('name').notNull(),
  gender: text('gender').notNull(),
  mobile: text('mobile').notNull(),
  email: text('email').notNull(),
  location: text('location').notNull(),
  description: text('description').notNull(),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per page, browser and day: the visitor counters of SPEC.md section 7. */
export const counters = pgTable(
  'counters',
  {
    page: text('page').notNull(),
    /** Hash of the browser's visitor id; never the raw id or IP. */
    visitorHash: text('visitor_hash').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.page, t.day, t.visitorHash] })],
);

/** Site-wide values set by moderators, e.g. `partner_found`. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
