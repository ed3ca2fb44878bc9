/**
 * Mantine's styles per component (issue 11). `@mantine/core/styles.css` is 234 kB (33 kB gzipped)
 * of every component's rules, all render-blocking on every page; a visitor's home page renders a
 * fifth of those components. Instead, the build adds to each of our modules the style files of the
 * Mantine components it imports (and of those they render inside), so each route's chunk brings
 * its own, and the first route carries only its share.
 *
 * The cascade stays the one of styles.css: every file is wrapped in a cascade layer of its own
 * (`mantine.Button`), and the base sheet, loaded first on every page, declares all those layers in
 * styles.css's order. Layers rank by that declaration, not by the order in which chunks' style
 * sheets reach the page (which lazy routes and the server's links do not keep). Our own style
 * sheets are unlayered, so they still win over Mantine's, as they did when imported after it.
 *
 * Left to the bundler, each component's styles would be a file of their own: about twenty
 * render-blocking requests on home. `styleChunkName` gathers them into two files instead: those the
 * first route (the entry and the home page) uses, and all the others.
 */
import fs from 'node:fs';
import path from 'node:path';
import { closure } from './graph';

/**
 * Prefix of the build's virtual style modules: `virtual:mantine-style/<file>.css`, and `base.css`
 * (the global styles and the layer order, imported once by main.tsx).
 */
export const STYLE_MODULE_PREFIX = 'virtual:mantine-style/';

/** Global style files of @mantine/core, in the order Mantine's documentation gives. */
const GLOBAL_FILES = ['baseline', 'default-css-variables', 'global'];

/** The package whose exports have style files; other Mantine packages are followed to the core components they import. */
const CORE = '@mantine/core';

const IMPORT_FROM_MANTINE = /import\s*\{([^}]*)\}\s*from\s*['"](@mantine\/[a-z-]+)['"]/g;
/** A static `import … from './x'` or `export … from '../y'` of a module: group 1 is the specifier. */
export const RELATIVE_IMPORT = /(?:import|export)\s*(?:[^'"]*?\s*from\s*)?['"](\.{1,2}\/[^'"]+)['"]/g;
const FIRST_CLASS = /\.m_[0-9a-f]+/;

/**
 * Names imported from each `@mantine/*` package by `code` (a module's source), type-only
 * specifiers left out: `{ '@mantine/core': ['Button', 'Modal'] }`.
 */
export function mantineImports(code: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const match of code.matchAll(IMPORT_FROM_MANTINE)) {
    const pkg = match[2] ?? '';
    const names = (match[1] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s && !s.startsWith('type '))
      .map((s) => (s.split(/\s+as\s+/)[0] ?? '').trim());
    found.set(pkg, [...(found.get(pkg) ?? []), ...names]);
  }
  return found;
}

/** The layer of a style file: `mantine.Button`. */
export function layerName(file: string): string {
  return `mantine.${file}`;
}

/** What the build knows of the installed @mantine/core styles. */
export interface MantineStyles {
  /** Style file names (no `.css`) in styles.css's order: the globals, then the components. */
  order: string[];
  /** The style files the components of `imports` need (as `mantineImports` gives), in `order`. */
  filesFor(imports: Map<string, string[]>): string[];
  /** The CSS of a virtual style module's file name (`Button.css`, `base.css`); undefined if unknown. */
  css(file: string): string | undefined;
}

/**
 * Reads the installed Mantine packages under `nodeModules` (the folder holding `@mantine/`).
 * Throws when @mantine/core's styles folder or its index is missing (the build stops).
 */
export function readMantineStyles(nodeModules: string): MantineStyles {
  const coreDir = path.join(nodeModules, '@mantine', 'core');
  const stylesDir = path.join(coreDir, 'styles');
  const all = fs.readFileSync(path.join(coreDir, 'styles.css'), 'utf8');
  const available = fs
    .readdirSync(stylesDir)
    .filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'))
    .map((f) => f.slice(0, -'.css'.length));
  const text = (file: string) => fs.readFileSync(path.join(stylesDir, `${file}.css`), 'utf8');
  // styles.css is these files joined; each file's place is where its first class appears there.
  const place = (file: string) => all.indexOf(text(file).match(FIRST_CLASS)?.[0] ?? '\u0000');
  const components = available.filter((f) => !GLOBAL_FILES.includes(f)).sort((a, b) => place(a) - place(b));
  const order = [...GLOBAL_FILES, ...components];
  const known = new Set(components);

  // Export name → module file, from the package's ESM index.
  const exportsOf = (pkgDir: string) => {
    const map = new Map<string, string>();
    const index = fs.readFileSync(path.join(pkgDir, 'esm', 'index.mjs'), 'utf8');
    for (const m of index.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"](\.\/[^'"]+)['"]/g)) {
      for (const name of (m[1] ?? '').split(',')) {
        const exported = name
          .trim()
          .split(/\s+as\s+/)
          .pop()
          ?.trim();
        if (exported && m[2]) map.set(exported, path.join(pkgDir, 'esm', m[2]));
      }
    }
    return map;
  };
  const coreExports = exportsOf(coreDir);

  // Which style file holds a class (`m_77c9d27d` → Button).
  const fileOfClass = new Map<string, string>();
  for (const file of components) {
    for (const [, cls] of text(file).matchAll(/\.(m_[0-9a-f]+)/g)) {
      if (cls && !fileOfClass.has(cls)) fileOfClass.set(cls, file);
    }
  }
  // The style files a module needs: those of the class maps (`*.module.css.mjs`) it reaches
  // through relative imports, its own and those of the components it renders inside.
  const reachCache = new Map<string, Set<string>>();
  const reach = (entry: string): Set<string> => {
    const cached = reachCache.get(entry);
    if (cached) return cached;
    const files = new Set<string>();
    const seen = new Set<string>();
    const stack = [entry];
    while (stack.length > 0) {
      const file = stack.pop() as string;
      if (seen.has(file) || !fs.existsSync(file)) continue;
      seen.add(file);
      const source = fs.readFileSync(file, 'utf8');
      if (file.endsWith('.module.css.mjs')) {
        const first = source.match(/m_[0-9a-f]+/)?.[0];
        const styleFile = first ? fileOfClass.get(first) : undefined;
        if (styleFile) files.add(styleFile);
        continue;
      }
      for (const [, spec] of source.matchAll(RELATIVE_IMPORT)) {
        if (spec) stack.push(path.resolve(path.dirname(file), spec));
      }
    }
    reachCache.set(entry, files);
    return files;
  };

  // Another Mantine package (notifications, modals): the core components its modules import.
  const packageCache = new Map<string, string[]>();
  const coreNamesOf = (pkg: string): string[] => {
    const cached = packageCache.get(pkg);
    if (cached) return cached;
    const esm = path.join(nodeModules, pkg, 'esm');
    const names: string[] = [];
    if (fs.existsSync(esm)) {
      for (const f of fs.readdirSync(esm, { recursive: true, encoding: 'utf8' })) {
        if (!f.endsWith('.mjs')) continue;
        names.push(...(mantineImports(fs.readFileSync(path.join(esm, f), 'utf8')).get(CORE) ?? []));
      }
    }
    packageCache.set(pkg, names);
    return names;
  };

  return {
    order,
    filesFor(imports) {
      const names = [...(imports.get(CORE) ?? [])];
      for (const [pkg, pkgNames] of imports) {
        if (pkg !== CORE && pkgNames.length > 0) names.push(...coreNamesOf(pkg));
      }
      const needed = new Set<string>();
      for (const name of names) {
        const file = coreExports.get(name);
        if (file) for (const styleFile of reach(file)) needed.add(styleFile);
      }
      return components.filter((c) => needed.has(c));
    },
    css(file) {
      const name = file.replace(/\.css$/, '');
      if (name === 'base') {
        const declaration = `@layer ${order.map(layerName).join(', ')};\n`;
        return declaration + GLOBAL_FILES.map((g) => `@layer ${layerName(g)} {\n${text(g)}\n}\n`).join('');
      }
      if (!known.has(name)) return undefined;
      return `@layer ${layerName(name)} {\n${text(name)}\n}\n`;
    },
  };
}

