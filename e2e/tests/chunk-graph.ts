/**
 * Reads the web build's chunk graph (Vite's `.vite/manifest.json`, `build.manifest` in
 * apps/web/vite.config.ts) to tell what a member's first load downloads: the entry of index.html
 * and every chunk it imports statically, transitively. Dynamic imports (lazy pages) are not part
 * of it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The folder of the build the test server serves (WEB_DIST, else apps/web/dist). */
export function webDist(): string {
  return process.env.WEB_DIST ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
}

export function readManifest(dist = webDist()): Manifest {
  const text = fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8');
  const parsed: unknown = JSON.parse(text);
  if (!parsed || typeof parsed !== 'object') throw new Error('manifest is not an object');
  const out: Manifest = {};
  for (const key of Object.keys(parsed)) {
    const value: unknown = Reflect.get(parsed, key);
    if (!value || typeof value !== 'object' || !('file' in value) || typeof value.file !== 'string') continue;
    out[key] = {
      file: value.file,
      src: 'src' in value && typeof value.src === 'string' ? value.src : undefined,
      isEntry: 'isEntry' in value && value.isEntry === true,
      imports: 'imports' in value && Array.isArray(value.imports) ? value.imports.map(String) : [],
    };
  }
  return out;
}

/** The manifest keys of `roots` and of every chunk they import statically, transitively. */
export function staticClosure(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const key = stack.pop() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    stack.push(...(manifest[key]?.imports ?? []));
  }
  return [...seen].sort();
}

/** The manifest keys of the first load: the entries and their static imports, transitively. */
export function firstLoadChunks(manifest: Manifest): string[] {
  return staticClosure(
    manifest,
    Object.keys(manifest).filter((k) => manifest[k]?.isEntry),
  );
}

/** The manifest keys of modules under `folder` (e.g. `src/features/admin/`). */
export function chunksUnder(manifest: Manifest, folder: string): string[] {
  return Object.keys(manifest).filter((k) => k.startsWith(folder) || manifest[k]?.src?.startsWith(folder));
}
