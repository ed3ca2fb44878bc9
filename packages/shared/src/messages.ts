/**
 * The shared validation messages of SPEC.md section 5 and a Zod error map that uses them, so every
 * schema (web form or server route) reports the same words. Call `installZodMessages()` once per
 * process (the server's app and the web app's entry do).
 */
import { z } from 'zod';

export const MSG = {
  required: 'This field is required.',
  invalidEmail: 'Invalid e-mail.',
  invalidUrl: 'Invalid Url.',
  minChars: (n: number) => `Min ${n} characters required.`,
  maxChars: (n: number) => `Max ${n} characters required.`,
  invalidNumbers: 'Invalid Numbers.',
  doesNotMatch: 'Does not match.',
  alreadyExists: 'Already exists.',
  lte: (n: number | bigint) => `Value must be less than or equal to ${n}.`,
  gte: (n: number | bigint) => `Value must be greater than or equal to ${n}.`,
  invalidChoice: 'Select a valid choice.',
  invalidValue: 'Invalid value.',
  malformedJson: 'Malformed JSON.',
  notFound: 'Not found.',
  invalidToken: 'Invalid token.',
  tooLarge: 'Request is too large.',
  tooManyRequests: 'Too many requests. Please try again later.',
  serverError: 'Something went wrong, please try again.',
} as const;

/** Maps a Zod issue to the message of SPEC.md section 5; undefined falls back to Zod's own. */
export function zodMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return MSG.required;
      return issue.expected === 'number' || issue.expected === 'int' ? MSG.invalidNumbers : MSG.invalidValue;
    case 'too_small':
      if (issue.origin === 'string') {
        return issue.minimum === 1 ? MSG.required : MSG.minChars(Number(issue.minimum));
      }
      if (issue.origin === 'number' || issue.origin === 'int') return MSG.gte(issue.minimum);
      return MSG.invalidValue;
    case 'too_big':
      if (issue.origin === 'string') return MSG.maxChars(Number(issue.maximum));
      if (issue.origin === 'number' || issue.origin === 'int') return MSG.lte(issue.maximum);
      return MSG.invalidValue;
    case 'invalid_format':
      if (issue.format === 'email') return MSG.invalidEmail;
      if (issue.format === 'url') return MSG.invalidUrl;
      return MSG.invalidValue;
    case 'invalid_value':
      return issue.input === undefined || issue.input === null ? MSG.required : MSG.invalidChoice;
    default:
      return undefined;
  }
}

/** Installs `zodMessage` as Zod's global error map. */
export function installZodMessages(): void {
  z.config({ customError: zodMessage });
}
