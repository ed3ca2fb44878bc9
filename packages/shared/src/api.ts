/**
 * Response shapes of the reference, configs and home calls (SPEC.md section 7), as Zod schemas so
 * the server validates what it sends and the web app types what it reads. Wire names are SPEC.md's.
 */
import { z } from 'zod';
import { SESSION_END_REASONS } from './wire';
import {
  GUIDELINE_TAG_TRANSLATED,
  GUIDELINE_TRANSLATED,
  GUIDELINE_TRANSLATION_LANGUAGES,
  HEADER_MESSAGE_TRANSLATED,
  NEWS_TRANSLATED,
  STORY_TRANSLATED,
  translationsItem,
} from './content-translations';

/** One item of a reference list; `name` is the display value a form sends back. */
export const referenceItem = z.object({ id: z.number().int(), name: z.string() });
export type ReferenceItem = z.infer<typeof referenceItem>;

export const countryItem = referenceItem.extend({ code: z.string(), dial_code: z.string() });
export type CountryItem = z.infer<typeof countryItem>;

export const stateItem = referenceItem.extend({ country: z.number().int() });
export const cityItem = referenceItem.extend({ state: z.number().int() });

/** `{data: [...]}` envelope used by the reference list calls. */
export const listEnvelope = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export const summaryResponse = z.object({
  education: z.array(z.object({ name: z.string(), group: z.enum(['higher', 'lower']) })),
  marital_status: z.array(z.object({ name: z.string() })),
  height: z.array(z.object({ name: z.string(), inches: z.number().int() })),
  contact_of: z.array(z.object({ name: z.string() })),
  /** Number of visible profiles; null when unknown (the web shows 12000+). */
  totalProfile: z.number().int().nullable(),
});
export type SummaryResponse = z.infer<typeof summaryResponse>;

/**
 * Per-language texts of a header message, a guideline tag, a guideline, a story and a news card
 * (content-translations.ts).
 */
export const headerMessageTranslations = translationsItem(HEADER_MESSAGE_TRANSLATED);
export const guidelineTagTranslations = translationsItem(GUIDELINE_TAG_TRANSLATED);
export const guidelineTranslations = translationsItem(GUIDELINE_TRANSLATED, GUIDELINE_TRANSLATION_LANGUAGES);
export const storyTranslations = translationsItem(STORY_TRANSLATED);
export const newsTranslations = translationsItem(NEWS_TRANSLATED);

/** A ticker line: SPEC.md's English `message`, and its translations (issue 12). */
export const headerMessageItem = z.object({
  id: z.number().int(),
  message: z.string(),
  translations: headerMessageTranslations,
});
export const blockedKeywordItem = z.object({ id: z.number().int(), keyword: z.string() });

/** A profile as shown on a card (SPEC.md section 3, "card and detail"); never contact details. */
export const profileCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  profile_code: z.string(),
  full_name: z.string(),
  gender: z.string(),
  age: z.number().int(),
  height: z.string(),
  education: z.string(),
  occupation: z.string(),
  martial_status: z.string(),
  city: z.string(),
  state: z.string(),
  city_current: z.string().nullable(),
  state_current: z.string().nullable(),
  verification_status: z.string(),
  /** URL of the card image: a generated avatar or a (blurred for non-owners) photo. */
  thumbnail: z.string().nullable(),
  created_on: z.string(),
  /** Members only: true when the member has opened this profile (the eye mark of SPEC.md section 4). */
  visited: z.boolean().optional(),
});
export type ProfileCard = z.infer<typeof profileCard>;

export const bookItem = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  language: z.string(),
  /** URL of the cover image. */
  cover: z.string(),
  /** URL of the PDF file. */
  pdf: z.string(),
  download_count: z.number().int(),
});
export type BookItem = z.infer<typeof bookItem>;

/** A guideline tag: SPEC.md's English `name`, and its translations (issue 12). */
export const guidelineTagItem = z.object({
  id: z.number().int(),
  name: z.string(),
  translations: guidelineTagTranslations,
});
export type GuidelineTagItem = z.infer<typeof guidelineTagItem>;
export const guidelineItem = z.object({
  id: z.number().int(),
  tag: z.number().int(),
  youtube_code: z.string(),
  title: z.string(),
  title_hindi: z.string(),
  /** The title in the other languages (Hindi is `title_hindi`). */
  translations: guidelineTranslations,
});
export type GuidelineItem = z.infer<typeof guidelineItem>;

export const successStoryItem = z.object({
  id: z.number().int(),
  name: z.string(),
  short_description: z.string(),
  description: z.string(),
  youtube_code: z.string().nullable(),
  translations: storyTranslations,
});
export type SuccessStoryItem = z.infer<typeof successStoryItem>;

export const blogItem = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string(),
  preview: z.object({ image: z.string().nullable(), title: z.string(), description: z.string() }),
  /** `title` and `description` (the preview's) in other languages. */
  translations: newsTranslations,
});
export type BlogItem = z.infer<typeof blogItem>;

/**
 * `GET /api/home/`: everything the home page of SPEC.md section 1 shows, in one request so that
 * slow connections make one round trip.
 */
export const homeResponse = z.object({
  header_messages: z.array(z.string()),
  /** The translations of each header message, in the same order (issue 12). */
  header_message_translations: z.array(headerMessageTranslations),
  totalProfile: z.number().int().nullable(),
  partner_found: z.number().int(),
  /** YouTube code of the home page video. */
  video: z.string().nullable(),
  new_profiles: z.array(profileCard),
  success_stories: z.array(successStoryItem),
  guidelines: z.array(guidelineItem),
  books: z.array(bookItem),
});
export type HomeResponse = z.infer<typeof homeResponse>;

/** Error bodies of DESIGN.md section 3: field errors, or `{detail}` for everything else. */
export type FieldErrors = Record<string, string[]>;
export interface DetailError {
  detail: string;
}

/** `GET /api/profiles/new-profiles/`: the latest approved profiles (SPEC.md section 9). */
export const newProfilesResponse = z.object({ results: z.array(profileCard) });

/** `POST /api/configs/send-otp/`: where the code went and how long it is valid (DESIGN.md D1). */
export const otpSentResponse = z.object({
  message: z.string(),
  channel: z.enum(['sms', 'email']),
  valid_minutes: z.number().int(),
});

/** A reason a session ended (`X-Session-Ended`, SESSION_END_REASONS of wire.ts). */
export const sessionEndReason = z.enum(SESSION_END_REASONS);
export type SessionEndReason = z.infer<typeof sessionEndReason>;
