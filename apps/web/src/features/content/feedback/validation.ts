/**
 * The feedback form's checks and messages: the shared `feedbackForm` schema (the same one the
 * server route uses, SPEC.md section 5) and the translation of its messages, and of the server's
 * `{field: [messages]}` answer, into the interface language.
 */
import type { TFunction } from 'i18next';
import {
  FEEDBACK_FIELDS,
  FEEDBACK_MSG,
  FORM_MSG,
  MSG,
  feedbackForm,
  installZodMessages,
  type FeedbackCategory,
  type FeedbackForm,
} from '@nikah/shared';

// The schema reports SPEC.md's messages only once Zod's error map is installed (idempotent).
installZodMessages();

export type FeedbackField = keyof FeedbackForm;
/** What the inputs hold: every field as typed. */
export type FeedbackValues = Record<FeedbackField, string>;
export type FeedbackErrors = Partial<Record<FeedbackField, string[]>>;

export const EMPTY_FEEDBACK: FeedbackValues = Object.fromEntries(
  FEEDBACK_FIELDS.map((f) => [f, '']),
) as FeedbackValues;

/** Translation key of each category (the value sent stays the English one). */
export const CATEGORY_KEYS = {
  Suggestion: 'suggestion',
  Complaint: 'complaint',
  'Report fraud': 'fraud',
  'Technical problem': 'technical',
  'Success story': 'story',
  Other: 'other',
} as const satisfies Record<FeedbackCategory, string>;

/** The field errors of `values` by the shared schema; empty when the form may be sent. */
export function validateFeedback(values: FeedbackValues): FeedbackErrors {
  const result = feedbackForm.safeParse(values);
  if (result.success) return {};
  const errors: FeedbackErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (FEEDBACK_FIELDS as string[]).includes(field)) {
      (errors[field as FeedbackField] ??= []).push(issue.message);
    }
  }
  return errors;
}

/** Keeps only the known fields of a server answer `{field: [messages]}`. */
export function fieldErrorsOf(body: unknown): FeedbackErrors {
  const errors: FeedbackErrors = {};
  if (!body || typeof body !== 'object') return errors;
  for (const field of FEEDBACK_FIELDS) {
    const messages = (body as Record<string, unknown>)[field];
    if (Array.isArray(messages)) errors[field] = messages.filter((m): m is string => typeof m === 'string');
  }
  return errors;
}

const MIN_CHARS = /^Min (\d+) characters required\.$/;
const MAX_CHARS = /^Max (\d+) characters required\.$/;

/** One schema or server message in the interface language; an unknown message is shown as sent. */
export function translateFieldError(t: TFunction, message: string): string {
  switch (message) {
    case MSG.required:
      return t('content.fieldErrors.required');
    case FORM_MSG.emailValid:
    case MSG.invalidEmail:
      return t('content.fieldErrors.email');
    case FEEDBACK_MSG.mobileDigits:
      return t('content.fieldErrors.mobile');
    case MSG.invalidChoice:
      return t('content.fieldErrors.choice');
    case MSG.invalidValue:
      return t('content.fieldErrors.invalid');
  }
  const min = MIN_CHARS.exec(message);
  if (min) return t('content.fieldErrors.minChars', { count: Number(min[1]) });
  const max = MAX_CHARS.exec(message);
  if (max) return t('content.fieldErrors.maxChars', { count: Number(max[1]) });
  return message;
}
