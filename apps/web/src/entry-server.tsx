/**
 * Server rendering of the public pages (issue 11; docs/architecture.md "Server rendering"). Built
 * by Vite in SSR mode into `<web build>/.ssr/entry-server.js` (vite.config.ts) and imported by the
 * API server (apps/server/src/plugins/ssr.ts), which calls `render` for GET page requests of
 * visitors, and for members the pages of app/ssrRoutes.ts, and puts the result into index.html.
 * The same routes and components as the browser's render; the page's data comes from the API
 * routes of the same process (`fetchApi`, with the member's session for a member), so the access
 * rules stay the server's, and is embedded as dehydrated TanStack Query state.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { isValidElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { Providers } from './app/providers';
import { PAGE_MODULES_SRC, routes } from './app/router';
import { renderAsMember, type Session } from './app/session';
import { isServerRendered } from './app/ssrRoutes';
import { renderComplete } from './app/ssrPasses';
import { ssrStateScript } from './app/ssrState';
import { languageDir } from './i18n';
import { SCRIPT_FONT_STYLESHEETS } from './i18n/fontFamilies';
import { scriptOf } from './i18n/fonts';
import { partnerFoundQuery } from './features/layout';
import { formatNumber, recordNumbers } from './i18n/format';
import { serverI18n } from './i18n/server';
import { configureTransport } from './lib/api';
import { loadEveryLazyPart } from './lib/lazyPart';
import { TitleSinkContext, type TitleSink } from './lib/useDocumentTitle';

/** One API call of a render, answered in process (path relative to the site root). */
export type FetchApi = (path: string, init: RequestInit) => Promise<Response>;

export interface RenderInput {
  /** The page's absolute URL (origin, path and query). */
  url: string;
  /** The interface language asked for (the `nikah.lang` cookie); anything else renders English. */
  lang: string | undefined;
  /** Answers the page's API calls (as `session`'s member when there is one). */
  fetchApi: FetchApi;
  /**
   * The member the page is for (resolved by the server from the session cookie), or undefined for
   * a visitor: the page then renders as the browser renders it for that member, and its state
   * names them (app/ssrState.ts).
   */
  session?: Session;
  /** Aborts the data fetching (the server's time limit). */
  signal?: AbortSignal;
}

export interface RenderOutput {
  /** The markup of `#root`. */
  html: string;
  /**
   * The page modules the render used, as keys of the browser build's manifest (`src/...tsx`), and
   * for a page other than home the chunk of the pages' loaders (app/pageModules.ts): the server
   * links their style sheets and preloads their chunks, so the page looks the same before its
   * script runs (or without script) and the browser fetches the chunks at once.
   */
  modules: string[];
  /** The `<script type="application/json">` with the router's and the data cache's state. */
  scripts: string;
  /**
   * The page's `<title>` in the interface language, as the browser sets it (lib/useDocumentTitle.ts);
   * undefined when the page sets none (index.html's title stays).
   */
  title?: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  /**
   * The font style sheets of the language's script, as package paths (i18n/fontFamilies.ts; none
   * for Latin): the server links them and preloads their font files, so the page paints in its
   * font and does not shift when the font would otherwise swap in (issue 11, CLS).
   */
  fonts: string[];
}

// Renders of a page (app/ssrPasses.ts): one, and one more for each round of data a page's queries
// need (some depend on others' answers) and for each level of lazily loaded components the first
// render of a fresh server meets (the member layout nests two); past this the browser finishes.
const MAX_RENDER_PASSES = 6;

const callContext = new AsyncLocalStorage<FetchApi>();
configureTransport((path, init) => {
  const fetchApi = callContext.getStore();
  if (!fetchApi) return Promise.reject(new Error('API call outside a server render'));
  return fetchApi(path, init);
});

const handler = createStaticHandler(routes);

// Which source file each page component comes from (the route table loads them lazily and does not
// say). The same module instances as the routes' imports, so the components compare equal.
const pageModules = import.meta.glob<Record<string, unknown>>(
  ['./features/**/*Page.tsx', './features/**/*Pages.tsx', '!./features/admin/**'],
  { eager: true },
);
const sourceOfComponent = new Map<unknown, string>();
for (const [key, mod] of Object.entries(pageModules)) {
  for (const value of Object.values(mod)) {
    if (typeof value === 'function') sourceOfComponent.set(value, `src/${key.slice('./'.length)}`);
  }
}

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Queries the last render asked for that have neither data nor a request under way, leaving out
 * those marked `browserOnly` (app/queryMeta.ts): the browser fetches them after hydrating.
 */
