/**
 * Answers of the account calls (SPEC.md section 7: login, create, verify-user, logout and other
 * `{message}` answers) as Zod schemas. Kept apart from auth-forms.ts so that the web app's shell,
 * which reads these answers on every page, does not load the sign-up wizard's form rules (and the
 * phone-number library behind them) on the first route (issue 11).
 */
import { z } from 'zod';

/** `{token, profile_id, slug, message}` of login and create (SPEC.md section 7). */
export const sessionResponse = z.object({
  token: z.string(),
  /** The member's profile id (the `{userId}` and `{user}` of other paths); null for a superuser without one. */
  profile_id: z.number().int().nullable(),
  slug: z.string().nullable(),
  message: z.string(),
  /** True for a superuser (the web shows the moderation console's menu entry, DESIGN.md D13). */
  is_superuser: z.boolean().optional(),
  /**
   * True when the member has not accepted the consent notice in force (CONSENT_VERSION, DESIGN.md
   * D22): the web app shows it again and posts `POST /api/profiles/consents/`.
   */
  consent_required: z.boolean().optional(),
});
export type SessionResponse = z.infer<typeof sessionResponse>;

export const verifyUserResponse = z.object({
  status: z.enum(['available', 'blocked', 'other']),
  message: z.string(),
});
export type VerifyUserResponse = z.infer<typeof verifyUserResponse>;

export const messageResponse = z.object({ message: z.string() });
export const statusResponse = z.object({ status: z.string(), message: z.string() });
