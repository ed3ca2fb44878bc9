/**
 * The pages the server renders to HTML for visitors (issue 11): the public pages of SPEC.md
 * section 2 whose content is the same for every visitor or depends only on the address. Member
 * screens are not listed: the server sends them the client shell. Nor is a profile's detail
 * (`/profiles/:slug`): it is for members only (SPEC.md section 4, visitors are sent to the login
 * page by the browser, which remembers the profile), and the member's session is known only in
 * the browser.
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
  '/categories',
  '/profiles',
] as const;

/** Whether `pathname` (no query) is one of SERVER_RENDERED_PATHS. */
export function isServerRendered(pathname: string): boolean {
  return SERVER_RENDERED_PATHS.some((pattern) => matchPath(pattern, pathname) !== null);
}
