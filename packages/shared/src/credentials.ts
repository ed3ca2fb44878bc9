/**
 * The password and one-time code fields of signup (steps 5 and 6, SPEC.md section 2) and of the
 * login and reset forms (auth-forms.ts). Apart from profile-form.ts so that the login page's
 * forms do not bring the signup form's text checks (text-safety.ts and libphonenumber's
 * metadata, issue 29).
 */
import { z } from 'zod';
import { OTP_LENGTH, SIGNUP_PASSWORD_MIN } from './constants';
import { msg } from './messages';
import { addMessageIssue, keyed } from './zod-messages';

/** Step 5 of signup, password. */
export const passwordShape = {
  password: z.string().min(SIGNUP_PASSWORD_MIN).max(128),
  confirm_password: z.string().min(SIGNUP_PASSWORD_MIN).max(128),
};

/** Step 6 of signup, the one-time code: 6 digits, compared trimmed. */
export const otpShape = {
  otp: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : v),
    z
      .string()
      .refine((s) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(s), keyed(msg('otpDigits', { n: OTP_LENGTH }))),
  ),
};

/** The confirmation must match the password; a missing confirmation is reported as required, not as a mismatch. */
export function refinePassword(
  v: { password: string; confirm_password: string },
  ctx: z.RefinementCtx,
): void {
  if (v.confirm_password !== undefined && v.password !== v.confirm_password) {
    addMessageIssue(ctx, msg('doesNotMatch'), ['confirm_password']);
  }
}
