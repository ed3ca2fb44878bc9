import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';

/**
 * Formats whole numbers for the interface language: i18n/format.ts `formatNumber`, which reuses
 * one Intl.NumberFormat per locale (building one per card or per render showed up in profiles of
 * a slow phone). Returns `(n) => text`.
 */
export function useNumberFormat(): (n: number) => string {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return (n: number) => formatNumber(n, lang);
}
