import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { languageDir } from '../i18n';
import { holdModalEvents } from './modalEvents';
import { queryClient } from './queryClient';
import { cssVariablesResolver, themeFor } from './theme';

/**
 * Keeps Mantine's direction (sliders, drawers, menus) with the language after a switch: the
 * provider reads `<html dir>` only once, when it mounts.
 */
function FollowDirection({ dir }: { dir: 'ltr' | 'rtl' }) {
  const { dir: current, setDirection } = useDirection();
  useEffect(() => {
    if (current !== dir) setDirection(dir);
  }, [current, dir, setDirection]);
  return null;
}

const Hosts = lazy(() => import('./Hosts'));

/**
 * Whether the hosts of toasts and dialogs are needed yet: from the first toast or dialog asked for
 * on. Most visits ask for none, so most never download the hosts' chunk (with Mantine's Modal,
 * focus trap, scroll lock and floating-ui, about 30 kB gzipped).
 */
const hostsDemand = (() => {
  let needed = false;
  const listeners = new Set<() => void>();
  return {
    needed: () => needed,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    mark: () => {
      if (needed) return;
      needed = true;
      listeners.forEach((listener) => listener());
    },
  };
})();

/**
 * The dialogs asked for (`modals.*`) before their host listens, held from the start in the browser
 * and sent again when it does (modalEvents.ts): none is lost.
 */
const releaseModalEvents =
  typeof window === 'undefined' ? () => undefined : holdModalEvents(window, hostsDemand.mark);
// A toast shown before its host mounts waits in Mantine's store (it shows once the host mounts).
notificationsStore.subscribe(({ notifications, queue }) => {
  if (notifications.length > 0 || queue.length > 0) hostsDemand.mark();
});

/**
 * The hosts of toasts and dialogs (Hosts.tsx), a chunk loaded and mounted in the browser when the
 * first toast or dialog is asked for: not on the first route's JavaScript (issue 11). Until then
 * nothing renders here, so the server render and hydration are unchanged.
 */
function LazyHosts() {
  const needed = useSyncExternalStore(hostsDemand.subscribe, hostsDemand.needed, () => false);
  return needed ? (
    <Suspense fallback={null}>
      <Hosts onListening={releaseModalEvents} />
    </Suspense>
  ) : null;
}

/**
 * Theme, direction, data cache, toasts and dialogs for the whole app. `client` is the data cache
 * (the app's one; a server render passes its own per request so no visitor's data is shared).
 */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return (
    <DirectionProvider initialDirection={languageDir(lang)} detectDirection>
      <FollowDirection dir={languageDir(lang)} />
      <MantineProvider
        theme={themeFor(lang)}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        forceColorScheme="light"
      >
        <QueryClientProvider client={client}>
          <LazyHosts />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
