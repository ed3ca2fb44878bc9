/**
 * The simple content pages of the console (issue 9), one per kind: guideline tags, guidelines,
 * success stories, news cards, header messages, blocked keywords and groups. Each is a
 * `ContentListPage` with the kind's shared schema and wire item.
 */
import { useQuery } from '@tanstack/react-query';
import {
  CONTENT_DESCRIPTION_MAX,
  CONTENT_NAME_MAX,
  CONTENT_PAGE_SIZE_MAX,
  CONTENT_TITLE_MAX,
  CONTENT_URL_MAX,
  GROUP_NAME_MAX,
  GUIDELINE_TAG_TRANSLATED,
  GUIDELINE_TRANSLATED,
  GUIDELINE_TRANSLATION_LANGUAGES,
  HEADER_MESSAGE_TRANSLATED,
  NEWS_TRANSLATED,
  STORY_TRANSLATED,
  TRANSLATION_LANGUAGES,
  HEADER_MESSAGE_MAX,
  KEYWORD_MAX,
  adminGroupItem,
  adminGuidelineItem,
  adminGuidelineTagItem,
  adminHeaderMessageItem,
  adminKeywordItem,
  adminNewsItem,
  adminStoryItem,
  blockedKeywordForm,
  groupForm,
  guidelineForm,
  guidelineTagForm,
  headerMessageForm,
  newsCardForm,
  successStoryForm,
  type AdminGroupItem,
  type AdminGuidelineItem,
  type AdminGuidelineTagItem,
  type AdminHeaderMessageItem,
  type AdminKeywordItem,
  type AdminNewsItem,
  type AdminStoryItem,
} from '@nikah/shared';
import { ContentListPage, type KindSpec } from './ContentListPage';
import { fetchContentPage } from './endpoints';
import { contentKeys } from './queryKeys';

const tagSpec: KindSpec<AdminGuidelineTagItem> = {
  path: 'guideline-tags',
  title: 'tags.title',
  intro: 'tags.intro',
  item: adminGuidelineTagItem,
  schema: guidelineTagForm,
  fields: [{ name: 'name', label: 'fields.name', input: 'text', required: true, max: CONTENT_NAME_MAX }],
  translated: { fields: GUIDELINE_TAG_TRANSLATED, languages: TRANSLATION_LANGUAGES },
  editable: true,
  empty: { name: '' },
  toValues: (i) => ({ name: i.name }),
  primary: (i) => i.name,
};

export function GuidelineTagsPage() {
  return <ContentListPage spec={tagSpec} />;
}

const video = {
  name: 'youtube_code',
  label: 'fields.youtube',
  input: 'text',
  max: CONTENT_URL_MAX,
  ltr: true,
  hint: 'fields.youtubeHint',
} as const;

export function GuidelinesPage() {
  const tags = useQuery({
    queryKey: contentKeys.list('guideline-tags', 0),
    queryFn: ({ signal }) =>
      fetchContentPage('guideline-tags', adminGuidelineTagItem, 1, signal, CONTENT_PAGE_SIZE_MAX),
  });
  const options = (tags.data?.results ?? []).map((t) => ({ value: String(t.id), label: t.name }));
  const tagName = (id: number) => options.find((o) => o.value === String(id))?.label ?? `#${id}`;
  const spec: KindSpec<AdminGuidelineItem> = {
    path: 'guidelines',
    title: 'guidelines.title',
    intro: 'guidelines.intro',
    item: adminGuidelineItem,
    schema: guidelineForm,
    fields: [
      { name: 'tag', label: 'fields.tag', input: 'select', options, required: true },
      { ...video, required: true },
      { name: 'title', label: 'fields.title', input: 'text', required: true, max: CONTENT_TITLE_MAX },
      {
        name: 'title_hindi',
        label: 'fields.titleHindi',
        input: 'text',
        required: true,
        max: CONTENT_TITLE_MAX,
        lang: 'hi',
      },
    ],
    translated: { fields: GUIDELINE_TRANSLATED, languages: GUIDELINE_TRANSLATION_LANGUAGES },
    editable: true,
    empty: { tag: '', youtube_code: '', title: '', title_hindi: '' },
    toValues: (i) => ({
      tag: String(i.tag),
      youtube_code: i.youtube_code,
      title: i.title,
      title_hindi: i.title_hindi,
    }),
    primary: (i) => i.title,
    secondary: (i) => `${tagName(i.tag)} · ${i.title_hindi} · ${i.youtube_code}`,
  };
  return <ContentListPage spec={spec} />;
}

