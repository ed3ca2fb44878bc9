/**
 * Login (SPEC.md sections 2, 4, 5 and 8): the username first (an Indian mobile number, or an
 * e-mail and a country for members living outside India), checked with `verify-user`:
 * available shows the password (at least 4 characters), blocked shows 'User Blocked, Reason: …',
 * anything else opens the signup wizard with that username. Server-rendered for visitors (issue
 * 11): what only the browser knows (the session, the reason it ended, `?profile=`) is read after
 * hydration or by code that runs after it, so the first render matches the server's markup.
 */
import { useEffect, useState } from 'react';
import { Alert, Anchor, Container, Paper, Text } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { RETURN_PROFILE_PARAM, sessionEndReason } from '@nikah/shared';
import { PageHeader } from '../../components/PageHeader';
import type { SignedOutState } from '../../app/member';
import { rememberReturnSlug, useSession } from '../../app/session';
import { returnProfileOf, withoutReturnProfile } from './returnProfile';
import { IdentityStep } from './LoginIdentityStep';
import { PasswordStep } from './LoginPasswordStep';
import classes from './accounts.module.css';

export function LoginPage() {
  const session = useSession();
  const location = useLocation();
  const [search] = useSearchParams();
  const [username, setUsername] = useState<string | null>(null);
  // Set as this page logs in: the login's own navigation (to the remembered profile) is under way,
  // and a redirect here would replace it while the profile page's chunk loads.
  const [loggedIn, setLoggedIn] = useState(false);
  if (session?.slug && !loggedIn) {
    const from = (location.state as { from?: string } | null)?.from;
    // Sent here for a profile (`?profile=`) while this browser still holds a session: that profile.
    const slug = returnProfileOf(search) ?? session.slug;
    return <Navigate to={from ?? `/profiles/${encodeURIComponent(slug)}`} replace />;
  }
  return (
    <Container size="xs" py="lg" px={{ base: 'sm', sm: 'md' }} className={classes.scope}>
      <ReturnProfileParam />
      <LoginHeader />
      <SignedOutNotice />
      <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} radius="md">
        {username === null ? (
          <IdentityStep onAvailable={setUsername} />
        ) : (
          <PasswordStep
            username={username}
            onChange={() => setUsername(null)}
            onLoggedIn={() => setLoggedIn(true)}
          />
        )}
      </Paper>
    </Container>
  );
}

/**
 * Remembers the profile of `?profile=<slug>` (the server's redirect of a visitor's profile detail)
 * for after login and drops the parameter from the address, keeping the history entry's state.
 * In an effect: sessionStorage is the browser's, and the server's render cannot write it.
 */
function ReturnProfileParam() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const search = new URLSearchParams(location.search);
    if (!search.has(RETURN_PROFILE_PARAM)) return;
    const slug = returnProfileOf(search);
    if (slug) rememberReturnSlug(slug);
    void navigate(
      { pathname: location.pathname, search: withoutReturnProfile(search), hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  }, [location, navigate]);
  return null;
}

function LoginHeader() {
  const { t } = useTranslation();
  return <PageHeader title={t('accounts.login.title')} intro={t('accounts.login.intro')} />;
}

function isSignedOutState(state: unknown): state is SignedOutState {
  return (
    !!state &&
    typeof state === 'object' &&
    'signedOut' in state &&
    sessionEndReason.safeParse(state.signedOut).success
  );
}

/**
 * Why the member is here when a password change (issue 15) or a moderators' block (issue 34)
 * ended this device's session; a blocked member can write to us.
 */
function SignedOutNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  // Only after hydration: the history entry's state survives a reload, and the server, which
  // rendered this page, never sees it (a notice only in the browser's first render is a mismatch).
  const mounted = useMounted();
  if (!mounted || !isSignedOutState(location.state)) return null;
  if (location.state.signedOut === 'blocked') {
    return (
      <Alert
        color="red"
        mb="md"
        role="status"
        data-testid="login-signed-out"
        title={t('accounts.profile.blockedTitle')}
      >
        <Text size="sm">{t('accounts.profile.blockedHelp')}</Text>
        <Anchor component={Link} to="/feedback" fw={600} size="sm">
          {t('accounts.profile.blockedWrite')}
        </Anchor>
      </Alert>
    );
  }
  return (
    <Alert color="yellow" mb="md" role="status" data-testid="login-signed-out">
      {t('accounts.login.signedOutPasswordChanged')}
    </Alert>
  );
}
