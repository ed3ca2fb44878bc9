/**
 * Names and values of the API's wire that the web app's first route needs, in a module without Zod
 * (issue 11: a module that builds a schema at its top brings Zod into every chunk that imports it,
 * and the first route's JavaScript must stay small; apps/web/scripts/check-budget.mjs). The schemas
 * built from them stay beside the shapes they belong to (api.ts, messages.ts, site.ts).
 */

/**
 * Header of a 401 `Invalid token.` answer that says why the session ended, when the server knows
 * (issue 15): the body keeps SPEC.md's exact `{"detail": "Invalid token."}` and DESIGN.md section 3
 * fixes its shape, so the reason travels beside it, like `X-Error-Keys`.
 */
export const SESSION_ENDED_HEADER = 'X-Session-Ended';
/**
 * Reasons a session ends that the member should be told about (`sessionEndReason`, api.ts): a
 * password change elsewhere, or moderators blocking the account (issue 34 point 9: a blocked
 * member was shown "No Profile Found!").
 */
export const SESSION_END_REASONS = ['password-changed', 'blocked'] as const;

/**
 * `value` (a header value, a stored string) as one of SESSION_END_REASONS, or null for anything
 * else. Plain code, not the `sessionEndReason` schema: the web app's first route has no Zod.
 */
export function sessionEndReasonOf(value: unknown): (typeof SESSION_END_REASONS)[number] | null {
  return SESSION_END_REASONS.find((reason) => reason === value) ?? null;
}

/** Name of the response header that carries `ErrorKeys` (messages.ts, DESIGN.md D18). */
export const ERROR_KEYS_HEADER = 'X-Error-Keys';

/**
 * The `https://wa.me/` chat link of a WhatsApp number written with or without '+' and spaces.
 * @param number the number as entered (digits, '+', spaces, dashes)
 * @returns the link with the number's digits only
 */
export function whatsappChatLink(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}

/**
 * The login page's query parameter naming the profile to open after login: the server redirects a
 * visitor's `/profiles/<slug>` to `/login?profile=<slug>` (issue 11; SPEC.md section 4).
 */
export const RETURN_PROFILE_PARAM = 'profile';
