/**
 * A signed-in account's part of the top bar (SPEC.md section 2): the notification bell (DESIGN.md
 * D21) and the button to the account's own page: a member's profile, a guardian's page (D19) or,
 * for a moderator without a profile, the console. A chunk of its own, loaded only with a session
 * (Header.tsx): a visitor's first route does not carry it (issue 29).
 */
import { Button } from '@mantine/core';
import { IconEye, IconShieldCheck, IconUserCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GUARDIAN_HOME, isGuardianSession } from '../guardianHome';
import type { Session } from '../session';
import classes from './Layout.module.css';

/** The notification bell (D21): its own chunk, loaded only for a member with a profile. */
const NotificationBell = lazy(() =>
  import('../../features/notifications/NotificationBell').then((m) => ({ default: m.NotificationBell })),
);

export default function AccountActions({ session }: { session: Session }) {
  const { t } = useTranslation();
  return (
    <>
      {session.profileId != null && (
        <Suspense fallback={null}>
          <NotificationBell profileId={session.profileId} />
        </Suspense>
      )}
      {session.slug ? (
        <Button
          component={Link}
          to={`/profiles/${encodeURIComponent(session.slug)}`}
          variant="white"
          size="compact-md"
          leftSection={<IconUserCircle size={18} aria-hidden />}
          aria-label={t('accounts.header.myProfile')}
          data-testid="header-my-profile"
        >
          <span className={`${classes.tinyHidden} ${classes.tightHidden}`}>
            {t('accounts.header.myProfile')}
          </span>
        </Button>
      ) : isGuardianSession(session) ? (
        // A guardian is signed in too (D19): their own page, never a Login button.
        <Button
          component={Link}
          to={GUARDIAN_HOME}
          variant="white"
          size="compact-md"
          leftSection={<IconEye size={18} aria-hidden />}
          data-testid="header-guardian"
        >
          {t('guardian.nav.title')}
        </Button>
      ) : session.isSuperuser ? (
        // A moderator's account may have no profile: it is signed in, so no Login button.
        <Button
          component={Link}
          to="/admin"
          variant="white"
          size="compact-md"
          leftSection={<IconShieldCheck size={18} aria-hidden />}
          data-testid="header-moderation"
        >
          {t('nav.moderation')}
        </Button>
      ) : null}
    </>
  );
}
