import { Anchor, Burger, Button, Group, Text } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { zeroRightClassName } from 'react-remove-scroll-bar/constants';
import { Link, useLocation } from 'react-router';
import { isGuardianSession } from '../guardianHome';
import { useSession } from '../session';
import { LanguagePicker } from './LanguagePicker';
import { watchSiteNameFit } from './siteNameFit';
import classes from './Layout.module.css';

/** A signed-in account's bell and own page button: a chunk loaded only with a session. */
const AccountActions = lazy(() => import('./AccountActions'));

/** SPEC.md section 2: the top bar is 60px tall (Layout.module.css, `--app-shell-header-height`). */
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
  // An account with a page of its own (a member's profile, a guardian's page, the console) shows
  // it instead of Login (AccountActions.tsx).
  const signedIn = !!session && (!!session.slug || isGuardianSession(session) || session.isSuperuser);
  const siteName = t('app.name');
  const siteNameRef = useRef<HTMLSpanElement>(null);
  useFitText(siteNameRef, siteName);
  return (
    // zeroRightClassName: while a dialog locks the page's scrolling, the bar keeps clear of where
    // the scroll bar was, as the page does (react-remove-scroll-bar, Mantine's scroll lock).
    <header className={`${classes.header} ${zeroRightClassName}`} data-testid="site-header">
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
          {signedIn ? (
            <Suspense fallback={null}>
              <AccountActions session={session} />
            </Suspense>
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
    </header>
  );
}
