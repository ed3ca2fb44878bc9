/**
 * Translations for server rendering (entry-server.tsx): one i18next instance per interface
 * language, each with its whole catalogue (and English as the fallback) loaded up front, so that a
 * render never waits for a catalogue and two renders in different languages never share state.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@nikah/shared';
import { loaders } from './catalogues';
import { en } from './english';
import { DEFAULT_LANGUAGE, isInterfaceLanguage } from './index';
import { formatNumbersByLocale } from './format';

const instances = new Map<InterfaceLanguage, Promise<I18n>>();

async function create(code: InterfaceLanguage): Promise<I18n> {
  const instance = createInstance();
  await instance.init({
    resources: { en: { translation: en }, [code]: { translation: await loaders[code]() } },
    lng: code,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: INTERFACE_LANGUAGES.map((l) => l.code),
    interpolation: { escapeValue: false },
    returnNull: false,
    // Everything is loaded before the render: never suspend.
    react: { useSuspense: false },
  });
  formatNumbersByLocale(instance);
  return instance;
}

/**
 * The i18next instance of `code` (an interface language code, or anything else for English),
 * created on first use. Rejects only if the language's catalogue fails to load.
 */
export function serverI18n(code: unknown): Promise<I18n> {
  const lang = isInterfaceLanguage(code) ? code : DEFAULT_LANGUAGE;
  let instance = instances.get(lang);
  if (!instance) {
    instance = create(lang);
    instances.set(lang, instance);
    // A failed load is tried again on the next render.
    instance.catch(() => instances.delete(lang));
  }
  return instance;
}
