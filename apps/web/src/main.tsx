// First: Zod's settings must be in place before any chunk that uses Zod is evaluated.
import './app/zodConfig';
// Mantine's global styles and the order of its per-component layers (src/build/mantineStyles.ts).
import 'virtual:mantine-style/base.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
// Every script's font, limited to its letters: fetched only for text in that script (issue 34).
// In the page's first style sheet: linked by the app after the paint, its faces made Chromium
// match the fonts of the whole server-rendered page again and lay it out anew (a 60-100 ms task
// at 4x CPU slowdown, issue 29).
import './i18n/scriptFaces.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hydrate } from '@tanstack/react-query';
import { adoptRenderedSession, getSession } from './app/session';
import { Providers } from './app/providers';
import { queryClient } from './app/queryClient';
import { createAppRouter, preloadPageModules, routes } from './app/router';
import { registerServiceWorker } from './app/serviceWorker';
import { readSsrState } from './app/ssrState';
import { pageHydrated } from './app/pageHydrated';
import { fitServerSiteName } from './app/layout/siteNameFit';
import i18n, { changeLanguage, initI18n, loadEnglishStrings } from './i18n';
import { knowNumbers } from './i18n/format';
import { onFirstInteraction } from './lib/onFirstInteraction';
import { yieldToMain } from './lib/yieldToMain';

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');
// The language the server rendered in, read before i18n sets `<html lang>` to the browser's choice.
const serverLanguage = document.documentElement.lang;
// The server's top bar is fitted now (the page's code and strings may take seconds on a slow
// phone), in a task of its own: it lays the page out, which took 10 ms of this module's evaluation
// on a fast machine, 40 ms at 4x CPU slowdown (issue 29).
setTimeout(() => fitServerSiteName(pageHydrated()), 0);

/**
 * Loads the lazy route modules of the current address and puts them on their routes, so that the
 * first client render shows the page the server rendered instead of the loading fallback (React
 * Router resolves lazy routes only after creating the router).
 */
async function resolveInitialRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * Hydrates the server's HTML (issue 11) in the language the server rendered it in, then switches
 * to the remembered language if that is another: a visitor's page, or a member's page rendered
 * for the session cookie's member (issue 29), who becomes this tab's session. Otherwise (a
 * visitor's page in a tab that holds a session, no server page, or its catalogue offline) renders
 * from scratch, replacing the boot bar or the server's markup.
 */
async function start(root: HTMLElement): Promise<void> {
  const server = readSsrState();
  if (server?.session) adoptRenderedSession(server.session);
  const member = getSession() !== null;
  const hydratable = server !== null && (!member || server.session !== undefined);
  // The first render is in the server's language, so that hydration keeps the server's markup
  // (and what was typed into it); the remembered choice, if another, follows after hydration.
  // Render even if i18n failed to initialise (keys would show, but the site stays usable).
  const chosen = await initI18n(hydratable ? serverLanguage : undefined).catch((error: unknown) => {
    console.error(error);
    return undefined;
  });
  // A member's top bar and menu show the member areas' strings: there before the first render.
  if (member) await loadEnglishStrings().catch((error: unknown) => console.error(error));
  const canHydrate = hydratable && i18n.language === serverLanguage;
  // Start-up in short tasks (issue 29): reading the server's state and strings, loading the page's
  // modules, then hydration, which yields by itself.
  await yieldToMain();
  if (canHydrate) {
    hydrate(queryClient, server.queries);
    if (server.numbers) knowNumbers(server.numbers);
    await resolveInitialRoutes();
    await yieldToMain();
  }
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={createAppRouter(canHydrate ? server.router : undefined)} />
      </Providers>
    </StrictMode>
  );
  // Hydration as a transition: React then takes over the server's HTML in slices that yield to
  // the browser, instead of in one long task (issue 11, Total Blocking Time). A tap meanwhile
  // hydrates its target first and is replayed.
  if (canHydrate) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  if (chosen !== undefined && chosen !== i18n.language) {
    await pageHydrated();
    await changeLanguage(chosen).catch((error: unknown) => console.error(error));
  }
}

void start(container);

registerServiceWorker();
// The other pages' loaders (app/pageModules.ts), from the first touch or key on: a tap on a link
// then does not wait for them.
onFirstInteraction(() => void preloadPageModules().catch(() => undefined));
