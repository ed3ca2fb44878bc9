/**
 * The pages that show without the other areas' English strings (router.tsx
 * FIRST_ROUTE_STRINGS_ONLY) use no key of those areas: neither their module nor any module it
 * reaches through relative imports, static or dynamic (a dialog loaded later shows in the same
 * page), names one. And every other page does name one, so none is left waiting for strings it
 * does not show. Keys of the shell and of FIRST_ROUTE_AREAS are bundled (i18n/catalogues.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RELATIVE_IMPORT } from '../build/mantineStyles';
import { loadEnglishAreas } from '../i18n/catalogues';
import { FIRST_ROUTE_STRINGS_ONLY } from './router';

const HERE = import.meta.dirname;
const DYNAMIC_IMPORT = /import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The source file a relative specifier names from `from` (a .ts or .tsx module), if any. */
function resolveModule(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (file) => /\.tsx?$/.test(file) && fs.existsSync(file),
  );
}

/** The keys of `areas` (mount names) that `entry` and the modules it reaches name, by file. */
function areaKeysReached(entry: string, areas: string[]): string[] {
  const key = new RegExp(`['"\`](?:${areas.join('|')})\\.[A-Za-z]\\w*`, 'g');
  const seen = new Set<string>();
  const found: string[] = [];
  const stack = [entry];
  for (let file = stack.pop(); file; file = stack.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const [match] of code.matchAll(key)) found.push(`${path.relative(HERE, file)} ${match}`);
    for (const [, specifier] of [...code.matchAll(RELATIVE_IMPORT), ...code.matchAll(DYNAMIC_IMPORT)]) {
      const next = resolveModule(file, specifier ?? '');
      if (next) stack.push(next);
    }
  }
  return found;
}

/** Each lazy page of router.tsx: its path and its module's file (named in pageModules.ts). */
function lazyPages(): { path: string; file: string }[] {
  const source = fs.readFileSync(path.join(HERE, 'router.tsx'), 'utf8');
  const loaders = fs.readFileSync(path.join(HERE, 'pageModules.ts'), 'utf8');
  const fileOf = new Map(
    [...loaders.matchAll(/(\w+): \(\) =>\s*import\('([^']+)'\)/g)].map(([, name, specifier]) => [
      name!,
      resolveModule(path.join(HERE, 'pageModules.ts'), specifier!)!,
    ]),
  );
  const pages = [...source.matchAll(/path:\s*'([^']+)',\s*lazy:\s*page\('(\w+)'\)/g)];
  // Every lazy page but the home page (index, no path) is read: a page written another way
  // must not drop out of the check unnoticed.
  expect(pages.length).toBe(source.match(/\blazy:\s*(?:page\(|\(\))/g)!.length - 1);
  return pages.map(([, route, name]) => {
    expect(fileOf.get(name!), `pageModules.ts has no loader for ${name}`).toBeDefined();
    return { path: route!, file: fileOf.get(name!)! };
  });
}

describe('pages shown with the first route strings only', () => {
  it('name no key of the areas loaded later, and every other page does', async () => {
    const later = Object.keys(await loadEnglishAreas());
    expect(later.length).toBeGreaterThan(0);
    const pages = lazyPages();
    for (const route of FIRST_ROUTE_STRINGS_ONLY) expect(pages.map((p) => p.path)).toContain(route);
    for (const page of pages) {
      const keys = areaKeysReached(page.file, later);
      if (FIRST_ROUTE_STRINGS_ONLY.has(page.path)) expect(keys, page.path).toEqual([]);
      else expect(keys.length, `${page.path} could show without them`).toBeGreaterThan(0);
    }
  });
});
