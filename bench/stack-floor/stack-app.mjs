/**
 * What the stack page's server render and its browser entry share (bench/stack-floor.mjs): the
 * route table, the i18next instance and the providers, set up as the web app sets up its own
 * (apps/web/src/app/providers.tsx, router.tsx), without any of its code.
 */
import { createElement as h, StrictMode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { STRINGS } from './data.mjs';
import { StackPage } from './page.mjs';

/** One route, the page, as a data router's route table. */
export const routes = [{ path: '/', Component: StackPage }];

/** An i18next instance with the page's English strings, ready when it returns (no back end). */
export function createI18n() {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: STRINGS } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/** The providers around `router` (a React element: RouterProvider or StaticRouterProvider). */
export function AppTree({ i18n, client, router }) {
  return h(
    StrictMode,
    null,
    h(I18nextProvider, { i18n }, h(MantineProvider, null, h(QueryClientProvider, { client }, router))),
  );
}
