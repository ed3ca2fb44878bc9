/**
 * What a server-rendered page links from the browser build (issue 11, issue 29; used by ./ssr and
 * ./web): the build's manifest, the style sheets and after-paint chunks of the page modules a
 * render used (`pageLinks`), and the style sheet of the page language's font (`fontLinks`). Read
 * once at start, so a page's links cost nothing per request.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The `<meta>` name under which a page lists the chunks index.html's loader preloads with the app
 * once the page has painted (apps/web/src/build/appAfterPaint.ts MODULE_AFTER_PAINT, loadApp.js).
 */
export const MODULE_AFTER_PAINT = 'module-after-paint';

/** One chunk of the browser build's manifest (`<WEB_DIST>/.vite/manifest.json`, Vite's format). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

function isManifest(value: unknown): value is Manifest {
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).every(
    (chunk: unknown) =>
      typeof chunk === 'object' && chunk !== null && 'file' in chunk && typeof chunk.file === 'string',
  );
}

/** The browser build's manifest, or an empty one when the build has none (pages still render). */
export function loadManifest(webDist: string): Manifest {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8'));
    return isManifest(value) ? value : {};
  } catch {
    return {};
  }
}

/**
 * The head elements for the page modules a render used (manifest keys): `<link>`s to the style
 * sheets of their chunks and of the chunks they import, and a `<meta name="module-after-paint">`
 * for each of those chunks. Without the style sheets the page's own styles would arrive only with
 * its script (unstyled without JavaScript, a layout shift with it). The chunks are preloaded with
 * the app by index.html's loader once the page has painted (issue 29,
 * apps/web/src/build/loadApp.js): asked for with the page, they only competed with its text and
 * style sheets on a slow network. index.html's chunk and the chunks it imports are skipped: the page
 * already links their style sheets and preloads their scripts (a second `<link>` to the same
 * sheet, as the search page had, made the browser match its rules twice, and put them after the
 * app's own sheet).
 */
export function pageLinks(manifest: Manifest, modules: string[]): string {
  const css = new Set<string>();
  const js = new Set<string>();
  const inIndex = new Set<string>();
  const markIndex = (key: string) => {
    if (inIndex.has(key) || !manifest[key]) return;
    inIndex.add(key);
    manifest[key].imports?.forEach(markIndex);
  };
  markIndex('index.html');
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || inIndex.has(key) || !chunk) return;
    seen.add(key);
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return (
    [...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('') +
    [...js].map((file) => `<meta name="${MODULE_AFTER_PAINT}" content="/${file}">`).join('')
  );
}

/** A font style sheet of the build: its file in the build folder. */
export interface FontSheet {
  css: string;
}
/**
 * The build's font style sheets by package path (`@fontsource/noto-sans-tamil/tamil-400.css`) or,
 * for the web app's own, by path from apps/web (`src/i18n/nastaliqUrdu.css`).
 */
export type FontSheets = Map<string, FontSheet>;

const PACKAGE_DIR = 'node_modules/';

/**
 * The style sheets the browser build imports on demand (its manifest's keys that are CSS files:
 * the fonts of apps/web/src/i18n/fonts.ts, from packages under `node_modules/` or the app's own,
 * such as the Urdu face with its unicode-range): found once at start, so a page's font links cost
 * nothing per request. A sheet missing from the build folder is left out (the page then loads
 * that font as before, after its script).
 */
export function loadFontSheets(webDist: string, manifest: Manifest): FontSheets {
  const sheets: FontSheets = new Map();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!key.endsWith('.css') || !chunk.file.endsWith('.css')) continue;
    // Not in the build folder: no link for it.
    if (!fs.existsSync(path.join(webDist, chunk.file))) continue;
    const at = key.lastIndexOf(PACKAGE_DIR);
    sheets.set(at < 0 ? key : key.slice(at + PACKAGE_DIR.length), { css: chunk.file });
  }
  return sheets;
}

/**
 * `<link>` elements for the font of the page's language (`fonts`: package paths of its style
 * sheets, from the render): the style sheet itself, the same file the app would add later (Vite
 * sees it linked and does not add it again). Its faces name the device's own copy of the font
 * first (`local()`; Urdu, apps/web/src/i18n/nastaliqUrdu.css): there the text is in its font from
 * the first paint, and nothing is downloaded. Elsewhere the text paints at once in the stand-in
 * fonts sized to the web font (apps/web/src/app/global.css, `font-display: swap`), which swaps in
 * without moving it. The font files are not preloaded any more (issue 29): preloaded, two
 * Nastaliq files of 155 kB each competed with the page's text on a slow network, and Lighthouse
 * counted them in the largest paint (LCP in Urdu 4.1-5.9 s; bench/results/lighthouse-trace.md).
 * Only the page's own language: no other script's font is fetched.
 */
export function fontLinks(sheets: FontSheets, fonts: readonly string[]): string {
  return fonts
    .flatMap((name) => sheets.get(name) ?? [])
    .map(({ css }) => `<link rel="stylesheet" crossorigin href="/${css}">`)
    .join('');
}
