import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Where a server render collects the page's title (entry-server.tsx); `title` is '' until a page sets one. */
export interface TitleSink {
  title: string;
}

/**
 * Given only by the server render (issue 11): effects do not run there, so the hook writes the
 * title into this object while rendering, and the server puts it into the HTML's `<title>`. In
 * the browser there is none and the title is set by the effect alone.
 */
export const TitleSinkContext = createContext<TitleSink | null>(null);

/**
 * Sets `document.title` to "<page> · <site name>" (or just the site name for an empty page title),
 * in the interface language; in a server render, the title of the HTML the server sends.
 */
export function useDocumentTitle(pageTitle: string): void {
  const { t } = useTranslation();
  const siteName = t('app.name');
  const title = pageTitle ? `${pageTitle} · ${siteName}` : siteName;
  const sink = useContext(TitleSinkContext);
  // The last page element to render wins, as the last effect does in the browser.
  if (sink) sink.title = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
