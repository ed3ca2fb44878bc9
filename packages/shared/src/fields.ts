/**
 * Field building blocks for forms (SPEC.md section 5), shared by every schema so one rule reads
 * the same on the web form and the server route. Empty strings from form inputs count as missing.
 */
import { z } from 'zod';
import { MOBILE_LENGTH } from './constants';
import { MSG } from './messages';

/** SPEC.md section 5 messages that are not in the shared list of MSG. */
export const FORM_MSG = {
  fillRequired: 'Please fill all the required fields',
  mobileStart: "Can't start with 0, 1, 2, 3, 4, 5",
  emailValid: 'E-mail must be valid',
  otpIncorrect: 'OTP is incorrect',
  invalidOtp: 'Invalid OTP',
  countryRequired: 'Please select your country',
  wrongValue: 'Wrong value',
  blockedWords: 'Your Profile contains blocked words, please remove them to proceed. Blocked Word: ',
  /** A phone number or an e-mail written into free text (DESIGN.md D6; text-safety.ts). */
  phoneInText: 'Please remove the phone number: contact details go in the Contact step only.',
  emailInText: 'Please remove the e-mail address: contact details go in the Contact step only.',
} as const;

/** True when a username is an e-mail address (members abroad) rather than a mobile number. */
export const isEmailUsername = (u: string) => u.includes('@');

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
    .number({
      error: (iss) =>
        iss.code === 'invalid_type' && iss.input !== undefined ? MSG.invalidNumbers : undefined,
    })
    .int(MSG.invalidNumbers)
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
    z.string().trim().regex(/^\d+$/, MSG.invalidNumbers).min(min).max(max),
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
    .regex(/^\d+$/, MSG.invalidNumbers)
    .length(MOBILE_LENGTH, `Mobile number must be ${MOBILE_LENGTH} digits.`)
    .regex(/^[6-9]/, FORM_MSG.mobileStart),
);

/** E-mail address with the message of SPEC.md section 5. */
const email = z.string().trim().toLowerCase().max(254).pipe(z.email(FORM_MSG.emailValid));
export const emailAddress = z.preprocess(emptyToUndefined, email);

/** Optional e-mail address: empty or missing is allowed (and becomes undefined). */
export const optionalEmailAddress = z.preprocess(emptyToUndefined, email.optional());

/** A username: an Indian mobile number, or an e-mail (lower-cased) for members living abroad. */
export const username = z
  .preprocess(emptyToUndefined, z.string().trim())
  .superRefine((v, ctx) => {
    const r = (isEmailUsername(v) ? emailAddress : indianMobile).safeParse(v);
    if (!r.success) {
      for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    }
  })
  .transform((v) => (isEmailUsername(v) ? v.toLowerCase() : v));
