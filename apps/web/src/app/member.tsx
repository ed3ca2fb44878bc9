/**
 * What the layout does for members (SPEC.md section 4): follow the session (an `Invalid token.`
 * answer goes to /login), wait for the member's data at start, and log out. What it does only
 * while signed in (report activity, ask for an e-mail address) is memberSession.tsx, a chunk
 * loaded with a session.
 */
import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { SessionEndReason } from '@nikah/shared';
import { logout } from '../lib/firstRouteEndpoints';
import { queryKeys } from '../lib/queryKeys';
import { useUserData } from './userData';
import { acknowledgeEnd, clearSession, getSession, useSessionEnd } from './session';

/** What the login page is told when a session was ended elsewhere (router state). */
export interface SignedOutState {
  signedOut: SessionEndReason;
}

/**
 * Follows the end of a session: a logout goes home, an `Invalid token.` answer goes to /login
 * (SPEC.md section 4), and so does a session ended by a password change or a moderators' block,
 * where the login page says why (issues 15 and 34); member data is forgotten either way.
 */
export function useSessionRouting(): void {
  const ended = useSessionEnd();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const target = ended === 'logout' ? '/' : '/login';
  useEffect(() => {
    if (!ended) return;
    queryClient.removeQueries({ queryKey: queryKeys.profile.all });
    queryClient.removeQueries({ queryKey: queryKeys.discovery.all });
    const state: SignedOutState | undefined =
      ended === 'logout' || ended === 'invalid' ? undefined : { signedOut: ended };
    void navigate(target, { replace: ended !== 'logout', state });
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
 * A page the server rendered for the member brought the data: nothing to wait for, and no state
 * change right after hydration, which made React build the layout's parts still loading their
 * code afresh instead of hydrating them (issue 29).
 */
export function useStartupSync(): boolean {
  const user = useUserData();
  const [waiting, setWaiting] = useState(() => !!getSession()?.slug && user.syncing);
  useEffect(() => {
    if (waiting && !user.syncing) setWaiting(false);
  }, [waiting, user.syncing]);
  return waiting && user.syncing;
}

/**
 * Logs out: the local session and the stored forms are cleared at once, the layout goes home, and
 * the server revokes the session and clears its cookie (best effort: offline, the session expires
 * on the server after 30 idle days).
 */
export function useLogout(): () => Promise<void> {
  const mutation = useMutation({ mutationFn: logout, retry: false });
  return async () => {
    const wasMember = getSession() !== null;
    clearSession('logout');
    // Close the tab's chat socket at once (the server also drops it at its next session check);
    // imported on demand so pages without chat never load the socket code.
    void import('../lib/socket').then((socket) => socket.stopSocket());
    if (!wasMember) return;
    await mutation.mutateAsync().catch(() => undefined);
  };
}
