import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias, Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** React Router's folder, wherever npm placed it. */
const ROUTER_DIR = path.dirname(require.resolve('react-router/package.json'));

/**
 * The module aliases of every build and test run (issue 11, first-route budget): the app is
 * written against React 19's API and types, and runs on Preact's implementation of that API
 * (`preact/compat`, about 12 kB gzipped against React DOM's 60), in the browser, in the server's
 * render (`react-dom/server` becomes preact-render-to-string) and in the web unit tests. React
 * Router's package points every bundler at its development build, whose warnings are compiled in
 * (remix-run/react-router#14102): its production build is the same code with them off.
 */
export const RUNTIME_ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-router$/, replacement: path.join(ROUTER_DIR, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(ROUTER_DIR, 'dist/production/dom-export.mjs') },
];

/** Name of the chunk of the libraries every page runs (`first-load-<hash>.js`). */
export const FIRST_LOAD_CHUNK = 'first-load';

/**
 * The libraries every page runs before its first render: Preact, React Router, i18next with
 * react-i18next, TanStack Query and Mantine's core (theme, Box, styles API). Mantine's
 * components are left out: most pages use a few of them and the rest load with the pages.
 */
export const FIRST_LOAD_LIBRARIES =
  /node_modules[\\/](preact|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/;

/**
 * Puts FIRST_LOAD_LIBRARIES into one chunk (browser build only; the server bundle is one file).
 * Left to itself the bundler cuts them into a few dozen chunks, one per set of pages sharing a
 * piece, and the home page loaded 53 files; gzip starts afresh in each, so the same code weighed
 * 7 kB more (first route 150.5 kB gzipped, 143.3 kB with this chunk, 2026-11-27). They load on
 * every first visit, so the one file costs the later pages nothing.
 * @returns the Vite plugin
 */
export function firstLoadChunk(): Plugin {
  return {
    name: 'nikah-first-load-chunk',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    config: () => ({
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: FIRST_LOAD_CHUNK, test: FIRST_LOAD_LIBRARIES }] } },
        },
      },
    }),
  };
}
