/**
 * index.html with a server-rendered page in it (issue 11; used by ./ssr): the page's language,
 * direction and title on the document, its links in the head, its markup in `#root` and its
 * state after it.
 */

/** A page the server bundle rendered (apps/web/src/entry-server.tsx `render`). */
export interface RenderOutput {
  html: string;
  modules: string[];
  scripts: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The page's title in its language (unescaped text); absent when the page sets none. */
  title?: string;
  /** Package paths of the language's font style sheets (none for Latin; older bundles send none). */
  fonts?: string[];
}

/** `text` safe as the content of an HTML element such as `<title>` (`&`, `<` and `>` escaped). */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * `index.html` with the rendered page: language, direction, title (the one the browser sets, so
 * the tab, a bookmark and a shared link name the page before any script runs), page links, markup
 * and state.
 */
export function pageHtml(template: string, page: RenderOutput, links = ''): string {
  const rootStart = template.indexOf('<div id="root">');
  const bodyEnd = template.lastIndexOf('</body>');
  // The root element is the last element of the body (index.html); its content is the boot bar.
  const rootEnd = template.lastIndexOf('</div>', bodyEnd);
  if (rootStart < 0 || bodyEnd < 0 || rootEnd < rootStart) throw new Error('index.html has no #root');
  return (
    template
      .slice(0, rootStart)
      .replace(
        /<html[^>]*>/,
        `<html lang="${page.lang}" dir="${page.dir}" data-mantine-color-scheme="light">`,
      )
      // A function replacement: a `$` in the title is text, not a replacement pattern.
      .replace(/<title>[\s\S]*?<\/title>/, (original) =>
        page.title ? `<title>${escapeText(page.title)}</title>` : original,
      )
      .replace('</head>', `${links}</head>`)
      // The page is readable without JavaScript: no "enable JavaScript" notice above it.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '') +
    `<div id="root">${page.html}</div>${page.scripts}` +
    template.slice(rootEnd + '</div>'.length)
  );
}
