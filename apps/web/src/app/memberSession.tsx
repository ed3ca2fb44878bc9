/**
 * What the layout does while a member is signed in (SPEC.md section 4): report activity on each
 * route change, and ask for an e-mail address on the member's own profile page when none is
 * known. A chunk of its own, rendered by the layout only with a session (issue 29: not on a
 * visitor's first route).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useMatch } from 'react-router';
import { touchLastActive } from '../lib/firstRouteEndpoints';
import { useHydrated } from '../lib/useHydrated';
import { useUserData } from './userData';
import { useSession } from './session';

const EmailDialog = lazy(() => import('../features/accounts/EmailDialog'));

/** Closing the e-mail dialog keeps it closed for this visit (sessionStorage). */
const EMAIL_DISMISSED_KEY = 'nikah.emailDialogDismissed';

/** `GET profiles/update-last-active/` on each route change while logged in (SPEC.md section 7). */
function useLastActive(): void {
  const session = useSession();
  const { pathname } = useLocation();
  const loggedIn = session !== null;
  useEffect(() => {
    if (!loggedIn) return;
    touchLastActive().catch(() => undefined);
  }, [loggedIn, pathname]);
}

/**
 * The email dialog: on the member's own profile page when neither the profile's e-mail nor the
 * username contains '@'. Closing it keeps it closed for this visit. Shown from the first render
 * after hydration: whether it was closed is in this tab's storage, which the server cannot read
 * (the own page is server-rendered for members, issue 29; rendered by the server, the dialog
 * differed from the hydrating render after a reload, React error 418).
 */
function EmailPrompt() {
  const hydrated = useHydrated();
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
  if (!hydrated || !onOwnPage || hasEmail || dismissed) return null;
  return (
    <Suspense fallback={null}>
      <EmailDialog opened onClose={close} profileId={session.profileId} slug={session.slug} />
    </Suspense>
  );
}

/** The signed-in member's reporting and prompts (nothing on screen unless the dialog is due). */
export default function MemberSession() {
  useLastActive();
  return <EmailPrompt />;
}
