/**
 * The login page's `?profile=<slug>` (issue 11): the server sends a visitor who opens a profile's
 * detail, members-only (SPEC.md section 4), to `/login?profile=<slug>` (apps/server
 * plugins/ssr-redirect.ts visitorRedirect), and the login page remembers that profile for after login
 * (session.ts rememberReturnSlug), as ProfilePage does when it sends a visitor there itself.
 */
import { profileSlug, RETURN_PROFILE_PARAM } from '@nikah/shared';

/** The plausible slug `search` names in its `profile` parameter, trimmed; null for none. */
export function returnProfileOf(search: URLSearchParams): string | null {
  const parsed = profileSlug.safeParse(search.get(RETURN_PROFILE_PARAM));
  return parsed.success ? parsed.data : null;
}

/** The query `search` without the `profile` parameter: `?…`, or '' when nothing is left. */
export function withoutReturnProfile(search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  rest.delete(RETURN_PROFILE_PARAM);
  const text = rest.toString();
  return text ? `?${text}` : '';
}
