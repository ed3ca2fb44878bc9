/**
 * Moderators' second factor (DESIGN.md D24, issue 28): TOTP (RFC 6238) codes from an authenticator
 * app, and single-use recovery codes. The requests and answers of `/api/admin/2fa/`, and the code
 * formats both sides check.
 */
import { z } from 'zod';
import { msg } from './messages';
import { keyed } from './zod-messages';

/** Digits of an authenticator app's code (RFC 6238's usual 6). */
export const TOTP_DIGITS = 6;
/** Seconds each authenticator code lasts (RFC 6238's default time step). */
export const TOTP_PERIOD_SECONDS = 30;
/** Recovery codes given at enrolment, each usable once. */
export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits of a recovery code, without look-alikes (0/o, 1/l/i). */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Characters of a recovery code (about 49 bits), shown as two groups of five: `abcde-fghjk`. */
export const RECOVERY_CODE_LENGTH = 10;

/**
 * A recovery code as typed, made canonical: lower case, without spaces or dashes; what the server
 * hashes. Returns null when it cannot be one (wrong length or letters).
 */
export function normalizeRecoveryCode(input: string): string | null {
  const code = input.toLowerCase().replace(/[\s-]/g, '');
  if (code.length !== RECOVERY_CODE_LENGTH) return null;
  for (const c of code) if (!RECOVERY_CODE_ALPHABET.includes(c)) return null;
  return code;
}

/** True when `input` is an authenticator code (6 digits, spaces allowed), not a recovery code. */
export const isTotpCode = (input: string): boolean =>
  new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(input.replace(/\s/g, ''));

/**
 * `POST /api/admin/2fa/confirm/`, `/verify/`, `/disable/`: `code` is an authenticator code or
 * (except at enrolment) a recovery code.
 */
export const secondFactorCodeBody = z.object({
  code: z
    .string()
    .trim()
    .refine((s) => s.length > 0, keyed(msg('required')))
    .refine((s) => s.length <= 40, keyed(msg('maxChars', { n: 40 }))),
});
export type SecondFactorCodeBody = z.output<typeof secondFactorCodeBody>;

/** `GET /api/admin/2fa/`: where the calling moderator stands. */
export const secondFactorStatus = z.object({
  /** The account has a confirmed second factor (then every session must pass it). */
  enrolled: z.boolean(),
  /** The server requires one of every moderator (production, or `ADMIN_2FA=required`). */
  required: z.boolean(),
  /** This session has passed the second factor (or needs none). */
  passed: z.boolean(),
  /** Unused recovery codes left. */
  recovery_codes_left: z.number().int().min(0),
});
export type SecondFactorStatus = z.output<typeof secondFactorStatus>;

/** `POST /api/admin/2fa/enrol/`: a new secret, waiting for its first code. */
export const secondFactorEnrolment = z.object({
  /** The secret in base32, for typing into an app by hand. */
  secret: z.string(),
  /** `otpauth://totp/...`, what the QR code holds. */
  otpauth_uri: z.string(),
  /** The QR code of `otpauth_uri` as a `data:image/svg+xml` URL. */
  qr_image: z.string(),
});
export type SecondFactorEnrolment = z.output<typeof secondFactorEnrolment>;

/** `POST /api/admin/2fa/confirm/`: the recovery codes, shown this once and never again. */
export const secondFactorConfirmed = z.object({
  recovery_codes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type SecondFactorConfirmed = z.output<typeof secondFactorConfirmed>;

/** `POST /api/admin/2fa/verify/`: the session has passed; how many recovery codes are left. */
export const secondFactorVerified = z.object({
  passed: z.literal(true),
  recovery_codes_left: z.number().int().min(0),
});
export type SecondFactorVerified = z.output<typeof secondFactorVerified>;

/** `POST /api/admin/2fa/disable/`. */
export const secondFactorDisabled = z.object({ enrolled: z.literal(false) });
