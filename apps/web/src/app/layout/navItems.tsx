/**
 * The side menu's items (SPEC.md section 2): their shape and one item's link. Shared by the menu
 * (SideNav.tsx) and the signed-in account's items, a chunk of their own (MemberNavItems.tsx).
 */
import { NavLink, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, type TablerIcon } from '@tabler/icons-react';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Translation key of an item's label: the shell's `nav.*`, or the member items of `accounts.nav.*`. */
export type NavKey =
  | `nav.${'guidelines' | 'scholarships' | 'categories' | 'newProfiles' | 'searchProfiles' | 'books' | 'news' | 'haj' | 'login'}`
  | `accounts.nav.${'favourite' | 'chat' | 'chatGroup'}`
  | 'content.footer.about'
  | 'guardian.nav.title'
  | 'proposals.nav.title';

export interface NavItem {
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

interface NavItemLinkProps {
  item: NavItem;
  /** The current path (the item is marked as the current page on its own). */
  pathname: string;
  /** Called on a click (closes the menu on phones). */
  onNavigate: () => void;
}

/** One item of the side menu: a route link, or a link opening in a new tab (said to readers). */
export function NavItemLink({ item, pathname, onNavigate }: NavItemLinkProps) {
  const { t } = useTranslation();
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
      component="a"
      href={item.href}
      target="_blank"
      rel={item.kind === 'external' ? 'noopener noreferrer' : 'noopener'}
      {...common}
    />
  );
}
