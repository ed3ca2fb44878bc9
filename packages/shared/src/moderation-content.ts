/**
 * Content the moderators edit from the console (issue 9, SPEC.md section 3, DESIGN.md D13): books,
 * guideline tags and guidelines, success stories, news cards, header messages, blocked keywords,
 * groups, and the read-only feedback list. The console's forms and the admin routes validate with
 * these same schemas, so both report the same keyed messages.
 */
import { z } from 'zod';
import { PHOTO_MAX_BYTES, REASON_TEXT_MAX } from './constants';
import { choice, digits, text } from './fields';
import { msg } from './messages';
import { keyed } from './zod-messages';
import { DB_INT_MAX } from './primitives';
import { BOOK_LANGUAGES } from './reference';
import {
  blockedKeywordItem,
  bookItem,
  guidelineItem,
  guidelineTagItem,
  headerMessageItem,
  newsTranslations,
  successStoryItem,
} from './api';
import { GUIDELINE_TRANSLATION_LANGUAGES, translationsForm } from './content-translations';

/** Largest book PDF accepted, in bytes (20 MB); the admin book routes set this multipart limit. */
export const BOOK_PDF_MAX_BYTES = 20 * 1024 * 1024;
/** Largest book cover accepted, in bytes (the photo limit). */
export const BOOK_COVER_MAX_BYTES = PHOTO_MAX_BYTES;
/** Rows per page of the console's content lists, and the most a client may ask for. */
export const CONTENT_PAGE_SIZE = 20;
export const CONTENT_PAGE_SIZE_MAX = 100;

/** Lengths of the content fields (SPEC.md is silent; these fit the public pages' cards). */
export const CONTENT_TITLE_MAX = 200;
export const CONTENT_NAME_MAX = 100;
export const CONTENT_DESCRIPTION_MAX = REASON_TEXT_MAX;
export const HEADER_MESSAGE_MAX = 300;
export const KEYWORD_MAX = 60;
export const GROUP_NAME_MAX = 60;
export const CONTENT_URL_MAX = 500;

/** An 11-character YouTube video id. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The video id of `input`: the id itself, or a youtube.com / youtu.be address holding it
 * (`watch?v=`, `/embed/`, `/shorts/`, `/live/`); null for anything else.
 */
export function youtubeCodeOf(input: string): string | null {
  const s = input.trim();
  if (YOUTUBE_ID.test(s)) return s;
  let url: URL;
  try {
    url = new URL(s);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let code: string | null = null;
  if (host === 'youtu.be') code = url.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    code = url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1] ?? null;
  }
  return code !== null && YOUTUBE_ID.test(code) ? code : null;
}

/** A YouTube video, as its id or an address; the wire and the database keep the id. */
export const youtubeCode = z
  .string()
  .trim()
  .min(1)
  .max(CONTENT_URL_MAX)
  .refine((s) => youtubeCodeOf(s) !== null, keyed(msg('invalidYoutube')))
  .transform((s) => youtubeCodeOf(s) ?? s);

/** An https:// address ('Invalid Url.' otherwise): news links and images open on other sites. */
export const httpsUrl = z
  .string()
  .trim()
  .min(1)
  .max(CONTENT_URL_MAX)
  .refine(
    (s) => {
      try {
        const u = new URL(s);
        return u.protocol === 'https:' && u.hostname.includes('.');
      } catch {
        return false;
      }
    },
    keyed(msg('invalidUrl')),
  );

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Book fields (multipart fields beside the files `cover` and `pdf`). */
export const bookForm = z.object({
  title: text(1, CONTENT_TITLE_MAX),
  author: text(1, CONTENT_NAME_MAX),
  language: choice(BOOK_LANGUAGES),
});
export type BookForm = z.infer<typeof bookForm>;

/** A guideline tag: English name required (SPEC.md's `name`), other languages optional (issue 12). */
export const guidelineTagForm = z.object({
  name: text(1, CONTENT_NAME_MAX),
  translations: translationsForm({ name: CONTENT_NAME_MAX }),
});
export type GuidelineTagForm = z.infer<typeof guidelineTagForm>;

export const guidelineForm = z.object({
  tag: digits(1, DB_INT_MAX),
  youtube_code: youtubeCode,
  title: text(1, CONTENT_TITLE_MAX),
  title_hindi: text(1, CONTENT_TITLE_MAX),
  /** The title in the other interface languages, optional (issue 12). */
  translations: translationsForm({ title: CONTENT_TITLE_MAX }, GUIDELINE_TRANSLATION_LANGUAGES),
});
export type GuidelineForm = z.infer<typeof guidelineForm>;