/** What `styleChunkName` reads of the module graph (the bundler's chunking context). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; importers: readonly string[] } | null;
}

/** The chunk names of `styleChunkName`. */
export const FIRST_ROUTE_STYLES = 'mantine-first';
export const OTHER_STYLES = 'mantine-more';

/** The modules statically reachable from `roots` (absolute ids), `roots` included. */
function reachable(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  return closure(roots, (id) => graph.getModuleInfo(id)?.importedIds ?? []);
}

/** Our own CSS modules (`src/…/X.module.css`), whose rules are unlayered. */
const OWN_CSS_MODULE = /\/src\/.+\.module\.css$/;

/**
 * The chunk of module `id`, or null to leave it to the bundler's own splitting.
 * - A virtual style module: `FIRST_ROUTE_STYLES` when a module statically reachable from one of
 *   `roots` (absolute ids: the entry first, then the home page) imports it, else `OTHER_STYLES`.
 * - One of our CSS modules that the home page's modules import and the entry's do not (the home
 *   page's own, its cards'): `FIRST_ROUTE_STYLES` too, so that a visitor's first page waits for
 *   one style sheet besides the entry's instead of one per module. That sheet now comes before
 *   the entry's in the page, so these rules precede the entry's in the cascade; they share no
 *   selectors (class names are hashed per module, and global.css styles elements, `:root` and
 *   focus rings), and screenshots of the visitor pages are unchanged. The entry's own CSS modules
 *   stay in the entry's sheet.
 * `firstRoute` caches the reachable sets between calls of one build.
 */
export function styleChunkName(
  id: string,
  graph: ModuleGraph,
  roots: readonly string[],
  firstRoute: { modules?: Set<string>; entry?: Set<string> },
): string | null {
  const styleModule = id.startsWith(`\0${STYLE_MODULE_PREFIX}`);
  if (!styleModule && !OWN_CSS_MODULE.test(id)) return null;
  firstRoute.modules ??= reachable(graph, roots);
  firstRoute.entry ??= reachable(graph, roots.slice(0, 1));
  const importers = graph.getModuleInfo(id)?.importers ?? [];
  const onFirstRoute = importers.some((m) => firstRoute.modules?.has(m));
  if (styleModule) return onFirstRoute ? FIRST_ROUTE_STYLES : OTHER_STYLES;
  return onFirstRoute && !importers.some((m) => firstRoute.entry?.has(m)) ? FIRST_ROUTE_STYLES : null;
}
