import { AppShell, NavLink, ScrollArea, VisuallyHidden } from '@mantine/core';
import {
  IconBook,
  IconCategory,
  IconExternalLink,
  IconHeartHandshake,
  IconBuildingMosque,
  IconLogin2,
  IconNews,
  IconSchool,
  IconSearch,
  IconUserPlus,
  type TablerIcon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { HAJ_GUIDE_URL } from '../../lib/site';
import classes from './Layout.module.css';

type NavKey =
  | 'guidelines'
  | 'scholarships'
  | 'categories'
  | 'newProfiles'
  | 'searchProfiles'
  | 'books'
  | 'news'
  | 'haj'
  | 'login';

interface NavItem {
  key: NavKey;
  href: string;
  testId: string;
  icon: TablerIcon;
  /** `internal`: client route; `newTab`: our page in a new tab; `external`: another site. */
  kind: 'internal' | 'newTab' | 'external';
}

/** SPEC.md section 2: the visitor's side menu. */
const VISITOR_ITEMS: NavItem[] = [
  {
    key: 'guidelines',
    href: '/guidelines',
    testId: 'nav-guidelines',
    icon: IconHeartHandshake,
    kind: 'internal',
  },
  {
    key: 'scholarships',
    href: '/scholarships',
    testId: 'nav-scholarships',
    icon: IconSchool,
    kind: 'newTab',
  },
  { key: 'categories', href: '/categories', testId: 'nav-categories', icon: IconCategory, kind: 'internal' },
  {
    key: 'newProfiles',
    href: '/new-profiles',
    testId: 'nav-new-profiles',
    icon: IconUserPlus,
    kind: 'internal',
  },
  { key: 'searchProfiles', href: '/profiles', testId: 'nav-profiles', icon: IconSearch, kind: 'internal' },
  { key: 'books', href: '/book', testId: 'nav-book', icon: IconBook, kind: 'internal' },
  { key: 'news', href: '/news', testId: 'nav-news', icon: IconNews, kind: 'internal' },
  { key: 'haj', href: HAJ_GUIDE_URL, testId: 'nav-haj', icon: IconBuildingMosque, kind: 'external' },
  { key: 'login', href: '/login', testId: 'nav-login', icon: IconLogin2, kind: 'internal' },
];

export function SideNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <AppShell.Navbar id="side-nav" className={classes.nav} component="nav" aria-label={t('nav.label')}>
      <ScrollArea type="auto" py="xs">
        {VISITOR_ITEMS.map((item) => {
          const ItemIcon = item.icon;
          const common = {
            label:
              item.kind === 'internal' ? (
                t(`nav.${item.key}`)
              ) : (
                <>
                  {t(`nav.${item.key}`)}
                  <VisuallyHidden> {t('app.newTab')}</VisuallyHidden>
                </>
              ),
            leftSection: <ItemIcon size={20} aria-hidden />,
            rightSection: item.kind === 'internal' ? undefined : <IconExternalLink size={16} aria-hidden />,
            'data-testid': item.testId,
            onClick: onNavigate,
          };
          if (item.kind === 'internal') {
            const active = pathname === item.href;
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
      </ScrollArea>
    </AppShell.Navbar>
  );
}