export const successStoryForm = z.object({
  name: text(1, CONTENT_NAME_MAX),
  short_description: text(1, CONTENT_TITLE_MAX),
  description: text(1, CONTENT_DESCRIPTION_MAX),
  youtube_code: z.preprocess(emptyToUndefined, youtubeCode.optional()),
  translations: translationsForm({
    name: CONTENT_NAME_MAX,
    short_description: CONTENT_TITLE_MAX,
    description: CONTENT_DESCRIPTION_MAX,
  }),
});
export type SuccessStoryForm = z.infer<typeof successStoryForm>;

/** A news card (`blogs`): title, https link, optional https image address, description. */
export const newsCardForm = z.object({
  title: text(1, CONTENT_TITLE_MAX),
  link: httpsUrl,
  image: z.preprocess(emptyToUndefined, httpsUrl.optional()),
  description: text(1, CONTENT_DESCRIPTION_MAX),
  translations: translationsForm({ title: CONTENT_TITLE_MAX, description: CONTENT_DESCRIPTION_MAX }),
});
export type NewsCardForm = z.infer<typeof newsCardForm>;

/** A ticker line: English required (SPEC.md's `message`), other languages optional (issue 12). */
export const headerMessageForm = z.object({
  message: text(1, HEADER_MESSAGE_MAX),
  translations: translationsForm({ message: HEADER_MESSAGE_MAX }),
});
export type HeaderMessageForm = z.infer<typeof headerMessageForm>;

/** A blocked keyword (DESIGN.md D9), kept in lower case. */
export const blockedKeywordForm = z.object({
  keyword: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(KEYWORD_MAX).toLowerCase()),
});
export type BlockedKeywordForm = z.infer<typeof blockedKeywordForm>;

export const groupForm = z.object({ group_name: text(1, GROUP_NAME_MAX) });
export type GroupForm = z.infer<typeof groupForm>;

/** `?page=&page_size=` of every content list (1-based page). */
export const contentPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(CONTENT_PAGE_SIZE_MAX).default(CONTENT_PAGE_SIZE),
});
export type ContentPageQuery = z.infer<typeof contentPageQuery>;

/** A page of a list: the total and this page's rows. */
export const contentPage = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), results: z.array(item) });

const createdOn = z.string();

/**
 * The console's items: the public ones (api.ts) with what only moderators see (`created_on`); a
 * news card is not (the public one carries its link preview instead), nor a group (groups.ts's
 * carries the caller's state and imports this module).
 */
export const adminBookItem = bookItem.extend({ created_on: createdOn });
export type AdminBookItem = z.infer<typeof adminBookItem>;
export const adminGuidelineTagItem = guidelineTagItem;
export type AdminGuidelineTagItem = z.infer<typeof adminGuidelineTagItem>;
export const adminGuidelineItem = guidelineItem.extend({ created_on: createdOn });
export type AdminGuidelineItem = z.infer<typeof adminGuidelineItem>;
export const adminStoryItem = successStoryItem.extend({ created_on: createdOn });
export type AdminStoryItem = z.infer<typeof adminStoryItem>;
export const adminNewsItem = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string(),
  image: z.string().nullable(),
  description: z.string(),
  translations: newsTranslations,
  created_on: createdOn,
});
export type AdminNewsItem = z.infer<typeof adminNewsItem>;
export const adminHeaderMessageItem = headerMessageItem.extend({ created_on: createdOn });
export type AdminHeaderMessageItem = z.infer<typeof adminHeaderMessageItem>;
export const adminKeywordItem = blockedKeywordItem;
export type AdminKeywordItem = z.infer<typeof adminKeywordItem>;
export const adminGroupItem = z.object({
  id: z.number().int(),
  group_name: z.string(),
  created_on: createdOn,
});
export type AdminGroupItem = z.infer<typeof adminGroupItem>;
export const adminFeedbackItem = z.object({
  id: z.number().int(),
  category: z.string(),
  name: z.string(),
  gender: z.string(),
  mobile: z.string(),
  email: z.string(),
  location: z.string(),
  description: z.string(),
  created_on: createdOn,
});
export type AdminFeedbackItem = z.infer<typeof adminFeedbackItem>;

/** Answer of a delete: `{id}` of the removed row. */
export const deletedResponse = z.object({ id: z.number().int() });
