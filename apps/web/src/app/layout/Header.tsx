import { Anchor, AppShell, Burger, Button, Group, Text } from '@mantine/core';
import { IconLogin2, IconShieldCheck, IconUserCircle } from '@tabler/icons-react';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../features/accounts/session';
import { LanguagePicker } from './LanguagePicker';
import classes from './Layout.module.css';

/** SPEC.md section 2: the top bar is 60px tall. */
export const HEADER_HEIGHT = 60;

/** The smallest size the site name shrinks to (CSS pixels): below it, it is cut with an ellipsis. */
const SITE_NAME_MIN_PX = 13;

/**
 * Shrinks the text of `ref` one pixel at a time from its style sheet size until it fits its box,
 * down to SITE_NAME_MIN_PX, again when the top bar's width, its buttons, the text or the fonts
 * change. For the site name in the longer scripts on phones (issue 12): a single word cannot wrap,
 * and how wide it is depends on the language and its font, which CSS alone cannot measure. When
 * even the smallest size does not fit (Tamil and Malayalam beside a signed-in member's "My
 * profile" button at 390 px, or a visitor's language name and Login at 360 px), the bar is marked
 * `data-tight` and the buttons' labels that have an aria-label (the language picker's, "My
 * profile") give way to their icons (Layout.module.css `.tightHidden`), and the name is fitted
 * again from its full size.
 */
function useFitText(ref: RefObject<HTMLElement | null>, text: string): void {
  useEffect(() => {
    const element = ref.current;
    const bar = element?.closest('header');
    const end = bar?.getElementsByClassName(classes.headerEnd ?? '')[0];
    if (!element || !bar) return;
    // Measured in fractional pixels: scrollWidth and clientWidth are rounded, and a name a part
    // of a pixel too wide is already cut.
    const range = document.createRange();
    const overflows = () => {
      range.selectNodeContents(element);
      return range.getBoundingClientRect().width > element.getBoundingClientRect().width + 0.01;
    };
    const shrink = () => {
      element.style.fontSize = '';
      let size = parseFloat(getComputedStyle(element).fontSize);
      while (overflows() && size > SITE_NAME_MIN_PX) {
        size -= 1;
        element.style.fontSize = `${size}px`;
      }
    };
    const fit = () => {
      bar.removeAttribute('data-tight');
      shrink();
      if (!overflows()) return;
      bar.setAttribute('data-tight', '');
      shrink();
    };
    fit();
    // The bar's width is the viewport's, and its buttons' change with the session and the
    // language: the name's own box would change as it is fitted. Marking the bar tight narrows the
    // buttons once more, and the fit that follows ends in the same state, so this settles.
    const observer = new ResizeObserver(fit);
    observer.observe(bar);
    if (end) observer.observe(end);
    // The script's web font arrives after the first paint (font-display: swap) with other widths.
    document.fonts.addEventListener('loadingdone', fit);
    return () => {
      observer.disconnect();
      document.fonts.removeEventListener('loadingdone', fit);
    };
  }, [ref, text]);
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
