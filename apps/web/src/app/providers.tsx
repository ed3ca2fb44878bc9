import { useEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
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
            <Notifications position="top-center" limit={3} />
            {children}
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
