import { AppShell, NavLink, VisuallyHidden } from '@mantine/core';
import {
  IconBook,
  IconCategory,
  IconEye,
  IconExternalLink,
  IconHeartHandshake,
  IconBuildingMosque,
  IconHeart,
  IconLogin2,
  IconLogout,
  IconMailHeart,
  IconMessageCircle,
  IconMessages,
  IconInfoCircle,
  IconNews,
  IconSchool,
  IconSearch,
  IconShieldCheck,
  IconUserPlus,
  type TablerIcon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { guardianMayOpen, isGuardianSession } from '../guardianHome';
import { useLogout } from '../member';
import { useSession } from '../session';
import { HAJ_GUIDE_URL } from '../../lib/site';
import classes from './Layout.module.css';

// Members' counts (new proposals, unread chats) load with their own queries and schemas only when
// a member's menu shows them: a visitor's first route does not carry them (issue 11).
const ProposalsNavBadge = lazy(() =>
  import('../../features/proposals/NavBadge').then((m) => ({ default: m.ProposalsNavBadge })),
);
const ChatUnreadNavBadge = lazy(() =>
  import('../../features/chat/UnreadNavBadge').then((m) => ({ default: m.ChatUnreadNavBadge })),
);

/** Translation key of an item's label: the shell's `nav.*`, or the member items of `accounts.nav.*`. */
type NavKey =
  | `nav.${'guidelines' | 'scholarships' | 'categories' | 'newProfiles' | 'searchProfiles' | 'books' | 'news' | 'haj' | 'login'}`
  | `accounts.nav.${'favourite' | 'chat' | 'chatGroup'}`
  | 'content.footer.about'
  | 'guardian.nav.title'
  | 'proposals.nav.title';

interface NavItem {
  key: NavKey;
  href: string;
  testId: string;
  icon: TablerIcon;
  /** `internal`: client route; `newTab`: our page in a new tab; `external`: another site. */
  kind: 'internal' | 'newTab' | 'external';
  /** A count beside the label (e.g. new proposals). */
  Count?: ComponentType;
  /** Other paths where the item is the current page. */
  alsoActive?: string[];
}

/** SPEC.md section 2: the side menu for everyone. */
const COMMON_ITEMS: NavItem[] = [
  {
    key: 'nav.guidelines',
    href: '/guidelines',
    testId: 'nav-guidelines',
    icon: IconHeartHandshake,
    kind: 'internal',
  },
  {
    key: 'nav.scholarships',
    href: '/scholarships',
    testId: 'nav-scholarships',
    icon: IconSchool,
    kind: 'newTab',
  },
  {
    key: 'nav.categories',
    href: '/categories',
    testId: 'nav-categories',
    icon: IconCategory,
    kind: 'internal',
  },
  {
    key: 'nav.newProfiles',
    href: '/new-profiles',
    testId: 'nav-new-profiles',
    icon: IconUserPlus,
    kind: 'internal',
  },
  {
    key: 'nav.searchProfiles',
    href: '/profiles',
    testId: 'nav-profiles',
    icon: IconSearch,
    kind: 'internal',
  },
  { key: 'nav.books', href: '/book', testId: 'nav-book', icon: IconBook, kind: 'internal' },
  { key: 'nav.news', href: '/news', testId: 'nav-news', icon: IconNews, kind: 'internal' },
  {
    key: 'content.footer.about',
    href: '/about',
    testId: 'nav-about',
    icon: IconInfoCircle,
    kind: 'internal',
  },
  { key: 'nav.haj', href: HAJ_GUIDE_URL, testId: 'nav-haj', icon: IconBuildingMosque, kind: 'external' },
];

/** Visitors also get Login/Register. */
const VISITOR_ITEMS: NavItem[] = [
  ...COMMON_ITEMS,
  { key: 'nav.login', href: '/login', testId: 'nav-login', icon: IconLogin2, kind: 'internal' },
];

/**
 * An account without a profile that guards a member (DESIGN.md D19) gets the guardian's view: the
 * reading pages it may open (../guardianHome.ts) and its own page.
 */
const GUARDIAN_ITEMS: NavItem[] = [
  ...COMMON_ITEMS.filter((item) => item.kind !== 'internal' || guardianMayOpen(item.href)),
  { key: 'guardian.nav.title', href: '/guardian', testId: 'nav-guardian', icon: IconEye, kind: 'internal' },
];

/** Members also get favourites, chat and chat groups (and Logout, below). */
const MEMBER_ITEMS: NavItem[] = [
  ...COMMON_ITEMS,
  {
    key: 'accounts.nav.favourite',
    href: '/favourite',
    testId: 'nav-favourite',
    icon: IconHeart,
    kind: 'internal',
  },
  {
    key: 'proposals.nav.title',
    href: '/received-proposal',
    testId: 'nav-proposals',
    icon: IconMailHeart,
    kind: 'internal',
    Count: ProposalsNavBadge,
    alsoActive: ['/sent-proposal'],
  },
  {
    key: 'accounts.nav.chat',
    href: '/chatindex',
    testId: 'nav-chat',
    icon: IconMessageCircle,
    kind: 'internal',
    Count: ChatUnreadNavBadge,
  },
  {
    key: 'accounts.nav.chatGroup',
    href: '/chatgroup',
    testId: 'nav-chatgroup',
    icon: IconMessages,
    kind: 'internal',
  },
];

export function SideNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const logout = useLogout();
  const items = !session ? VISITOR_ITEMS : isGuardianSession(session) ? GUARDIAN_ITEMS : MEMBER_ITEMS;
  return (
    <AppShell.Navbar id="side-nav" className={classes.nav} component="nav" aria-label={t('nav.label')}>
      {/* The browser's own scrolling, not Mantine's ScrollArea: that brings floating-ui's chunk
          (about 15 kB gzipped) onto the first route (issue 11). */}
      <div className={classes.navScroll}>
        {items.map((item) => {
          const ItemIcon = item.icon;
          const common = {
            label:
              item.kind === 'internal' ? (
                t(item.key)
              ) : (
                <>
                  {t(item.key)}
                  <VisuallyHidden> {t('app.newTab')}</VisuallyHidden>
                </>
              ),
            leftSection: <ItemIcon size={20} aria-hidden />,
            rightSection: item.Count ? (
              <Suspense fallback={null}>
                <item.Count />
              </Suspense>
            ) : item.kind === 'internal' ? undefined : (
              <IconExternalLink size={16} aria-hidden />
            ),
            'data-testid': item.testId,
            onClick: onNavigate,
          };
          if (item.kind === 'internal') {
            const active = pathname === item.href || !!item.alsoActive?.includes(pathname);
            return (
              <NavLink
                key={item.key}
                component={Link}
                to={item.href}
                active={active}
                aria-current={active ? 'page' : undefined}
                {...common}
              />
            );
          }
          return (
            <NavLink
              key={item.key}
              component="a"
              href={item.href}
              target="_blank"
              rel={item.kind === 'external' ? 'noopener noreferrer' : 'noopener'}
              {...common}
            />
          );
        })}
        {session?.isSuperuser && (
          // The moderation console (its label is the shell's: the console's strings load with it).
          <NavLink
            component={Link}
            to="/admin"
            label={t('nav.moderation')}
            leftSection={<IconShieldCheck size={20} aria-hidden />}
            active={pathname.startsWith('/admin')}
            data-testid="nav-admin"
            onClick={onNavigate}
          />
        )}
        {session && (
          <NavLink
            component="button"
            type="button"
            label={t('accounts.nav.logout')}
            leftSection={<IconLogout size={20} aria-hidden />}
            data-testid="nav-logout"
            onClick={() => {
              onNavigate();
              void logout();
            }}
          />
        )}
      </div>
    </AppShell.Navbar>
  );
}
