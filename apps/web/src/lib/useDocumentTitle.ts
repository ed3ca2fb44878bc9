import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `document.title` to "<page> · <site name>" (or just the site name for an empty page title). */
export function useDocumentTitle(pageTitle: string): void {
  const { t } = useTranslation();
  const siteName = t('app.name');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${siteName}` : siteName;
  }, [pageTitle, siteName]);
}