const storySpec: KindSpec<AdminStoryItem> = {
  path: 'success-stories',
  title: 'stories.title',
  intro: 'stories.intro',
  item: adminStoryItem,
  schema: successStoryForm,
  fields: [
    { name: 'name', label: 'fields.storyName', input: 'text', required: true, max: CONTENT_NAME_MAX },
    {
      name: 'short_description',
      label: 'fields.shortDescription',
      input: 'text',
      required: true,
      max: CONTENT_TITLE_MAX,
    },
    {
      name: 'description',
      label: 'fields.description',
      input: 'textarea',
      required: true,
      max: CONTENT_DESCRIPTION_MAX,
    },
    video,
  ],
  translated: { fields: STORY_TRANSLATED, languages: TRANSLATION_LANGUAGES },
  editable: true,
  empty: { name: '', short_description: '', description: '', youtube_code: '' },
  toValues: (i) => ({
    name: i.name,
    short_description: i.short_description,
    description: i.description,
    youtube_code: i.youtube_code ?? '',
  }),
  primary: (i) => i.name,
  secondary: (i) => i.short_description,
};

export function StoriesPage() {
  return <ContentListPage spec={storySpec} />;
}

const newsSpec: KindSpec<AdminNewsItem> = {
  path: 'news',
  title: 'news.title',
  intro: 'news.intro',
  item: adminNewsItem,
  schema: newsCardForm,
  fields: [
    { name: 'title', label: 'fields.title', input: 'text', required: true, max: CONTENT_TITLE_MAX },
    {
      name: 'link',
      label: 'fields.link',
      input: 'text',
      required: true,
      max: CONTENT_URL_MAX,
      ltr: true,
      hint: 'fields.httpsHint',
    },
    {
      name: 'image',
      label: 'fields.image',
      input: 'text',
      max: CONTENT_URL_MAX,
      ltr: true,
      hint: 'fields.httpsHint',
    },
    {
      name: 'description',
      label: 'fields.description',
      input: 'textarea',
      required: true,
      max: CONTENT_DESCRIPTION_MAX,
    },
  ],
  translated: { fields: NEWS_TRANSLATED, languages: TRANSLATION_LANGUAGES },
  editable: true,
  empty: { title: '', link: '', image: '', description: '' },
  toValues: (i) => ({ title: i.title, link: i.link, image: i.image ?? '', description: i.description }),
  primary: (i) => i.title,
  secondary: (i) => i.link,
};

export function NewsPage() {
  return <ContentListPage spec={newsSpec} />;
}

const headerSpec: KindSpec<AdminHeaderMessageItem> = {
  path: 'header-messages',
  title: 'header.title',
  intro: 'header.intro',
  item: adminHeaderMessageItem,
  schema: headerMessageForm,
  fields: [
    { name: 'message', label: 'fields.message', input: 'textarea', required: true, max: HEADER_MESSAGE_MAX },
  ],
  translated: { fields: HEADER_MESSAGE_TRANSLATED, languages: TRANSLATION_LANGUAGES },
  editable: true,
  empty: { message: '' },
  toValues: (i) => ({ message: i.message }),
  primary: (i) => i.message,
};

export function HeaderMessagesPage() {
  return <ContentListPage spec={headerSpec} />;
}

const keywordSpec: KindSpec<AdminKeywordItem> = {
  path: 'blocked-keywords',
  title: 'keywords.title',
  intro: 'keywords.intro',
  item: adminKeywordItem,
  schema: blockedKeywordForm,
  fields: [{ name: 'keyword', label: 'fields.keyword', input: 'text', required: true, max: KEYWORD_MAX }],
  editable: false,
  empty: { keyword: '' },
  toValues: (i) => ({ keyword: i.keyword }),
  primary: (i) => i.keyword,
};

export function KeywordsPage() {
  return <ContentListPage spec={keywordSpec} />;
}

const groupSpec: KindSpec<AdminGroupItem> = {
  path: 'groups',
  title: 'groups.title',
  intro: 'groups.intro',
  item: adminGroupItem,
  schema: groupForm,
  fields: [
    { name: 'group_name', label: 'fields.groupName', input: 'text', required: true, max: GROUP_NAME_MAX },
  ],
  editable: false,
  empty: { group_name: '' },
  toValues: (i) => ({ group_name: i.group_name }),
  primary: (i) => i.group_name,
};

export function GroupsPage() {
  return <ContentListPage spec={groupSpec} />;
}
