import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build, defineConfig, minifySync, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import {
  mantineImports,
  readMantineStyles,
  STYLE_MODULE_PREFIX,
  styleChunkName,
} from './src/build/mantineStyles';
import { prioritiseStyles } from './src/build/scriptPriority';
import { deferAppScripts, loaderFileName } from './src/build/appAfterPaint';
import { withCompileHint } from './src/build/compileHints';
import {
  ENTRY_IMPORTS_CHUNK,
  HOME_IMPORTS_CHUNK,
  homeImports,
  type ProbeChunk,
} from './src/build/chunkGroups';
import { HOME_ROUTE_SRC } from './scripts/check-budget.mjs';

// The API server (apps/server) listens on port 3000; in development Vite proxies to it so the
// web app and the API share one origin, as they do in production.
const API_TARGET = 'http://localhost:3000';

/** Set while the first-route grouping's probe build runs (firstRouteFiles), which writes nothing. */
const PROBE_ENV = 'NIKAH_CHUNK_PROBE';
const probing = (): boolean => process.env[PROBE_ENV] === '1';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;
const MIN_COMPRESS_BYTES = 1024;

/** Style sheets first and the scripts at low priority in index.html (src/build/scriptPriority.ts). */
function scriptPriority(): Plugin {
  return {
    name: 'nikah-script-priority',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: prioritiseStyles },
  };
}

/**
 * The app's scripts after the page's first paint (issue 29, src/build/appAfterPaint.ts): writes the
 * loader (src/build/loadApp.js, minified, named by its hash) into the assets and puts it in
 * index.html in place of the entry module script and its preloads. After scriptPriority, whose
 * order of the style sheets it keeps.
 */
function appAfterPaint(): Plugin {
  const file = path.resolve(import.meta.dirname, 'src/build/loadApp.js');
  const { code, errors } = minifySync(file, fs.readFileSync(file, 'utf8'));
  if (errors.length > 0) throw new Error(`src/build/loadApp.js: ${errors[0]?.message}`);
  const fileName = loaderFileName(code);
  return {
    name: 'nikah-app-after-paint',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && !probing(),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml: { order: 'post', handler: (html) => deferAppScripts(html, `/${fileName}`) },
  };
}

/**
 * Mantine's styles per component (src/build/mantineStyles.ts): each of our modules that imports
 * Mantine components gets imports of their style modules (`virtual:mantine-style/Button.css`),
 * added after its code so its lines keep their numbers; each such module is one component's
 * styles in a cascade layer of its own, and `virtual:mantine-style/base.css` (main.tsx) declares
 * the layers' order.
 */
function mantineStylesPerComponent(): Plugin {
  const styles = readMantineStyles(path.resolve(import.meta.dirname, '../../node_modules'));
  const resolvedPrefix = `\0${STYLE_MODULE_PREFIX}`;
  return {
    name: 'nikah-mantine-styles',
    enforce: 'pre',
    config(config, env) {
      if (env.command !== 'build' || env.isSsrBuild) return;
      const root = path.resolve(config.root ?? process.cwd());
      // The first route: the entry and the home page (as scripts/check-budget.mjs counts it).
      const roots = [path.join(root, 'src/main.tsx'), path.join(root, HOME_ROUTE_SRC)];
      const firstRoute: { modules?: Set<string>; entry?: Set<string> } = {};
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // Ahead of firstRouteFiles' groups: the style modules stay in the style chunks.
                groups: [
                  {
                    name: (id, graph) => styleChunkName(id, graph, roots, firstRoute),
                    priority: 2,
                  },
                ],
              },
            },
          },
        },
      };
    },
    resolveId(id) {
      return id.startsWith(STYLE_MODULE_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      const css = styles.css(id.slice(resolvedPrefix.length));
      if (css === undefined) throw new Error(`No Mantine style file for ${id.slice(1)}`);
      return css;
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\/src\/.*\.tsx?$/.test(id) || !code.includes('@mantine/')) {
        return undefined;
      }
      const files = styles.filesFor(mantineImports(code));
      if (files.length === 0) return undefined;
      const imports = files.map((f) => `import '${STYLE_MODULE_PREFIX}${f}.css';`).join('');
      return { code: `${code}\n${imports}\n`, map: null };
    },
  };
}

/**
 * The first route in a few files (src/build/chunkGroups.ts): the entry's static imports in one
 * group, and those of the home page in another. For the second, builds the app once without
 * writing (the probe, with the other plugins' chunking) and reads which modules the home page's
 * files hold.
 */
function firstRouteFiles(): Plugin {
  return {
    name: 'nikah-first-route-files',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && !probing(),
    async config(config, env) {
      const root = path.resolve(config.root ?? process.cwd());
      process.env[PROBE_ENV] = '1';
      let output;
      try {
        output = await build({
          configFile: path.resolve(import.meta.dirname, 'vite.config.ts'),
          root,
          mode: env.mode,
          // Its warnings are the real build's, which prints them.
          logLevel: 'error',
          build: { write: false, emptyOutDir: false, manifest: false },
        });
      } finally {
        delete process.env[PROBE_ENV];
      }
      const chunks: ProbeChunk[] = (Array.isArray(output) ? output : [output])
        .flatMap((o) => ('output' in o ? o.output : []))
        .flatMap((o) => (o.type === 'chunk' ? [o] : []));
      const home = homeImports(chunks, path.join(root, HOME_ROUTE_SRC));
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // Below the style chunks' group (mantineStylesPerComponent), above the home page's.
                groups: [
                  { name: ENTRY_IMPORTS_CHUNK, tags: ['$initial'], priority: 1 },
                  { name: (id) => (home.has(id) ? HOME_IMPORTS_CHUNK : null), priority: 0 },
                ],
              },
            },
          },
        },
      };
    },
  };
}

