/**
 * Features import one another only through a stated public entry (issue 33 point 3): a module
 * outside `features/X/` that imports `features/X/…` names the feature's `index.ts` (what others
 * may use), never a file inside it. Two kinds of import are not an entry and stay allowed:
 * - `import('…')` of a page or dialog: a lazy chunk boundary (the router, the layout's lazy
 *   pieces); through the index it would pull the whole feature into that chunk;
 * - `features/X/i18n/*.json` from `src/i18n/`, the app's catalogue loader (every area's strings).
 * An `import.meta.glob` (the catalogues, the server render's pages) names no module and is not read.
 * The session, the error translator and the toast are the app's (app/, lib/), so that the
 * accounts feature is imported by few modules: at most ACCOUNTS_IMPORTERS_MAX.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');
const FEATURES = path.join(SRC, 'features');
/** Modules outside features/accounts/ importing from it, any kind of import (issue 33: was 39). */
const ACCOUNTS_IMPORTERS_MAX = 5;

/** `import … from 'x'`, `import 'x'`, `export … from 'x'`: group 1 is the specifier. */
const STATIC_IMPORT = /(?:^|[;\n])\s*(?:import|export)\s+(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;
/** `import('x')`: group 1 is the specifier. */
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

interface Edge {
  from: string;
  to: string;
  dynamic: boolean;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The file a relative specifier names from `from` (with or without extension, or a folder's index). */
function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
  );
}

/** Block and line comments removed, so that a path named in prose is not read as an import. */
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** Every relative import of every source file, as paths relative to src/. */
function importEdges(): Edge[] {
  const edges: Edge[] = [];
  for (const file of sourceFiles(SRC)) {
    const code = withoutComments(fs.readFileSync(file, 'utf8'));
    const found = [
      ...[...code.matchAll(STATIC_IMPORT)].map((m) => ({ spec: m[1] ?? '', dynamic: false })),
      ...[...code.matchAll(DYNAMIC_IMPORT)].map((m) => ({ spec: m[1] ?? '', dynamic: true })),
    ];
    for (const { spec, dynamic } of found) {
      if (!spec.startsWith('.')) continue;
      const target = resolve(file, spec);
      if (!target) continue;
      edges.push({ from: path.relative(SRC, file), to: path.relative(SRC, target), dynamic });
    }
  }
  return edges;
}

/** The feature folder a src/-relative path lies in (`accounts`), or undefined outside features/. */
function featureOf(file: string): string | undefined {
  const parts = file.split(path.sep);
  return parts[0] === 'features' ? parts[1] : undefined;
}

/** Why an import of another feature's module is allowed, or undefined when it is not. */
function allowed(edge: Edge, feature: string): string | undefined {
  const inside = edge.to.slice(`features/${feature}/`.length);
  if (inside === 'index.ts' || inside === 'index.tsx') return 'public entry';
  if (edge.dynamic) return 'lazy chunk';
  if (inside.startsWith('i18n/') && edge.from.startsWith(`i18n${path.sep}`)) return 'catalogue';
  return undefined;
}

describe('feature boundaries', () => {
  const edges = importEdges();
  const features = fs
    .readdirSync(FEATURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('finds the imports it checks', () => {
    // A parser that found nothing would pass every rule below.
    expect(edges.length).toBeGreaterThan(500);
    expect(features).toContain('accounts');
  });

  it.each(features)('features/%s is imported from outside only through its index.ts', (feature) => {
    const crossing = edges.filter(
      (edge) => featureOf(edge.to) === feature && featureOf(edge.from) !== feature,
    );
    const offending = crossing
      .filter((edge) => !allowed(edge, feature))
      .map((edge) => `${edge.from} -> ${edge.to}`);
    expect(offending).toEqual([]);
  });

  it(`features/accounts is imported by at most ${ACCOUNTS_IMPORTERS_MAX} modules outside it`, () => {
    const importers = [
      ...new Set(
        edges
          .filter((edge) => featureOf(edge.to) === 'accounts' && featureOf(edge.from) !== 'accounts')
          .map((edge) => edge.from),
      ),
    ].sort();
    console.info(
      `modules outside features/accounts importing it: ${importers.length}\n  ${importers.join('\n  ')}`,
    );
    expect(importers.length).toBeLessThanOrEqual(ACCOUNTS_IMPORTERS_MAX);
  });
});