function unfetched(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter(
      (q) =>
        q.state.status === 'pending' &&
        q.state.fetchStatus === 'idle' &&
        isEnabled(q) &&
        q.meta?.browserOnly !== true,
    );
}

/**
 * Puts the footer's partner-found count into `client` (fetched unless the page's data brought it)
 * and its text in `lang` into `numbers`, as formatNumber writes it. The footer is built in the
 * browser only (app/layout/Layout.tsx), but near the top of short pages such as login; its first
 * render then takes both from the page instead of fetching and creating the page's first
 * Intl.NumberFormat, a 35-50 ms task unthrottled (140-200 ms at Lighthouse's 4x), the longest
 * of the Urdu login page (issue 29). A failure leaves the footer to fetch as before.
 */
async function prepareFooterCount(
  client: QueryClient,
  lang: string,
  numbers: Record<string, string>,
): Promise<void> {
  const data =
    client.getQueryData(partnerFoundQuery.queryKey) ??
    (await client.fetchQuery(partnerFoundQuery).catch(() => undefined));
  if (!data) return;
  recordNumbers(numbers);
  try {
    formatNumber(data.count, lang);
  } finally {
    recordNumbers(null);
  }
}

function anyFailed(client: QueryClient): boolean {
  return client
    .getQueryCache()
    .getAll()
    .some((q) => q.state.status === 'error');
}

/** Whether the server renders `pathname` (no query) for a member (app/ssrRoutes.ts). */
export function rendersForMember(pathname: string): boolean {
  return isServerRendered(pathname, true);
}

/**
 * Renders the page at `input.url`. Returns null when the page is not one the server renders, when
 * the route redirects or fails, or when any of its data fails to load (an error shown by the
 * server would not match the browser's first render): the caller then sends the client shell.
 * Rejects on an aborted fetch or a render error (the caller falls back too).
 */
export async function render(input: RenderInput): Promise<RenderOutput | null> {
  const url = new URL(input.url);
  const session = input.session ?? null;
  if (!isServerRendered(url.pathname, session !== null)) return null;
  return callContext.run(input.fetchApi, async () => {
    // Parts of pages in chunks of their own (lib/lazyPart.tsx): loaded once, rendered in the HTML.
    await loadEveryLazyPart();
    const i18n = await serverI18n(input.lang);
    const context = await handler.query(new Request(url, { signal: input.signal }));
    if (context instanceof Response || context.errors) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
    });
    const titleSink: TitleSink = { title: '' };
    const tree = (
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <TitleSinkContext.Provider value={titleSink}>
            <Providers client={client}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </Providers>
          </TitleSinkContext.Provider>
        </I18nextProvider>
      </StrictMode>
    );
    // Each round starts without a title: the one kept is that of the final markup.
    let numbers: Record<string, string> = {};
    const renderRound = () => {
      titleSink.title = '';
      numbers = {};
      recordNumbers(numbers);
      try {
        return renderAsMember(session, () => renderToString(tree));
      } finally {
        recordNumbers(null);
      }
    };
    const html = await renderComplete({
      render: renderRound,
      missingData: () => unfetched(client).length > 0,
      fetchData: async () => {
        await Promise.all(unfetched(client).map((q) => q.fetch().catch(() => undefined)));
        input.signal?.throwIfAborted();
        return !anyFailed(client);
      },
      maxPasses: MAX_RENDER_PASSES,
    });
    if (html === null) return null;
    const lang = i18n.language;
    await prepareFooterCount(client, lang, numbers);
    input.signal?.throwIfAborted();
    const modules = context.matches.flatMap(({ route }) => {
      // The static router keeps a route's component as an element (`<Component />`).
      const component = isValidElement(route.element) ? route.element.type : route.Component;
      const source = sourceOfComponent.get(component);
      return source ? [source] : [];
    });
    // A page other than home was loaded through pageModules' chunk (app/pageModules.ts): the
    // browser needs that chunk before the page's, to take over the page.
    if (!context.matches.some(({ route }) => route.index)) modules.unshift(PAGE_MODULES_SRC);
    const scripts = ssrStateScript({
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
      queries: dehydrate(client),
      numbers,
      ...(session ? { session } : {}),
    });
    return {
      html,
      modules,
      scripts,
      lang,
      dir: languageDir(lang),
      title: titleSink.title || undefined,
      fonts: [...SCRIPT_FONT_STYLESHEETS[scriptOf(lang)]],
    };
  });
}
