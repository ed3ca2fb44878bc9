/**
 * The first-route budget check (check-budget.mjs) on fixture builds written here: which chunks it
 * counts (entry, home route, their static imports, English shell and home strings; never another
 * route, another language or another area's strings), and that a large import makes it fail. When
 * a real build is present in apps/web/dist, the same large import added to its manifest fails too.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { BUDGET_GZIP_BYTES, HOME_ROUTE_SRC, checkBudget, firstRouteChunks } from './check-budget.mjs';

const SCRIPT = fileURLToPath(new URL('./check-budget.mjs', import.meta.url));
const REAL_DIST = fileURLToPath(new URL('../dist', import.meta.url));

const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Random bytes: gzip cannot shrink them, so their gzipped size is at least `bytes`. */
const incompressible = (bytes) => crypto.randomBytes(bytes);

/** A build folder with `files` (name → content) and `manifest`. */
function fixtureBuild(manifest, files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
  return dir;
}

/** A small app: entry, home route, another route, strings of two areas in two languages. */
function smallApp() {
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      src: 'index.html',
      isEntry: true,
      imports: ['_react.js'],
      dynamicImports: [
        HOME_ROUTE_SRC,
        'src/features/admin/AdminApp.tsx',
        'src/i18n/en.json',
        'src/i18n/hi.json',
        'src/i18n/ref/en.json',
        'src/i18n/ref/hi.json',
        'src/features/home/i18n/en.json',
        'src/features/content/i18n/en.json',
        'src/features/content/i18n/hi.json',
        'src/features/admin/i18n/en.json',
      ],
      css: ['assets/index.css'],
    },
    '_react.js': { file: 'assets/react.js' },
    [HOME_ROUTE_SRC]: {
      file: 'assets/HomePage.js',
      src: HOME_ROUTE_SRC,
      isDynamicEntry: true,
      imports: ['index.html', '_card.js'],
      css: ['assets/HomePage.css'],
    },
    '_card.js': { file: 'assets/card.js' },
    'src/features/admin/AdminApp.tsx': { file: 'assets/AdminApp.js', isDynamicEntry: true },
    'src/i18n/en.json': { file: 'assets/en.js', isDynamicEntry: true },
    'src/i18n/hi.json': { file: 'assets/hi.js', isDynamicEntry: true },
    'src/i18n/ref/en.json': { file: 'assets/ref-en.js', isDynamicEntry: true },
    'src/i18n/ref/hi.json': { file: 'assets/ref-hi.js', isDynamicEntry: true },
    'src/features/home/i18n/en.json': { file: 'assets/home-en.js', isDynamicEntry: true },
    'src/features/content/i18n/en.json': { file: 'assets/content-en.js', isDynamicEntry: true },
    'src/features/content/i18n/hi.json': { file: 'assets/content-hi.js', isDynamicEntry: true },
    'src/features/admin/i18n/en.json': { file: 'assets/admin-en.js', isDynamicEntry: true },
  };
  const files = Object.fromEntries(
    Object.values(manifest).flatMap((c) =>
      [c.file, ...(c.css ?? [])].map((f) => [f, `/* ${f} */ ${'x'.repeat(500)}`]),
    ),
  );
  return { manifest, files };
}

describe('firstRouteChunks', () => {
  it('counts the entry, the home route, their static imports and the English shell, home and content strings', () => {
    const { manifest } = smallApp();
    const { js, css } = firstRouteChunks(manifest);
    expect(js.map((c) => c.file).sort()).toEqual(
      [
        'assets/index.js',
        'assets/react.js',
        'assets/HomePage.js',
        'assets/card.js',
        'assets/en.js',
        'assets/home-en.js',
        'assets/content-en.js',
      ].sort(),
    );
    expect(css.sort()).toEqual(['assets/HomePage.css', 'assets/index.css']);
  });

  it("counts a language's reference values but never English's, which the app does not load", () => {
    const { manifest } = smallApp();
    expect(firstRouteChunks(manifest).js.map((c) => c.file)).not.toContain('assets/ref-en.js');
    const hindi = firstRouteChunks(manifest, { language: 'hi' }).js.map((c) => c.file);
    expect(hindi).toContain('assets/ref-hi.js');
    expect(hindi).toContain('assets/hi.js');
  });

  it('fails loudly when the home route is not in the manifest', () => {
    const { manifest } = smallApp();
    delete manifest[HOME_ROUTE_SRC];
    expect(() => firstRouteChunks(manifest)).toThrow(/HomePage/);
  });
});

