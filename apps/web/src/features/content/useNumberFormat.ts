import { useTranslation } from 'react-i18next';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * Formats whole numbers for the interface language (one Intl.NumberFormat per language, reused:
 * building one per card showed up in profiles of a slow phone).
 */
export function useNumberFormat(): (n: number) => string {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang);
    formats.set(lang, format);
  }
  return format.format.bind(format);
}
