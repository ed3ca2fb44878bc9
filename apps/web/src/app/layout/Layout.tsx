import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './Footer';
import { Header, HEADER_HEIGHT } from './Header';
import { SideNav } from './SideNav';

/** Top bar, side menu (a drawer on phones), the page, and the footer. */
export function Layout() {
  const [navOpened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding={0}
    >
      <Header navOpened={navOpened} onToggleNav={toggle} />
      <SideNav onNavigate={close} />
      <AppShell.Main id="main" tabIndex={-1} style={{ outline: 'none' }}>
        <Outlet />
      </AppShell.Main>
      <Box style={{ paddingInlineStart: 'var(--app-shell-navbar-offset, 0rem)' }}>
        <Footer />
      </Box>
      <ScrollRestoration />
    </AppShell>
  );
}
