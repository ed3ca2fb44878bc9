import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

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
