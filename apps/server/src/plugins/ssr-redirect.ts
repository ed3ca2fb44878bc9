/**
 * The one page request answered with a redirect instead of a page (issue 11; used by ./web): a
 * visitor's profile detail, members-only (SPEC.md section 4), goes to the server-rendered login
 * page, which remembers the profile.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RETURN_PROFILE_PARAM } from '@nikah/shared';
import { slugParam } from '../lib/params';
import { SESSION_COOKIE } from './auth';

/** The path of `req`'s address, without its query. */
export const pathOf = (req: FastifyRequest): string => req.url.split('?', 1)[0] ?? '';

/** A profile's detail page, `/profiles/:slug` of the web app's routes (apps/web/src/app/router.tsx). */
const PROFILE_DETAIL_PATH = /^\/profiles\/([^/]+)\/?$/;

/**
 * Where a page request of `req` goes instead of a page, or null for none (issue 11). A visitor (no
 * session cookie) opening a profile's detail, members-only (SPEC.md section 4), is sent to
 * `/login?profile=<slug>`: the login page arrives server-rendered at once, where the browser used
 * to load the shell, then the app, then send the visitor on to the login page's chunk. The login
 * page remembers the profile, so after login the member lands on it. The profile is not looked
 * up: the answer is the same whether it exists or not, so a visitor learns nothing of it. A
 * segment that is no plausible slug (`slugParam`: blank, too long) goes to `/login` without the
 * parameter, as the browser sent a visitor there for any slug: the address is the members-only
 * page whatever it names, so the login page, not a 404. A member's request (session
 * cookie, even an expired one) is not redirected: the server renders the profile for a live
 * session (`renderPage`), and the app shows its own login for an ended one.
 */
export function visitorRedirect(req: FastifyRequest): string | null {
  if (req.cookies[SESSION_COOKIE]) return null;
  const segment = PROFILE_DETAIL_PATH.exec(pathOf(req))?.[1];
  if (segment === undefined) return null;
  let slug: string | null = null;
  try {
    const parsed = slugParam.safeParse(decodeURIComponent(segment));
    if (parsed.success) slug = parsed.data;
  } catch {
    // Malformed percent-encoding (URIError; Fastify refuses such paths first, 400): no slug.
  }
  return slug === null ? '/login' : `/login?${RETURN_PROFILE_PARAM}=${encodeURIComponent(slug)}`;
}

/**
 * Sends the redirect `location` of `visitorRedirect`: never stored (`no-store`: it depends on the
 * session cookie, and a member's later visit must reach the page), varying with the cookies as
 * the pages do.
 */
export function sendRedirect(reply: FastifyReply, location: string): FastifyReply {
  return reply
    .code(302)
    .header('Location', location)
    .header('Cache-Control', 'no-store')
    .header('Vary', 'Cookie')
    .send();
}
