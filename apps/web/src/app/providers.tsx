import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { languageDir } from '../i18n';
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

/**
 * The host of Mantine's toasts (`notifications.show`), a chunk of its own mounted after the app's
 * first render: it and its transitions are not on the first route's JavaScript (issue 11,
 * apps/web/scripts/check-budget.mjs). No toast is missed: shown before the host mounts, it waits
 * in Mantine's store. It renders nothing until used, so the server render and hydration are
 * unchanged. (The modals' host stays eager: `modals.*` are events, lost while no host listens.)
 */
const Hosts = lazy(() =>
  import('@mantine/notifications').then(({ Notifications }) => ({
    default: function Hosts() {
      return <Notifications position="top-center" limit={3} />;
    },
  })),
);

/** `Hosts` once the app has rendered (never in a server render). */
function LazyHosts() {
  const mounted = useMounted();
  return mounted ? (
    <Suspense fallback={null}>
      <Hosts />
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
          <ModalsProvider>
            <LazyHosts />
            {children}
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
