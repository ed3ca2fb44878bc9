/**
 * Vitest global setup (vitest.config.ts `globalSetup`): builds the server entries the process tests
 * spawn (`src/main.ts`, what `npm start` runs, and `src/cli/cluster.ts`, `npm run start:cluster`)
 * once per test run with esbuild into a fresh folder, and hands that folder to the tests as
 * `inject('serverBundle')` (cli/cluster-test-helpers.ts `spawnServer`). The folder is removed after
 * the run.
 *
 * Why: under tsx every spawned process compiles and resolves some 200 source files one by one,
 * which took 10-15 s of each start on a busy 2-core machine; one bundle loads in a few seconds.
 * The bundle is the same source compiled by the same esbuild tsx uses; only how it is loaded differs.
 * - npm packages stay external (loaded from node_modules as `npm start` loads them), so the folder
 *   lives under apps/server/node_modules/.cache, where Node finds them; the workspace package
 *   @nikah/shared (TypeScript source) is bundled.
 * - Each source file keeps its own `import.meta.url`, so paths built from it (migrations folder,
 *   web dist, fonts) point where they do under tsx.
 * - The launcher (cli/cluster.ts) forks the bundled server entry instead of `../main.ts`.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';
import { z } from 'zod';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder of the built server entries `main.mjs` and `cluster.mjs`. */
    serverBundle: string;
  }
}

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const CLUSTER_SOURCE = path.join(SERVER_DIR, 'src', 'cli', 'cluster.ts');
/** How cli/cluster.ts names the server entry it forks, and what it forks in the bundle. */
const FORKED_ENTRY = "new URL('../main.ts', import.meta.url)";
const BUNDLED_ENTRY = "new URL('./main.mjs', import.meta.url)";

const packageJson = z.object({ dependencies: z.record(z.string(), z.string()) });

/**
 * Builds `main.mjs` and `cluster.mjs` into a new folder under apps/server/node_modules/.cache and
 * returns its absolute path. Throws on a build error, or when cli/cluster.ts no longer forks
 * FORKED_ENTRY (the bundled launcher would otherwise fork the TypeScript file).
 */
export async function buildServerBundle(): Promise<string> {
  const cache = path.join(SERVER_DIR, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const outdir = fs.mkdtempSync(path.join(cache, 'test-server-'));
  const { dependencies } = packageJson.parse(
    JSON.parse(fs.readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8')),
  );
  await build({
    entryPoints: { main: 'src/main.ts', cluster: 'src/cli/cluster.ts' },
    absWorkingDir: SERVER_DIR,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Shared code of both entries and the lazily imported S3 storage go to chunks.
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(dependencies).flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
    plugins: [
      {
        name: 'own-import-meta-url',
        setup(b) {
          b.onLoad({ filter: /\.ts$/ }, async (args) => {
            let text = await fsp.readFile(args.path, 'utf8');
            if (args.path === CLUSTER_SOURCE) {
              if (!text.includes(FORKED_ENTRY)) {
                throw new Error(
                  `cli/cluster.ts no longer forks ${FORKED_ENTRY}; update test/server-bundle.ts`,
                );
              }
              text = text.replace(FORKED_ENTRY, BUNDLED_ENTRY);
            } else {
              text = text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
            }
            return { contents: text, loader: 'ts' };
          });
        },
      },
    ],
  });
  return outdir;
}

/** Global setup: builds the bundle, provides its folder, removes it after the run. */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = await buildServerBundle();
  project.provide('serverBundle', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
