/* global document */
/**
 * The stack page's browser entry (bench/stack-floor.mjs): hydrates the server's markup inside a
 * transition, with the server's query answers, as apps/web/src/main.tsx does.
 */
import '@mantine/core/styles.css';
import { createElement as h, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hydrate, QueryClient } from '@tanstack/react-query';
import { AppTree, createI18n, routes } from './stack-app.mjs';

const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
const state = document.getElementById('state');
if (state) hydrate(client, JSON.parse(state.textContent ?? '{}'));
const router = createBrowserRouter(routes);
const root = document.getElementById('root');
if (root) {
  const app = h(AppTree, { i18n: createI18n(), client, router: h(RouterProvider, { router }) });
  startTransition(() => void hydrateRoot(root, app));
}
