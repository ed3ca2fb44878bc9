/**
 * What the layout does for members (SPEC.md section 4): follow the session (an `Invalid token.`
 * answer goes to /login), report activity on each route change, log out, and ask for an e-mail
 * address on the member's own profile page when none is known.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useMatch, useNavigate } from 'react-router';
import { apiGet } from '../../lib/api';
import { useUserData } from './queries';
import { acknowledgeEnd, clearSession, getSession, useSession, useSessionEnd } from './session';

const EmailDialog = lazy(() => import('./EmailDialog'));

const EMAIL_DISMISSED_KEY = 'nikah.emailDialogDismissed';

/**
 * Follows the end of a session: a logout goes home, an `Invalid token.` answer goes to /login
 * (SPEC.md section 4); member data is forgotten either way.
 */
export function useSessionRouting(): void {
  const ended = useSessionEnd();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const target = ended === 'invalid' ? '/login' : '/';
  useEffect(() => {
    if (!ended) return;
    queryClient.removeQueries({ queryKey: ['profile'] });
    void navigate(target, { replace: ended === 'invalid' });
  }, [ended, target, navigate, queryClient]);
  // Members-only pages render nothing while `ended` is set; it is cleared once the new page shows.
  useEffect(() => {
    if (ended && pathname === target) acknowledgeEnd();
  }, [ended, pathname, target]);
}

/**
 * True while the member's data syncs for the first time after the app starts with a stored
 * session (the layout shows a spinner instead of the page meanwhile, SPEC.md section 4). Later
 * syncs (after login or signup) do not hide the page: pages wait for what they need themselves.
 */
export function useStartupSync(): boolean {
  const user = useUserData();
  const [waiting, setWaiting] = useState(() => !!getSession()?.slug);
  useEffect(() => {
    if (waiting && !user.syncing) setWaiting(false);
  }, [waiting, user.syncing]);
  return waiting && user.syncing;
}

/** `GET profiles/update-last-active/` on each route change while logged in (SPEC.md section 7). */
export function useLastActive(): void {
  const session = useSession();
  const { pathname } = useLocation();
  const loggedIn = session !== null;
  useEffect(() => {
    if (!loggedIn) return;
    apiGet('/api/profiles/update-last-active/').catch(() => undefined);
  }, [loggedIn, pathname]);
}

/**
 * Logs out: the session and the stored forms are cleared at once (no later call carries the
 * token), the layout goes home, and the server revokes the token (best effort).
 */
export function useLogout(): () => Promise<void> {
  return async () => {
    const token = getSession()?.token;
    clearSession('logout');
    if (!token) return;
    try {
      await fetch('/api/profiles/logout/', {
        method: 'POST',
        headers: {
          Authorization: `Token ${token}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: '{}',
        credentials: 'same-origin',
      });
    } catch {
      // Offline: the token expires on the server after 30 idle days.
    }
  };
}

/**
 * The email dialog: on the member's own profile page when neither the profile's e-mail nor the
 * username contains '@'. Closing it keeps it closed for this visit.
 */
export function EmailPrompt() {
  const session = useSession();
  const user = useUserData();
  const match = useMatch('/profiles/:slug');
  const [dismissed, setDismissed] = useState(() => {
    try {
      return window.sessionStorage.getItem(EMAIL_DISMISSED_KEY) === '1';
    } catch {
      return false;
    }
  });
  if (!session || !user.data || session.profileId === null || !session.slug) return null;
  const onOwnPage = match?.params.slug === session.slug;
  const hasEmail = (user.data.email ?? '').includes('@') || session.username.includes('@');
  const close = () => {
    setDismissed(true);
    try {
      window.sessionStorage.setItem(EMAIL_DISMISSED_KEY, '1');
    } catch {
      // Not remembered.
    }
  };
  if (!onOwnPage || hasEmail || dismissed) return null;
  return (
    <Suspense fallback={null}>
      <EmailDialog opened onClose={close} profileId={session.profileId} slug={session.slug} />
    </Suspense>
  );
}
