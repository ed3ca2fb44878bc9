/** Content managed by moderators (SPEC.md section 3): books, guidelines, stories, news, site settings. */
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Translations } from '@nikah/shared';

/**
 * The moderators' texts in other interface languages, `{lang: {field: text}}` (issue 12); the
 * English text stays in the row's own columns and is the fallback.
 */
const translations = <F extends string>() =>
  jsonb('translations').$type<Translations<F>>().notNull().default({});

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
  translations: translations<'name'>(),
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
    translations: translations<'title'>(),
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
  translations: translations<'name' | 'short_description' | 'description'>(),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
});

export const blogs = pgTable('blogs', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  link: text('link').notNull(),
  image: text('image'),
  description: text('description').notNull(),
  translations: translations<'title' | 'description'>(),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
});

export const headerMessages = pgTable('header_messages', {
  id: serial('id').primaryKey(),
  message: text('message').notNull(),
  translations: translations<'message'>(),
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
