/**
 * The translation catalogues, assembled from the shell's files (`i18n/<lang>.json`) and one folder
 * per feature (`features/<area>/i18n/<lang>.json`, mounted under the area's key, e.g.
 * `t('accounts.login.title')`). English is bundled; Hindi and Urdu load on demand as chunks.
 * To add a feature's strings, add one line per language below.
 */
import type { InterfaceLanguage } from '@nikah/shared';
import shellEn from './en.json';

/** The English catalogue: the source of keys for type checking and the fallback language. */
export const en = {
  ...shellEn,
};

export type Catalogue = typeof en;

/** Loads the catalogue of one language. */
export const loaders: Record<InterfaceLanguage, () => Promise<Catalogue>> = {
  en: () => Promise.resolve(en),
  hi: async () => ({
    ...(await import('./hi.json')).default,
  }),
  ur: async () => ({
    ...(await import('./ur.json')).default,
  }),
};
