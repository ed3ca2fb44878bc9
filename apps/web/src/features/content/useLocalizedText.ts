import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedText, type Translations } from '@nikah/shared';

/**
 * Picks moderated content in the interface language (issue 12): returns `(item, field)` →
 * `{text, lang}`, the moderators' translation when they gave one, else the English wire field
 * with `lang` 'en' (so screen readers and fonts follow the text actually shown). The server render
 * and the browser's first render use the same language (the `nikah.lang` cookie), so they agree;
 * the API answer is the same for every language.
 */
export function useLocalizedText() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback(
    <F extends string>(item: { translations?: Translations<F> } & Record<F, string>, field: F) =>
      localizedText(item, field, language),
    [language],
  );
}
