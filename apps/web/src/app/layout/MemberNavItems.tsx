/**
 * The side menu's items for a signed-in account (SPEC.md sections 2 and 4): a member's favourites,
 * proposals (with the count of new ones), chats (with the unread count) and chat groups; a
 * guardian's own page (DESIGN.md D19); the moderation console for superusers; and Logout. A chunk
 * of its own, loaded when a session exists (SideNav.tsx): a visitor's first route does not carry
 * these items, their icons or their counts' loaders (issue 29).
 */
import { NavLink } from '@mantine/core';
import {
  IconEye,
  IconHeart,
  IconLogout,
  IconMailHeart,
  IconMessageCircle,
  IconMessages,
  IconShieldCheck,
} from '@tabler/icons-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isGuardianSession } from '../guardianHome';
import { useLogout } from '../member';
import type { Session } from '../session';
import { NavItemLink, type NavItem } from './navItems';

// Members' counts (new proposals, unread chats) load with their own queries and schemas only when
// a member's menu shows them.
const ProposalsNavBadge = lazy(() =>
  import('../../features/proposals/NavBadge').then((m) => ({ default: m.ProposalsNavBadge })),
);
const ChatUnreadNavBadge = lazy(() =>
  import('../../features/chat/UnreadNavBadge').then((m) => ({ default: m.ChatUnreadNavBadge })),
);

/** A guardian's own page (the reading pages it may open are in SideNav's common items). */
const GUARDIAN_ITEMS: NavItem[] = [
  { key: 'guardian.nav.title', href: '/guardian', testId: 'nav-guardian', icon: IconEye, kind: 'internal' },
];

/** Members also get favourites, chat and chat groups (and Logout, below). */
const MEMBER_ITEMS: NavItem[] = [
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

interface MemberNavItemsProps {
  session: Session;
  pathname: string;
  onNavigate: () => void;
}

/** The signed-in account's items, after the menu's common ones. */
export default function MemberNavItems({ session, pathname, onNavigate }: MemberNavItemsProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  const items = isGuardianSession(session) ? GUARDIAN_ITEMS : MEMBER_ITEMS;
  return (
    <>
      {items.map((item) => (
        <NavItemLink key={item.key} item={item} pathname={pathname} onNavigate={onNavigate} />
      ))}
      {session.isSuperuser && (
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
    </>
  );
}
