import { Anchor, AppShell, Burger, Button, Group, Text } from '@mantine/core';
import { IconEye, IconLogin2, IconShieldCheck, IconUserCircle } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { GUARDIAN_HOME, isGuardianSession } from '../guardianHome';
import { useSession } from '../session';
import { LanguagePicker } from './LanguagePicker';
import { watchSiteNameFit } from './siteNameFit';
import classes from './Layout.module.css';

/** The notification bell (D21): its own chunk, loaded only for a signed-in member. */
const NotificationBell = lazy(() =>
  import('../../features/notifications/NotificationBell').then((m) => ({ default: m.NotificationBell })),
);

/** SPEC.md section 2: the top bar is 60px tall. */
export const HEADER_HEIGHT = 60;

/** Fits the site name (the element of `ref`) to its box while mounted, again when `text` changes. */
function useFitText(ref: RefObject<HTMLElement | null>, text: string): void {
  useEffect(() => (ref.current ? watchSiteNameFit(ref.current) : undefined), [ref, text]);
}

interface HeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

export function Header({ navOpened, onToggleNav }: HeaderProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const onLoginPage = pathname === '/login';
  const siteName = t('app.name');
  const siteNameRef = useRef<HTMLSpanElement>(null);
  useFitText(siteNameRef, siteName);
  return (
    <AppShell.Header className={classes.header} data-testid="site-header">
      <a href="#main" className={classes.skipLink}>
        {t('app.skipToContent')}
      </a>
      <Group h="100%" px={{ base: 'xs', sm: 'md' }} gap="xs" wrap="nowrap" justify="space-between">
        <Group gap={6} wrap="nowrap" className={classes.headerStart}>
          <Burger
            opened={navOpened}
            onClick={onToggleNav}
            hiddenFrom="sm"
            size="sm"
            color="white"
            data-testid="burger"
            aria-label={navOpened ? t('header.closeMenu') : t('header.openMenu')}
            aria-expanded={navOpened}
            aria-controls="side-nav"
          />
          <Anchor
            component={Link}
            to="/"
            className={classes.logo}
            aria-label={t('app.homeLink')}
            underline="never"
            data-testid="logo-link"
          >
            <img src="/favicon.svg" alt="" width={34} height={34} className={classes.logoImage} />
            <Text ref={siteNameRef} component="span" fw={700} c="white" className={classes.siteName}>
              {siteName}
            </Text>
          </Anchor>
        </Group>
        <Group gap={6} wrap="nowrap" className={classes.headerEnd}>
          <LanguagePicker compact={!!session?.slug} />
          {session?.profileId != null && (
            <Suspense fallback={null}>
              <NotificationBell profileId={session.profileId} />
            </Suspense>
          )}
          {session?.slug ? (
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
          ) : session?.isSuperuser ? (
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
          ) : (
            <Button
              component={Link}
              to="/login"
              variant="white"
              size="compact-md"
              leftSection={<IconLogin2 size={18} aria-hidden />}
              classNames={{ section: classes.phoneHiddenSection }}
              data-testid="header-login"
              onClick={(event) => {
                // SPEC.md section 2: on the login route the Login button reloads the page.
                if (onLoginPage) {
                  event.preventDefault();
                  window.location.reload();
                }
              }}
            >
              {t('header.login')}
            </Button>
          )}
        </Group>
      </Group>
    </AppShell.Header>
  );
}
