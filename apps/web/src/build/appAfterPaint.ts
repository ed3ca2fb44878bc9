/**
 * The app's scripts are fetched after the server-rendered page has painted (issue 29). index.html
 * as Vite writes it asks for the entry module and its preloads in its head; this module rewrites
 * them into what src/build/loadApp.js (the loader, a small classic script written beside the
 * assets) reads once the page has painted: the entry's address on the loader's own tag, and each
 * preload as a `<meta name="module-after-paint">`. The server render lists a page's own chunks
 * the same way (apps/server/src/plugins/ssr-assets.ts `pageLinks`). See loadApp.js for why.
 */
import { createHash } from 'node:crypto';

/** The `<meta>` name of a chunk the loader preloads with the entry (read by loadApp.js). */
export const MODULE_AFTER_PAINT = 'module-after-paint';

const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/** The loader's file name in the build: its content hash in the name, cached like every asset. */
export function loaderFileName(source: string): string {
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return `assets/load-app-${hash}.js`;
}

/**
 * `html` (index.html as Vite wrote it) with the entry module script replaced by the loader at
 * `loaderUrl` (deferred: it runs once the document is parsed, and never blocks it), carrying the
 * entry's address, and each module preload replaced by a `<meta name="module-after-paint">`.
 * @throws {Error} when the page has no entry module script (the app would never start)
 */
export function deferAppScripts(html: string, loaderUrl: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error('index.html has no entry module script');
  return html
    .replace(entry[0], `<script defer src="${loaderUrl}" data-app="${entry[1]}"></script>`)
    .replace(MODULE_PRELOAD, (_link, href: string) => moduleAfterPaint(href));
}

/** The `<meta>` that asks the loader to preload the chunk at `href` with the app. */
export function moduleAfterPaint(href: string): string {
  return `<meta name="${MODULE_AFTER_PAINT}" content="${href}">`;
}