describe('checkBudget', () => {
  it('passes a small first route and sums the gzipped size of every counted chunk', () => {
    const { manifest, files } = smallApp();
    const dir = fixtureBuild(manifest, files);
    const result = checkBudget(dir);
    expect(result.ok).toBe(true);
    const expected = result.rows
      .map((r) => zlib.gzipSync(fs.readFileSync(path.join(dir, r.file)), { level: 9 }).length)
      .reduce((a, b) => a + b, 0);
    expect(result.totalGzip).toBe(expected);
    expect(result.rows).toHaveLength(7);
  });

  it('fails when the home route gains a large static import', () => {
    const { manifest, files } = smallApp();
    manifest[HOME_ROUTE_SRC].imports.push('_big.js');
    manifest['_big.js'] = { file: 'assets/big.js' };
    files['assets/big.js'] = incompressible(BUDGET_GZIP_BYTES + 10_000);
    const dir = fixtureBuild(manifest, files);
    const result = checkBudget(dir);
    expect(result.ok).toBe(false);
    expect(result.rows[0].file).toBe('assets/big.js');
    expect(result.totalGzip).toBeGreaterThan(BUDGET_GZIP_BYTES);
  });

  it('does not count a large chunk that only another route imports', () => {
    const { manifest, files } = smallApp();
    manifest['src/features/admin/AdminApp.tsx'].imports = ['_big.js'];
    manifest['_big.js'] = { file: 'assets/big.js' };
    files['assets/big.js'] = incompressible(BUDGET_GZIP_BYTES + 10_000);
    expect(checkBudget(fixtureBuild(manifest, files)).ok).toBe(true);
  });

  it('exits non-zero from the command line over budget, listing each chunk', () => {
    const { manifest, files } = smallApp();
    manifest['index.html'].imports.push('_big.js');
    manifest['_big.js'] = { file: 'assets/big.js' };
    files['assets/big.js'] = incompressible(BUDGET_GZIP_BYTES + 10_000);
    const run = spawnSync(process.execPath, [SCRIPT, fixtureBuild(manifest, files)], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('assets/big.js');
    expect(run.stdout).toContain('assets/react.js');
  });

  it.skipIf(!fs.existsSync(path.join(REAL_DIST, '.vite', 'manifest.json')))(
    'fails on the real build when the home route gains a large static import',
    () => {
      const manifest = JSON.parse(fs.readFileSync(path.join(REAL_DIST, '.vite', 'manifest.json'), 'utf8'));
      const before = checkBudget(REAL_DIST);
      expect(before.rows.some((r) => r.why === 'home route')).toBe(true);
      // A copy of the real build's first route with one large import added to the home chunk.
      const files = Object.fromEntries(
        firstRouteChunks(manifest).js.map(({ file }) => [file, fs.readFileSync(path.join(REAL_DIST, file))]),
      );
      manifest[HOME_ROUTE_SRC].imports = [...(manifest[HOME_ROUTE_SRC].imports ?? []), '_big.js'];
      manifest['_big.js'] = { file: 'assets/big.js' };
      files['assets/big.js'] = incompressible(Math.max(BUDGET_GZIP_BYTES - before.totalGzip, 0) + 20_000);
      for (const css of firstRouteChunks(manifest).css) files[css] = '';
      const after = checkBudget(fixtureBuild(manifest, files));
      expect(after.ok).toBe(false);
      expect(after.totalGzip).toBeGreaterThan(before.totalGzip);
    },
  );
});
