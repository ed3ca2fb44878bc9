/**
 * The pages the server renders to HTML for visitors (issue 11): the public pages of SPEC.md
 * section 2 whose content is the same for every visitor or depends only on the address, and the
 * login page (its form; what the browser alone knows, the session and why it ended, shows after
 * hydration). Member screens are not listed: the server sends them the client shell. Nor is a
 * profile's detail (`/profiles/:slug`): it is for members only (SPEC.md section 4). A visitor
 * asking for one is redirected by the server to `/login?profile=<slug>` (apps/server
 * plugins/ssr.ts visitorRedirect), whose page remembers the profile for after login; a member's
 * session is known only in the browser, which renders the profile.
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

/** Whether `pathname` (no query) is one of SERVER_RENDERED_PATHS. */
export function isServerRendered(pathname: string): boolean {
  return SERVER_RENDERED_PATHS.some((pattern) => matchPath(pattern, pathname) !== null);
}
