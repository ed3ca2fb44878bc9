import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import {
  EmailPrompt,
  useLastActive,
  useSessionRouting,
  useStartupSync,
} from '../../features/accounts/member';
import { AppBanner } from './AppBanner';
import { Footer } from './Footer';
import { Header, HEADER_HEIGHT } from './Header';
import { PageLoader } from './PageLoader';
import { SideNav } from './SideNav';

/**
 * Top bar, side menu (a drawer on phones), the page, and the footer. For members (SPEC.md
 * section 4): a spinner instead of the page while their data first syncs (below the root path only),
 * the email dialog, and the session's routing.
 */
export function Layout() {
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const startupSync = useStartupSync();
  useSessionRouting();
  useLastActive();
  const syncing = startupSync && pathname !== '/';
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding={0}
    >
      <Header navOpened={navOpened} onToggleNav={toggle} />
      <SideNav onNavigate={close} />
      <AppShell.Main id="main" tabIndex={-1} style={{ outline: 'none' }}>
        <AppBanner />
        {syncing ? <PageLoader /> : <Outlet />}
      </AppShell.Main>
      <EmailPrompt />
      <Box style={{ paddingInlineStart: 'var(--app-shell-navbar-offset, 0rem)' }}>
        <Footer />
      </Box>
      <ScrollRestoration />
    </AppShell>
  );
}
