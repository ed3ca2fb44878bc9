/**
 * Account calls of SPEC.md sections 2, 5 and 7 (login, one-time codes, forgot password, e-mail and
 * expectation updates) as Zod schemas with the messages of section 8. The web forms and the server
 * routes validate with the same schemas; `ACCOUNT_MSG` holds the texts the server answers with.
 */
import { z } from 'zod';
import {
  EXPECTATION_AGE_DEFAULT,
  EXPECTATION_AGE_MAX,
  EXPECTATION_AGE_MIN,
  FORGOT_USERNAME_MIN,
  LOGIN_PASSWORD_MIN,
  RESET_PASSWORD_MIN,
} from './constants';
import { MESSAGES, msg } from './messages';
import { addMessageIssue, issueRef, keyed } from './zod-messages';
import { EDUCATION_CHOICES, MARITAL_STATUSES } from './reference';
import { emailAddress, flag, indianMobile, isEmailUsername, optionalText, text, username } from './fields';
import { otpShape, refinePassword } from './credentials';

/**
 * English texts of SPEC.md section 8 (and DESIGN.md D1-D3) that the account calls answer with; the
 * registry of messages.ts holds them by key (throw sites use `msg(key)`).
 */
export const ACCOUNT_MSG = {
  otpSent: MESSAGES.otpSent,
  created: MESSAGES.created,
  passwordSet: MESSAGES.passwordSet,
  loggedIn: MESSAGES.loggedIn,
  loggedOut: MESSAGES.loggedOut,
  noAccount: MESSAGES.noAccount,
  available: MESSAGES.accountFound,
} as const;

/** What a one-time code is for: signing up (default) or resetting a password. */
export const OTP_PURPOSES = ['signup', 'reset'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** Trims a username and lower-cases it when it is an e-mail address (how accounts store it). */
export const normalizeUsername = (u: string) =>
  isEmailUsername(u.trim()) ? u.trim().toLowerCase() : u.trim();

/**
 * An existing account's username as typed at login or forgot password: any text of 1 to 254 chars
 * (superusers may have plain names), normalised with `normalizeUsername`.
 */
export const accountName = text(1, 254).transform(normalizeUsername);

/** `POST profiles/login/`: username and a password of at least 4 characters (SPEC.md section 5). */
export const loginForm = z.object({
  username: accountName,
  password: z.string().min(LOGIN_PASSWORD_MIN).max(128),
});
export type LoginForm = z.output<typeof loginForm>;

/**
 * The login page's username step (web only): an Indian mobile number, or, for members living
 * outside India (`abroad`), an e-mail address and a country ('Please select your country').
 */
export const loginIdentityForm = z
  .object({ abroad: flag(false), country: optionalText(100), username: text(1, 254) })
  .superRefine((v, ctx) => {
    if (v.abroad && !v.country) {
      addMessageIssue(ctx, msg('countryRequired'), ['country']);
    }
    const r = (v.abroad ? emailAddress : indianMobile).safeParse(v.username);
    if (!r.success) {
      for (const issue of r.error.issues) addMessageIssue(ctx, issueRef(issue), ['username']);
    }
  })
  .transform((v) => ({ ...v, username: normalizeUsername(v.username) }));

/** `POST profiles/verify-user/` and `profiles/get-email/`: `{username}`. */
export const usernameLookupForm = z.object({ username: accountName });

/**
 * `POST configs/send-otp/`: `{username, purpose?}`. A signup code needs a valid new username
 * (Indian mobile or e-mail); a reset code takes any username of at least 4 characters.
 */
export const sendOtpForm = z
  .object({
    username: text(1, 254),
    purpose: z.enum(OTP_PURPOSES).default('signup'),
    /** The last code this username received: lets its owner past the daily cap (issue 13 defect 5). */
    last_otp: otpShape.otp.optional(),
  })
  .superRefine((v, ctx) => {
    const r = (v.purpose === 'signup' ? username : text(FORGOT_USERNAME_MIN, 254)).safeParse(v.username);
    if (!r.success) {
      for (const issue of r.error.issues) addMessageIssue(ctx, issueRef(issue), ['username']);
    }
  })
  .transform((v) => ({ ...v, username: normalizeUsername(v.username) }));
export type SendOtpForm = z.output<typeof sendOtpForm>;

/** Forgot password, step one (web): the username, at least 4 characters (SPEC.md section 5). */
export const forgotPasswordForm = z.object({
  username: text(FORGOT_USERNAME_MIN, 254).transform(normalizeUsername),
});

/**
 * `POST profiles/set-password/`: username (at least 4), the reset code (`otp`, 6 digits) and a new
 * password of at least 6 with a matching confirmation (SPEC.md section 5, forgot password).
 */
export const setPasswordForm = z
  .object({
    username: text(FORGOT_USERNAME_MIN, 254).transform(normalizeUsername),
    password: z.string().min(RESET_PASSWORD_MIN).max(128),
    confirm_password: z.string().min(RESET_PASSWORD_MIN).max(128),
    ...otpShape,
  })
  .superRefine(refinePassword);
export type SetPasswordForm = z.output<typeof setPasswordForm>;

/** `PATCH profiles/update/{userId}/` with `{email}` (the email dialog of SPEC.md section 4). */
export const emailUpdateForm = z.strictObject({ email: emailAddress });

const ageBound = z.number().int().min(EXPECTATION_AGE_MIN).max(EXPECTATION_AGE_MAX);
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? [v] : v),
    z.array(item).max(50).optional(),
  );

/**
 * The Expectation of SPEC.md section 3: an age range within 18 to 80 (default 18 to 50, SPEC.md
 * section 9) and optional lists of states, marital statuses and educations. A single string is
 * accepted for a list and becomes a one-item list.
 */
export const expectationProposal = z.object({
  age: z
    .tuple([ageBound, ageBound])
    .refine(([min, max]) => min <= max, keyed(msg('invalidValue')))
    .default([EXPECTATION_AGE_DEFAULT[0], EXPECTATION_AGE_DEFAULT[1]]),
  state: listOf(text(1, 100)),
  marital_status: listOf(z.enum(MARITAL_STATUSES)),
  education: listOf(z.enum(EDUCATION_CHOICES)),
});
export type ExpectationProposal = z.output<typeof expectationProposal>;

/**
 * `PATCH profiles/update/{userId}/` with `{expectation_proposal}`: the expectation as an object or
 * as a JSON string of one (SPEC.md section 7).
 */
export const expectationUpdateForm = z.strictObject({
  expectation_proposal: z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }, expectationProposal),
});
