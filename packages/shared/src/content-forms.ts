/**
 * Content and community calls added by issue 5 (SPEC.md sections 2, 3 and 7): the feedback form,
 * the book download counter, the visitor counters and the about page videos. The web form and the
 * server route validate the feedback with the same schema, so both report the same messages.
 */
import { z } from 'zod';
import { MOBILE_LENGTH, REASON_TEXT_MAX } from './constants';
import { emailAddress, text, choice } from './fields';
import { MESSAGES, messageText, msg } from './messages';
import { keyed } from './zod-messages';
import { GENDERS } from './reference';

/** Pages with a visitor counter: `GET /api/configs/counter/{page}` (SPEC.md section 7). */
export const COUNTER_PAGES = ['book', 'guidelines', 'homepage'] as const;
export type CounterPage = (typeof COUNTER_PAGES)[number];

/** What a feedback message is about; the web shows each one translated. */
export const FEEDBACK_CATEGORIES = [
  'Suggestion',
  'Complaint',
  'Report fraud',
  'Technical problem',
  'Success story',
  'Other',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** Lengths of the feedback fields (SPEC.md section 5 only says "all required"). */
export const FEEDBACK_NAME_MIN = 2;
export const FEEDBACK_NAME_MAX = 100;
export const FEEDBACK_LOCATION_MIN = 2;
export const FEEDBACK_LOCATION_MAX = 100;
export const FEEDBACK_DESCRIPTION_MIN = 10;
export const FEEDBACK_DESCRIPTION_MAX = REASON_TEXT_MAX;

/** English texts of the feedback call (keys `mobileLength`, `feedbackThanks` in messages.ts). */
export const FEEDBACK_MSG = {
  /** Also the text of `indianMobile`, so one translation serves both. */
  mobileDigits: messageText(msg('mobileLength', { n: MOBILE_LENGTH })),
  thanks: MESSAGES.feedbackThanks,
} as const;

/**
 * The feedback form (SPEC.md sections 3 and 5): every field required, the contact number exactly
 * 10 digits, a valid e-mail address. Body of `POST /api/configs/feedback/`.
 */
export const feedbackForm = z.object({
  category: choice(FEEDBACK_CATEGORIES),
  name: text(FEEDBACK_NAME_MIN, FEEDBACK_NAME_MAX),
  gender: choice(GENDERS),
  mobile: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .trim()
      .refine(
        (s) => new RegExp(`^\\d{${MOBILE_LENGTH}}$`).test(s),
        keyed(msg('mobileLength', { n: MOBILE_LENGTH })),
      ),
  ),
  email: emailAddress,
  location: text(FEEDBACK_LOCATION_MIN, FEEDBACK_LOCATION_MAX),
  description: text(FEEDBACK_DESCRIPTION_MIN, FEEDBACK_DESCRIPTION_MAX),
});
export type FeedbackForm = z.infer<typeof feedbackForm>;
/** The form's field names, in the order the form shows them. */
export const FEEDBACK_FIELDS = Object.keys(feedbackForm.shape) as (keyof FeedbackForm)[];

/** 201 answer of `POST /api/configs/feedback/`. */
export const feedbackResponse = z.object({ message: z.string() });

/** `GET /api/book/increase-book-counter/{id}`: the new count and the PDF to open. */
export const bookCounterResponse = z.object({
  id: z.number().int(),
  download_count: z.number().int(),
  /** URL of the PDF file. */
  pdf: z.string(),
});
export type BookCounterResponse = z.infer<typeof bookCounterResponse>;

/**
 * Stable names of the about page's five default videos (issue 12): the web app titles a video that
 * has one from its catalogues (`content.about.videos.<key>`) in every interface language. A list
 * the moderators set has no keys; its English titles are shown as they are.
 */
export const ABOUT_VIDEO_KEYS = [
  'howItWorks',
  'createProfile',
  'searchAndPropose',
  'verifyProfile',
  'staySafe',
] as const;
export type AboutVideoKey = (typeof ABOUT_VIDEO_KEYS)[number];

/** One of the five videos of the about page (SPEC.md section 1), `key` for the default ones. */
export const aboutVideoItem = z.object({
  youtube_code: z.string(),
  title: z.string(),
  key: z.enum(ABOUT_VIDEO_KEYS).optional(),
});
export type AboutVideoItem = z.infer<typeof aboutVideoItem>;
