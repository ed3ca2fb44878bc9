/**
 * The order and priority of what index.html's head asks for (issue 11). The server renders every
 * public page, so its text and style sheets are what a visitor on a slow network needs first; the
 * app's scripts only make that page interactive. Vite writes about thirty `modulepreload` links
 * before the style sheets, all at high priority, so on slow 4G the style sheets (and with them the
 * first paint) waited for about 150 kB of script. Measured with `npm run bench:lighthouse` on a
 * quiet machine (medians of 3, before → after in two runs): first contentful paint 3.3 → 1.4 s on
 * home, 3.1 → 1.2 s on search, 3.3 → 1.1 s on guidelines. The scores moved less (home 69 → 78 / 65,
 * search 51 → 63 / 59, guidelines 70 → 73 / 76): the same script work now falls after the first
 * paint, where Lighthouse counts it as blocking time.
 */

const STYLESHEET = /<link rel="stylesheet"[^>]*>\s*/g;

/**
 * `html` (index.html as Vite wrote it) with its style sheet links moved before the first module
 * preload, and `fetchpriority="low"` on the module preloads and on the entry module script. Returns
 * the text unchanged when it has no module preload.
 */
export function prioritiseStyles(html: string): string {
  const first = html.indexOf('<link rel="modulepreload"');
  if (first < 0) return html;
  const sheets = html.slice(first).match(STYLESHEET) ?? [];
  const rest = html.slice(first).replace(STYLESHEET, '');
  return (html.slice(0, first) + sheets.map((s) => s.trim() + '\n').join('') + rest)
    .replaceAll(
      '<link rel="modulepreload" crossorigin',
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    )
    .replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin');
}
