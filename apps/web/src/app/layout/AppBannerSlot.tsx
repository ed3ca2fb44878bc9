import { lazy, Suspense, useEffect, useState } from 'react';
import { bannerVisit } from './bannerVisits';
// Also keeps the install prompt's listener in the entry, listening from the start (installPrompt.ts).
import { isBrowserTab } from './installPrompt';

const AppBanner = lazy(() => import('./AppBanner'));

/**
 * Where the app banner (./AppBanner.tsx) appears: after mounting, in a browser tab (not the
 * installed app), in the one visit it shows in (./bannerVisits.ts). Only then is the banner's
 * chunk loaded (its buttons, close button and stored dismissal: about 2 kB gzipped off the first
 * route, issue 29). Visits, dismissal and installed-app mode are only known in the browser: the
 * server renders nothing here, nor does hydration.
 */
export function AppBannerSlot() {
  const [showing, setShowing] = useState(false);
  useEffect(() => {
    if (isBrowserTab()) setShowing(bannerVisit(window.localStorage, window.sessionStorage));
  }, []);
  return showing ? (
    <Suspense fallback={null}>
      <AppBanner />
    </Suspense>
  ) : null;
}
