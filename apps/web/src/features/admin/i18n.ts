/**
 * The console's strings, loaded with the console's chunk and never with the member app: English
 * is imported here (so it is part of this lazy chunk), Hindi and Urdu are chunks of their own. They
 * are added under `admin.` of the current language's catalogue, and again whenever the language
 * changes (the member app has loaded that language's catalogue by then).
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOptions } from 'i18next';
import type { InterfaceLanguage } from '@nikah/shared';
import i18n, { isInterfaceLanguage } from '../../i18n';
import en from './i18n/en.json';

type Strings = typeof en;

const loaders: Record<InterfaceLanguage, () => Promise<Strings>> = {
  en: () => Promise.resolve(en),
  hi: () => import('./i18n/hi.json').then((m) => m.default),
  ur: () => import('./i18n/ur.json').then((m) => m.default),
};

const loaded = new Set<string>();

/** Adds the console's strings of `lang` to its catalogue (once). */
async function addStrings(lang: string): Promise<void> {
  const code: InterfaceLanguage = isInterfaceLanguage(lang) ? lang : 'en';
  if (loaded.has(code)) return;
  const strings = await loaders[code]();
  i18n.addResourceBundle(code, 'translation', { admin: strings }, true, true);
  loaded.add(code);
}

/** True once the console's strings of the current language are there; follows language changes. */
export function useAdminStrings(): boolean {
  const { i18n: instance } = useTranslation();
  const [ready, setReady] = useState(() => loaded.has(instance.language));
  useEffect(() => {
    let alive = true;
    const load = (lang: string) => {
      // English first, so that a failed Hindi or Urdu chunk still leaves readable fallbacks.
      void addStrings('en')
        .then(() => addStrings(lang))
        .catch(() => undefined)
        .finally(() => {
          if (alive) setReady(true);
        });
    };
    load(instance.language);
    instance.on('languageChanged', load);
    return () => {
      alive = false;
      instance.off('languageChanged', load);
    };
  }, [instance]);
  return ready;
}

/** Dotted paths to the strings of a catalogue object. */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];

/** A key of the console's catalogue (features/admin/i18n/en.json), without the `admin.` prefix. */
export type AdminKey = Leaves<Strings>;

/**
 * `t` for the console's keys. The app's typed catalogue does not include the console (it is loaded
 * apart), so the key is checked against the console's English file instead.
 */
export function useAdminT(): (key: AdminKey, options?: TOptions) => string {
  const { t } = useTranslation();
  return useCallback(
    (key: AdminKey, options?: TOptions) => {
      const translate = t as unknown as (k: string, o?: TOptions) => string;
      return translate(`admin.${key}`, options);
    },
    [t],
  );
}
