/**
 * The feedback form's checks and messages: the shared `feedbackForm` schema (the same one the
 * server route uses, SPEC.md section 5) and the translation of its messages, and of the server's
 * `{field: [messages]}` answer, into the interface language.
 */
import type { TFunction } from 'i18next';
import {
  FEEDBACK_FIELDS,
  encodeMessage,
  feedbackForm,
  parseErrorKeys,
  type FeedbackCategory,
  type FeedbackForm,
} from '@nikah/shared';
import type { ApiError } from '../../../lib/api';
// Also installs the error map whose messages are keys (DESIGN.md D18).
import { translateMessage } from '../../../lib/messages';

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

/**
 * The known fields of a 400 answer `{field: [messages]}`, each message as its key from the
 * `X-Error-Keys` header (encoded like the schema's own messages), else as the body's text.
 */
export function fieldErrorsOf(err: ApiError): FeedbackErrors {
  const errors: FeedbackErrors = {};
  const keys = parseErrorKeys(err.errorKeys).fields ?? {};
  const body = err.fieldErrors;
  for (const field of FEEDBACK_FIELDS) {
    const messages = body[field];
    if (messages) {
      errors[field] = messages.map((m, i) => {
        const ref = keys[field]?.[i];
        return ref ? encodeMessage(ref) : m;
      });
    }
  }
  return errors;
}

/** One schema or server message in the interface language, by its key (DESIGN.md D18). */
export function translateFieldError(t: TFunction, message: string): string {
  return translateMessage(t, message);
}
