/**
 * Field building blocks for forms (SPEC.md section 5), shared by every schema so one rule reads
 * the same on the web form and the server route. Empty strings from form inputs count as missing.
 */
import { z } from 'zod';
import { MOBILE_LENGTH, STRONG_PASSWORD_MIN } from './constants';
import { MESSAGES, msg } from './messages';
import { addMessageIssue, issueRef, keyed } from './zod-messages';

/** English texts of SPEC.md section 5 messages (the registry of messages.ts holds them by key). */
export const FORM_MSG = {
  emailValid: MESSAGES.emailValid,
  /** A phone number or an e-mail written into free text (DESIGN.md D6; text-safety.ts). */
  phoneInText: MESSAGES.phoneInText,
  emailInText: MESSAGES.emailInText,
} as const;

/**
 * The shared password rule of SPEC.md sections 5 and 9: at least 8 characters ('Min 8 characters
 * Password required.') with a lowercase letter and a digit. Used for superuser passwords (the
 * member forms keep their own minimums of 6 and 4).
 */
export const strongPassword = z
  .string()
  .max(128)
  .refine((s) => s.length >= STRONG_PASSWORD_MIN, keyed(msg('passwordMin', { n: STRONG_PASSWORD_MIN })))
  .refine((s) => /[a-z]/.test(s), keyed(msg('passwordLowercase')))
  .refine((s) => /\d/.test(s), keyed(msg('passwordDigit')));

/**
 * A plain account name (superusers, who log in without a mobile number): no spaces ('Space not
 * allowed.'), then letters and digits only ('Only Alpha Numeric.'), SPEC.md section 5.
 */
export const plainAccountName = z
  .string()
  .trim()
  .min(1)
  .max(150)
  .refine((s) => !/\s/.test(s), { ...keyed(msg('spaceNotAllowed')), abort: true })
  .refine((s) => /^[A-Za-z0-9]+$/.test(s), keyed(msg('onlyAlphaNumeric')));

/** True for a person's name: letters of any script, with spaces, dots, apostrophes and hyphens. */
export const isPersonName = (s: string) => /^\p{L}[\p{L}\p{M} .'-]*$/u.test(s);

/** True when a username is an e-mail address (members abroad) rather than a mobile number. */
export const isEmailUsername = (u: string) => u.includes('@');

const isDigits = (s: string) => /^\d+$/.test(s);

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Required trimmed text of `min` to `max` characters. */
export const text = (min: number, max: number) =>
  z.preprocess(emptyToUndefined, z.string().trim().min(min).max(max));

/** Optional trimmed text up to `max` characters; empty becomes undefined. */
export const optionalText = (max: number) =>
  z.preprocess(emptyToUndefined, z.string().trim().max(max).optional());

const toNumber = (v: unknown) => {
  const e = emptyToUndefined(v);
  return typeof e === 'string' && /^\d+$/.test(e.trim()) ? Number(e.trim()) : e;
};
const wholeNumber = (min: number, max: number) =>
  z
    .number()
    .int()
    // SPEC.md section 5's 'Positive Number Required.' says more than a bound of 0 for a count.
    .refine((n) => n >= 0 || min < 0, { ...keyed(msg('positiveNumber')), abort: true })
    .min(min)
    .max(max);

/** A required whole number from a number or a string of digits, within [min, max]. */
export const digits = (min: number, max: number) => z.preprocess(toNumber, wholeNumber(min, max));

/** Optional whole number within [min, max]; empty becomes undefined. */
export const optionalDigits = (min: number, max: number) =>
  z.preprocess(toNumber, wholeNumber(min, max).optional());

/** A string of digits only (phone numbers), `min` to `max` long. */
export const digitString = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : emptyToUndefined(v)),
    z
      .string()
      .trim()
      .refine(isDigits, keyed(msg('invalidNumbers')))
      .min(min)
      .max(max),
  );

/** One of `choices`, required. */
export const choice = <T extends readonly [string, ...string[]]>(choices: T) =>
  z.preprocess(emptyToUndefined, z.enum(choices));

/** A boolean from a checkbox: true/false or the strings 'true'/'false'. */
export const flag = (fallback: boolean) =>
  z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean().default(fallback));

/** Indian mobile number: 10 digits, not starting with 0 to 5 (SPEC.md section 5, login). */
export const indianMobile = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .refine(isDigits, keyed(msg('invalidNumbers')))
    .refine((s) => s.length === MOBILE_LENGTH, keyed(msg('mobileLength', { n: MOBILE_LENGTH })))
    .refine((s) => /^[6-9]/.test(s), keyed(msg('mobileStart'))),
);

/** E-mail address with the message of SPEC.md section 5. */
const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .refine((s) => z.regexes.email.test(s), keyed(msg('emailValid')));
export const emailAddress = z.preprocess(emptyToUndefined, email);

/** Optional e-mail address: empty or missing is allowed (and becomes undefined). */
export const optionalEmailAddress = z.preprocess(emptyToUndefined, email.optional());

/** A username: an Indian mobile number, or an e-mail (lower-cased) for members living abroad. */
export const username = z
  .preprocess(emptyToUndefined, z.string().trim())
  .superRefine((v, ctx) => {
    const r = (isEmailUsername(v) ? emailAddress : indianMobile).safeParse(v);
    if (!r.success) {
      for (const issue of r.error.issues) addMessageIssue(ctx, issueRef(issue));
    }
  })
  .transform((v) => (isEmailUsername(v) ? v.toLowerCase() : v));
