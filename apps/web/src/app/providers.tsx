import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
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
 * The hosts of Mantine's toasts (`notifications.show`) and dialogs (`modals.open`,
 * `modals.openConfirmModal`), loaded as a chunk of their own and mounted after the app's first
 * render: their Modal, focus trap, scroll lock and transitions are not on the first route's
 * JavaScript (issue 11, apps/web/scripts/check-budget.mjs). Nothing is missed meanwhile: toasts
 * wait in Mantine's store until the host shows them, and the `modals` calls come from a member's
 * action on a page (block, leave a group, remove a guardian…), which loads after this chunk is asked
 * for. Neither renders anything until used, so the server render and hydration are unchanged.
 */
const Hosts = lazy(() =>
  Promise.all([import('@mantine/modals'), import('@mantine/notifications')]).then(
    ([{ ModalsProvider }, { Notifications }]) => ({
      default: function Hosts() {
        return (
          <>
            <ModalsProvider />
            <Notifications position="top-center" limit={3} />
          </>
        );
      },
    }),
  ),
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
          <LazyHosts />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
