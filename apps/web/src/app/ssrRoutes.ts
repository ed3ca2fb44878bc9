/**
 * The pages the server renders to HTML (issue 11). For visitors: the public pages of SPEC.md
 * section 2 whose content is the same for every visitor or depends only on the address, and the
 * login page (its form; what the browser alone knows, the session and why it ended, shows after
 * hydration). A visitor asking for a profile's detail (`/profiles/:slug`, members only, SPEC.md
 * section 4) is redirected by the server to `/login?profile=<slug>` (apps/server plugins/ssr-redirect.ts
 * visitorRedirect), whose page remembers the profile for after login.
 *
 * For members (a session cookie the server resolves to a member with a profile; issue 29): a
 * profile's detail only, the page families share. Their other screens get the client shell.
 */
import { matchPath } from 'react-router';

export const SERVER_RENDERED_PATHS = [
  '/',
  '/guidelines',
  '/book',
  '/news',
  '/success-stories',
  '/about',
  '/terms-and-conditions',
  '/privacy',
  '/categories',
  '/profiles',
  '/login',
] as const;

/** The pages the server renders for a member (the same routes as the browser's, app/router.tsx). */
export const MEMBER_SERVER_RENDERED_PATHS = ['/profiles/:slug'] as const;

/**
 * Whether `pathname` (no query) is one of SERVER_RENDERED_PATHS, or for a member (`member` true)
 * one of MEMBER_SERVER_RENDERED_PATHS.
 */
export function isServerRendered(pathname: string, member = false): boolean {
  const paths: readonly string[] = member ? MEMBER_SERVER_RENDERED_PATHS : SERVER_RENDERED_PATHS;
  return paths.some((pattern) => matchPath(pattern, pathname) !== null);
}
