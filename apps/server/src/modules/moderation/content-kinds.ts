/**
 * The simple content kinds the console edits (issue 9): each says its table, audit target, list
 * order, wire item and which values must be unique. Books have files and live in content-books.ts.
 */
import { asc, count, eq } from 'drizzle-orm';
import {
  msg,
  type AdminGroupItem,
  type AdminGuidelineItem,
  type AdminGuidelineTagItem,
  type AdminHeaderMessageItem,
  type AdminKeywordItem,
  type AdminNewsItem,
  type AdminStoryItem,
  type BlockedKeywordForm,
  type GroupForm,
  type GuidelineForm,
  type GuidelineTagForm,
  type HeaderMessageForm,
  type NewsCardForm,
  type SuccessStoryForm,
} from '@nikah/shared';
import {
  blockedKeywords,
  blogs,
  groups,
  guidelines,
  guidelineTags,
  headerMessages,
  successStories,
} from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { newestFirst, type ContentKind } from './content-service';

const iso = (d: Date) => d.toISOString();

/**
 * The `translations` column of a save: the given object (the item's whole set, `{}` clears), or
 * nothing when the form left it out, so an update keeps the stored ones and an insert gets the
 * column's default `{}` (packages/shared content-translations.ts, `translationsForm`).
 */
function translationsValue<T>(translations: T | undefined): { translations?: T } {
  return translations === undefined ? {} : { translations };
}

export const guidelineTagKind: ContentKind<typeof guidelineTags, GuidelineTagForm, AdminGuidelineTagItem> = {
  table: guidelineTags,
  target: 'guideline_tag',
  order: [asc(guidelineTags.name), asc(guidelineTags.id)],
  toItem: (r) => ({ id: r.id, name: r.name, translations: r.translations }),
  toValues: (f) => ({ name: f.name, ...translationsValue(f.translations) }),
  unique: { column: guidelineTags.name, field: 'name', value: (f) => f.name },
  // A tag with guidelines stays: deleting it would delete them too (ON DELETE CASCADE).
  async inUse(tx, id) {
    const [row] = await tx.select({ n: count() }).from(guidelines).where(eq(guidelines.tagId, id));
    return (row?.n ?? 0) > 0 ? msg('tagInUse') : undefined;
  },
};

export const guidelineKind: ContentKind<typeof guidelines, GuidelineForm, AdminGuidelineItem> = {
  table: guidelines,
  target: 'guideline',
  order: newestFirst(guidelines),
  toItem: (r) => ({
    id: r.id,
    tag: r.tagId,
    youtube_code: r.youtubeCode,
    title: r.title,
    title_hindi: r.titleHindi,
    translations: r.translations,
    created_on: iso(r.createdOn),
  }),
  toValues: (f) => ({
    tagId: f.tag,
    youtubeCode: f.youtube_code,
    title: f.title,
    titleHindi: f.title_hindi,
    ...translationsValue(f.translations),
  }),
  async check(tx, f) {
    const [tag] = await tx
      .select({ id: guidelineTags.id })
      .from(guidelineTags)
      .where(eq(guidelineTags.id, f.tag));
    if (!tag) throw fieldError('tag', msg('invalidChoice'));
  },
};

export const storyKind: ContentKind<typeof successStories, SuccessStoryForm, AdminStoryItem> = {
  table: successStories,
  target: 'success_story',
  order: newestFirst(successStories),
  toItem: (r) => ({
    id: r.id,
    name: r.name,
    short_description: r.shortDescription,
    description: r.description,
    youtube_code: r.youtubeCode,
    translations: r.translations,
    created_on: iso(r.createdOn),
  }),
  toValues: (f) => ({
    name: f.name,
    shortDescription: f.short_description,
    description: f.description,
    youtubeCode: f.youtube_code ?? null,
    ...translationsValue(f.translations),
  }),
};

export const newsKind: ContentKind<typeof blogs, NewsCardForm, AdminNewsItem> = {
  table: blogs,
  target: 'news_card',
  order: newestFirst(blogs),
  toItem: (r) => ({
    id: r.id,
    title: r.title,
    link: r.link,
    image: r.image,
    description: r.description,
    translations: r.translations,
    created_on: iso(r.createdOn),
  }),
  toValues: (f) => ({
    title: f.title,
    link: f.link,
    image: f.image ?? null,
    description: f.description,
    ...translationsValue(f.translations),
  }),
};

export const headerMessageKind: ContentKind<
  typeof headerMessages,
  HeaderMessageForm,
  AdminHeaderMessageItem
> = {
  table: headerMessages,
  target: 'header_message',
  order: newestFirst(headerMessages),
  toItem: (r) => ({
    id: r.id,
    message: r.message,
    translations: r.translations,
    created_on: iso(r.createdOn),
  }),
  toValues: (f) => ({ message: f.message, ...translationsValue(f.translations) }),
};

export const keywordKind: ContentKind<typeof blockedKeywords, BlockedKeywordForm, AdminKeywordItem> = {
  table: blockedKeywords,
  target: 'blocked_keyword',
  order: [asc(blockedKeywords.keyword), asc(blockedKeywords.id)],
  toItem: (r) => ({ id: r.id, keyword: r.keyword }),
  toValues: (f) => ({ keyword: f.keyword }),
  unique: { column: blockedKeywords.keyword, field: 'keyword', value: (f) => f.keyword },
};

export const groupKind: ContentKind<typeof groups, GroupForm, AdminGroupItem> = {
  table: groups,
  target: 'group',
  order: newestFirst(groups),
  toItem: (r) => ({ id: r.id, group_name: r.groupName, created_on: iso(r.createdOn) }),
  toValues: (f) => ({ groupName: f.group_name }),
  unique: { column: groups.groupName, field: 'group_name', value: (f) => f.group_name },
};
