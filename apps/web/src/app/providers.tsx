import type { ReactNode } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { languageDir } from '../i18n';
import { queryClient } from './queryClient';
import { cssVariablesResolver, themeFor } from './theme';

/** Theme, direction, data cache, toasts and dialogs for the whole app. */
export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return (
    <DirectionProvider initialDirection={languageDir(lang)} detectDirection>
      <MantineProvider
        theme={themeFor(lang)}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        forceColorScheme="light"
      >
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <Notifications position="top-center" limit={3} />
            {children}
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
