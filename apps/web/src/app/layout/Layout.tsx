import { lazy, Suspense, useEffect } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { RenderWhenNear } from '../../components/RenderWhenNear';
import { useGuardianHome } from '../guardianHome';
import { useSessionRouting, useStartupSync } from '../member';
import { useSession } from '../session';
import { loadEnglishStrings } from '../../i18n';
import { AppBannerSlot } from './AppBannerSlot';
import { Header } from './Header';
import classes from './Layout.module.css';
import { InstallDialogSlot } from './InstallDialogSlot';
import { PageHydrated } from '../pageHydrated';
import { PageLoader } from './PageLoader';
import { SideNav } from './SideNav';

const Footer = lazy(() => import('./Footer'));
// Reports a member's activity and asks for an e-mail address (../memberSession.tsx).
const MemberSession = lazy(() => import('../memberSession'));
// Asks a member to accept a changed privacy notice (DESIGN.md D22); its code loads for members only.
const ConsentGate = lazy(() => import('../../features/privacy').then((m) => ({ default: m.ConsentGate })));

/**
 * The footer is below the screen on every page: it is built only when its place comes near the
 * screen, in a render that yields to the browser, so a slow phone spends nothing on it while it
 * shows and takes over the page itself (issue 29: built right after the first render, it was a
 * 17 ms task on a fast machine, about 70 ms at 4x CPU slowdown, and its layout, in every visit);
 * and its code (links, contact, share and rate buttons, their dialogs' loaders) is a chunk of its
 * own, fetched then, not on the first route's JavaScript (issue 11). The server does not render it.
 */
function DeferredFooter() {
  return (
    <RenderWhenNear minHeight={1} withNoscript={false}>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </RenderWhenNear>
  );
}

/**
 * Top bar, side menu (a drawer on phones), the page, and the footer, placed by Layout.module.css
 * (`.shell`; Mantine's AppShell did this, with 2.6 kB gzipped of script on the first route, issue
 * 29). For members (SPEC.md section 4): a spinner instead of the page while their data first syncs
 * (below the root path only), the activity reports and the email dialog (../memberSession.tsx),
 * and the session's routing; a guardian's session kept to its own pages (../guardianHome.ts).
 */
export function Layout() {
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const startupSync = useStartupSync();
  useSessionRouting();
  const leavingForGuardianHome = useGuardianHome();
  // A session begun on this page (or in another tab): the member items' strings (i18n/index.ts).
  const session = useSession();
  const member = session !== null;
  useEffect(() => {
    if (member) loadEnglishStrings().catch((error: unknown) => console.error(error));
  }, [member]);
  const syncing = (startupSync && pathname !== '/') || leavingForGuardianHome;
  return (
    <div className={classes.shell} data-nav-open={navOpened || undefined}>
      <Header navOpened={navOpened} onToggleNav={toggle} />
      <SideNav onNavigate={close} />
      <main id="main" tabIndex={-1} className={classes.main}>
        {/* The page in a Suspense boundary: React hydrates a server-rendered boundary after the
            rest, in slices that yield to the browser, instead of in one long task with the top
            bar (issue 11, Total Blocking Time). */}
        {syncing ? (
          <PageLoader />
        ) : (
          <Suspense fallback={null}>
            <Outlet />
            <PageHydrated />
          </Suspense>
        )}
        {/* After the page: appearing there (after mounting) moves nothing above it (issue 34). */}
        <AppBannerSlot />
      </main>
      {member && (
        <Suspense fallback={null}>
          <MemberSession />
        </Suspense>
      )}
      <InstallDialogSlot />
      {session?.profileId != null && (
        <Suspense fallback={null}>
          <ConsentGate member />
        </Suspense>
      )}
      <div className={classes.besideNav}>
        <DeferredFooter />
      </div>
      <ScrollRestoration />
    </div>
  );
}
