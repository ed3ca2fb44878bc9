/**
 * Strings that load with a lazy part of the app and never with the member app (the console and its
 * content pages, issue 9): English is imported by the part's own module (so it is in that chunk),
 * the other languages are chunks of their own (the part's `import.meta.glob` of its i18n folder; a
 * language without a file falls back to English). `lazyStrings` adds them under a key path (`admin`,
 * `admin.content`) of the current language's catalogue, again whenever the language changes, and
 * gives a `t` checked against the part's English file.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOptions } from 'i18next';
import type { InterfaceLanguage } from '@nikah/shared';
import i18n, { isInterfaceLanguage } from '../../i18n';

/** Dotted paths to the strings of a catalogue object. */
export type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];

/**
 * What `useT` takes: a leaf key, or the base of a `_one`/`_other` family (`books.downloads` for
 * `books.downloads_other`), which i18next resolves from `count` by the language's plural rules.
 */
export type TranslationKey<T> =
  Leaves<T> | (Leaves<T> extends infer K ? (K extends `${infer B}_other` ? B : never) : never);

/**
 * One part's strings mounted at `path` (e.g. `['admin', 'content']`): `en` its English file, `files`
 * the glob of its `i18n/<lang>.json` files. Returns a hook that is true once the current language's
 * strings are there, and a `t` for the part's keys.
 */
export function lazyStrings<S extends object>(
  path: string[],
  en: S,
  files: Record<string, () => Promise<object>>,
) {
  const loaded = new Set<string>();
  const prefix = `${path.join('.')}.`;

  async function addStrings(lang: string): Promise<void> {
    const code: InterfaceLanguage = isInterfaceLanguage(lang) ? lang : 'en';
    if (loaded.has(code)) return;
    const file = Object.entries(files).find(([p]) => p.endsWith(`/${code}.json`))?.[1];
    if (code !== 'en' && !file) {
      // Not translated yet: i18next shows the English strings.
      loaded.add(code);
      return;
    }
    const strings = code === 'en' || !file ? en : await file();
    const bundle = path.reduceRight<object>((inner, key) => ({ [key]: inner }), strings);
    i18n.addResourceBundle(code, 'translation', bundle, true, true);
    loaded.add(code);
  }

  function useStrings(): boolean {
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

  function useT(): (key: TranslationKey<S>, options?: TOptions) => string {
    const { t } = useTranslation();
    return useCallback(
      (key: TranslationKey<S>, options?: TOptions) => {
        // The app's typed catalogue does not include lazily loaded parts, so the key is checked
        // against the part's English file (the parameter type) and passed on as a plain string.
        const translate = t as unknown as (k: string, o?: TOptions) => string;
        return translate(prefix + key, options);
      },
      [t],
    );
  }

  return { useStrings, useT };
}