/** A feature's public entry (src/features/<feature>/index.ts): re-exports only. */
const FEATURE_INDEX = /\/src\/features\/[^/]+\/index\.tsx?$/;

/** react-router's two builds: the package points every condition at the first (leanLibraries). */
const REACT_ROUTER_DEV = '/react-router/dist/development/';
const REACT_ROUTER_PROD = '/react-router/dist/production/';

/**
 * react-router's packaging, corrected in the browser build and the server bundle (issue 29: the
 * first route's JavaScript, scripts/check-budget.mjs): its package.json points every condition at
 * its development build, which differs from the production build beside it only by
 * `ENABLE_DEV_WARNINGS = true`, keeping the warnings' code and messages in (remix-run/react-router
 * issues 12532 and 14102). The build takes `dist/production` instead (each build imports only its
 * own chunks: one copy). (Mantine's AppShell, whose header imported the whole scroll lock for one
 * class name, was corrected here too until the layout stopped using it: app/layout/Layout.tsx.)
 */
function leanLibraries(): Plugin {
  return {
    name: 'nikah-lean-libraries',
    apply: 'build',
    // Before Vite's resolver, which would settle on the development build.
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.includes(REACT_ROUTER_DEV)) return resolved;
      return { ...resolved, id: resolved.id.replace(REACT_ROUTER_DEV, REACT_ROUTER_PROD) };
    },
  };
}

/**
 * The entry compiled while it streams in, off the main thread (src/build/compileHints.ts). Last of
 * the output's changes: the hint must be the file's first line, above the chunk map that Vite
 * writes there.
 */
function compileHint(): Plugin {
  return {
    name: 'nikah-compile-hint',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && !probing(),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk') chunk.code = withCompileHint(chunk);
        }
      },
    },
  };
}

/**
 * Writes `.br` and `.gz` copies of the text files of the build. The server (@fastify/static with
 * `preCompressed`) sends them to browsers that accept them: about a fifth of the bytes on slow
 * mobile networks, with no compression work per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'nikah-precompress',
    // The server bundle (below) is read from disk by the server, never sent to browsers.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && !probing(),
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const name of files) {
        const file = path.join(outDir, name);
        if (name.startsWith(SSR_DIR) || !COMPRESSIBLE.test(name) || !fs.statSync(file).isFile()) continue;
        const data = fs.readFileSync(file);
        if (data.length < MIN_COMPRESS_BYTES) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        );
      }
    },
  };
}

/** The server bundle's folder inside the build (a dot folder: @fastify/static does not serve it). */
const SSR_DIR = '.ssr';

/**
 * After the browser build, builds `src/entry-server.tsx` for Node into `<outDir>/.ssr/entry-server.js`
 * (issue 11: the server renders the public pages with it; apps/server/src/plugins/ssr.ts finds it
 * from WEB_DIST). Every dependency and every lazily loaded module is bundled in, so the file runs
 * from wherever the build is.
 * Part of every `vite build`, so `--outDir` builds (browser tests, Lighthouse) have it too.
 */
function serverBundle(): Plugin {
  let resolved: ResolvedConfig | undefined;
  return {
    name: 'nikah-server-bundle',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && !probing(),
    configResolved(config) {
      resolved = config;
    },
    async closeBundle() {
      if (!resolved) return;
      await build({
        configFile: resolved.configFile,
        root: resolved.root,
        mode: resolved.mode,
        logLevel: 'warn',
        ssr: { noExternal: true },
        // React's production build whatever NODE_ENV the server runs with (the bundled copy picks
        // its build at run time otherwise): same markup, a fraction of the render time.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: path.resolve(resolved.root, resolved.build.outDir, SSR_DIR),
          emptyOutDir: true,
          copyPublicDir: false,
          manifest: false,
          // One file: a component loaded with React.lazy resolves within the render pass's turn
          // of the event loop, not after a file read (app/ssrPasses.ts).
          rollupOptions: { output: { entryFileNames: 'entry-server.js', codeSplitting: false } },
        },
      });
    },
  };
}

export default defineConfig({
  plugins: [
    mantineStylesPerComponent(),
    leanLibraries(),
    firstRouteFiles(),
    react(),
    scriptPriority(),
    appAfterPaint(),
    compileHint(),
    precompress(),
    serverBundle(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/healthz': { target: API_TARGET, changeOrigin: false },
      // Chat pushes (Socket.IO over WebSocket) in `npm run dev`.
      '/socket.io': { target: API_TARGET, changeOrigin: false, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: the chunk graph, read by e2e/tests/moderation.spec.ts to check that
    // the moderation console is not in the member's first load, and by scripts/check-budget.mjs
    // (run after the build by `npm run build`) for the first route's JavaScript budget.
    manifest: true,
    // No module preload polyfill in the entry: index.html's preloads are added by the loader
    // (src/build/loadApp.js), which falls back to script preloads itself, and Vite's helper for
    // later imports does the same; the polyfill only fetched again what was already loading.
    modulePreload: { polyfill: false },
    // The entry holds every module it imports statically (src/build/chunkGroups.ts): React, React
    // Router, Mantine, i18next and TanStack Query among them (559 kB, 174 kB gzip).
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // A feature's index.ts only re-exports its public parts (app/featureBoundaries.test.ts).
      // Said to have no side effects, a module that imports one part through it gets that part
      // alone, not every module the index names (issue 29: the home page's hero took the content
      // feature's cards, with their Mantine components and styles, onto the first route).
      treeshake: { moduleSideEffects: (id: string) => !FEATURE_INDEX.test(id) },
    },
  },
});
