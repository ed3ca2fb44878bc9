// First: Zod's settings must be in place before any chunk that uses Zod is evaluated.
import './app/zodConfig';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hydrate } from '@tanstack/react-query';
import { getSession } from './features/accounts/session';
import { Providers } from './app/providers';
import { queryClient } from './app/queryClient';
import { createAppRouter, routes } from './app/router';
import { registerServiceWorker } from './app/serviceWorker';
import { readSsrState } from './app/ssrState';
import i18n, { initI18n, loadEnglishStrings } from './i18n';

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');
// The language the server rendered in, read before i18n sets `<html lang>` to the browser's choice.
const serverLanguage = document.documentElement.lang;

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
 * Hydrates the server's HTML (issue 11) when the server rendered this page in the language the
 * browser will use and for a visitor (the server renders no member's page); otherwise renders
 * from scratch, replacing the boot bar or the server's markup.
 */
async function start(root: HTMLElement): Promise<void> {
  // Render even if i18n failed to initialise (keys would show, but the site stays usable).
  await initI18n().catch((error: unknown) => console.error(error));
  const member = getSession() !== null;
  // A member's top bar and menu show the member areas' strings: there before the first render.
  if (member) await loadEnglishStrings().catch((error: unknown) => console.error(error));
  const server = readSsrState();
  const canHydrate = server !== null && !member && i18n.language === serverLanguage;
  if (canHydrate) {
    hydrate(queryClient, server.queries);
    await resolveInitialRoutes();
  }
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={createAppRouter(canHydrate ? server.router : undefined)} />
      </Providers>
    </StrictMode>
  );
  if (canHydrate) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start(container);

registerServiceWorker();
