import {
  IconBook,
  IconCategory,
  IconHeartHandshake,
  IconBuildingMosque,
  IconInfoCircle,
  IconLogin2,
  IconNews,
  IconSchool,
  IconSearch,
  IconUserPlus,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { guardianMayOpen, isGuardianSession } from '../guardianHome';
import { useSession } from '../session';
import { HAJ_GUIDE_URL } from '../../lib/site';
import classes from './Layout.module.css';
import { NavItemLink, type NavItem } from './navItems';

// A signed-in account's items (favourites, proposals, chats, Logout...): loaded with a session only.
const MemberNavItems = lazy(() => import('./MemberNavItems'));

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
 * An account without a profile that guards a member (DESIGN.md D19) sees only the reading pages it
 * may open (../guardianHome.ts), then its own page (MemberNavItems.tsx).
 */
const GUARDIAN_COMMON_ITEMS = COMMON_ITEMS.filter(
  (item) => item.kind !== 'internal' || guardianMayOpen(item.href),
);

/** SPEC.md section 2: the side menu (a drawer on phones, Layout.tsx). */
export function SideNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const items = !session ? VISITOR_ITEMS : isGuardianSession(session) ? GUARDIAN_COMMON_ITEMS : COMMON_ITEMS;
  return (
    <nav id="side-nav" className={classes.nav} aria-label={t('nav.label')}>
      {/* The browser's own scrolling, not Mantine's ScrollArea: that brings floating-ui's chunk
          (about 15 kB gzipped) onto the first route (issue 11). */}
      <div className={classes.navScroll}>
        {items.map((item) => (
          <NavItemLink key={item.key} item={item} pathname={pathname} onNavigate={onNavigate} />
        ))}
        {session && (
          <Suspense fallback={null}>
            <MemberNavItems session={session} pathname={pathname} onNavigate={onNavigate} />
          </Suspense>
        )}
      </div>
    </nav>
  );
}
