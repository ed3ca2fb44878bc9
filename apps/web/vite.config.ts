import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The API server (apps/server) listens on port 3000; in development Vite proxies to it so the
// web app and the API share one origin, as they do in production.
const API_TARGET = 'http://localhost:3000';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes `.br` and `.gz` copies of the text files of the build. The server (@fastify/static with
 * `preCompressed`) sends them to browsers that accept them: about a fifth of the bytes on slow
 * mobile networks, with no compression work per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'nikah-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const name of files) {
        const file = path.join(outDir, name);
        if (!COMPRESSIBLE.test(name) || !fs.statSync(file).isFile()) continue;
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

export default defineConfig({
  plugins: [react(), precompress()],
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
    // The entry holds React, React Router, Mantine and TanStack Query (~166 kB gzip, ~141 kB br).
    chunkSizeWarningLimit: 600,
  },
});
