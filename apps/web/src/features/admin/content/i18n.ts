/**
 * The content pages' strings (issue 9), loaded with these pages only, like the console's own
 * (features/admin/i18n.ts): English is part of this chunk, Hindi and Urdu are chunks of their own,
 * added under `admin.content.` of the current language and again when the language changes.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOptions } from 'i18next';
import type { InterfaceLanguage } from '@nikah/shared';
import i18n, { isInterfaceLanguage } from '../../../i18n';
import en from './i18n/en.json';

type Strings = typeof en;

const loaders: Record<InterfaceLanguage, () => Promise<Strings>> = {
  en: () => Promise.resolve(en),
  hi: () => import('./i18n/hi.json').then((m) => m.default),
  ur: () => import('./i18n/ur.json').then((m) => m.default),
};

const loaded = new Set<string>();

async function addStrings(lang: string): Promise<void> {
  const code: InterfaceLanguage = isInterfaceLanguage(lang) ? lang : 'en';
  if (loaded.has(code)) return;
  const strings = await loaders[code]();
  i18n.addResourceBundle(code, 'translation', { admin: { content: strings } }, true, true);
  loaded.add(code);
}

/** True once the content strings of the current language are there; follows language changes. */
export function useContentStrings(): boolean {
  const { i18n: instance } = useTranslation();
  const [ready, setReady] = useState(() => loaded.has(instance.language));
  useEffect(() => {
    let alive = true;
    const load = (lang: string) => {
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

type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];

/** A key of content/i18n/en.json, without the `admin.content.` prefix. */
export type ContentKey = Leaves<Strings>;

/** `t` for the content keys, checked against the English file (the app's catalogue type lacks them). */
export function useContentT(): (key: ContentKey, options?: TOptions) => string {
  const { t } = useTranslation();
  return useCallback(
    (key: ContentKey, options?: TOptions) => {
      const translate = t as unknown as (k: string, o?: TOptions) => string;
      return translate(`admin.content.${key}`, options);
    },
    [t],
  );
}
