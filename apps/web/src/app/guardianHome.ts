/**
 * A guardian's own home (DESIGN.md D19; issue 34 point 1). A guardian's session (an account
 * without a profile that is not a moderator) reads the chats of the members it guards and nothing
 * else a member does: it may open its page `/guardian` and the site's reading pages (guidelines,
 * books, news and the like); any other page (home, profiles, search, chat, proposals) sends it to
 * `/guardian`, so it never sees a Login button or a "Send proposal" it cannot use. The server
 * refuses a guardian on every member route either way (policy/actors.ts); this only keeps the
 * pages honest.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession, type Session } from './session';

/** The guardian's home page. */
export const GUARDIAN_HOME = '/guardian';

/** The pages (and the pages under them) a guardian's session may open. */
const GUARDIAN_PAGES = [
  GUARDIAN_HOME,
  '/guidelines',
  '/book',
  '/news',
  '/about',
  '/success-stories',
  '/scholarships',
  '/terms-and-conditions',
  '/feedback',
] as const;

/** Whether `session` is a guardian's (no profile, not a moderator). */
export const isGuardianSession = (session: Session | null): boolean =>
  session !== null && session.profileId === null && !session.isSuperuser;

/** Whether a guardian's session may open `pathname`. */
export const guardianMayOpen = (pathname: string): boolean =>
  GUARDIAN_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));

/**
 * Sends a guardian's session from a page it may not open to its home (replacing the history entry);
 * true until it is there (the layout shows no page meanwhile).
 */
export function useGuardianHome(): boolean {
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const away = isGuardianSession(session) && !guardianMayOpen(pathname);
  useEffect(() => {
    if (away) void navigate(GUARDIAN_HOME, { replace: true });
  }, [away, navigate]);
  return away;
}
