/**
 * The translation catalogues (DESIGN.md D14), assembled from the shell's files (`i18n/<lang>.json`),
 * the reference values' files (`i18n/ref/<lang>.json`, mounted under `ref`) and one folder per
 * feature (`features/<area>/i18n/<lang>.json`, mounted under the area's name in camelCase, e.g.
 * `t('profileActions.delete.reason')`). English is bundled; every other file is a chunk of its own,
 * found by `import.meta.glob`, so a new area or language needs no line here. A language's missing
 * file is not an error: i18next falls back to English key by key.
 */
import type { InterfaceLanguage } from '@nikah/shared';
import shellEn from './en.json';
import contentEn from '../features/content/i18n/en.json';
import accountsEn from '../features/accounts/i18n/en.json';
import discoveryEn from '../features/discovery/i18n/en.json';
import proposalsEn from '../features/proposals/i18n/en.json';
import profileActionsEn from '../features/profile-actions/i18n/en.json';
import chatEn from '../features/chat/i18n/en.json';
import groupsEn from '../features/groups/i18n/en.json';
import guardianEn from '../features/guardian/i18n/en.json';

/** A catalogue: nested objects of strings. */
export type CatalogueTree = { [key: string]: string | CatalogueTree };

/** The English catalogue: the source of keys for type checking and the fallback language. */
export const en = {
  ...shellEn,
  content: contentEn,
  accounts: accountsEn,
  discovery: discoveryEn,
  proposals: proposalsEn,
  profileActions: profileActionsEn,
  chat: chatEn,
  groups: groupsEn,
  guardian: guardianEn,
};

export type Catalogue = typeof en;

/**
 * Every catalogue file of the member app, each a lazy chunk. The console's files (features/admin)
 * load with the console through its own helper (features/admin/lazyStrings.ts).
 */
const files = import.meta.glob<CatalogueTree>(
  ['./*.json', './ref/*.json', '../features/*/i18n/*.json', '!../features/admin/**'],
  { import: 'default' },
);

/** Language and mount path (`''` for the shell, `ref`, `profileActions`...) of a catalogue file. */
export function describeFile(path: string): { lang: string; mount: string[] } {
  const lang = /([\w-]+)\.json$/.exec(path)?.[1] ?? '';
  const folder = path
    .replace(/^\.\//, '')
    .replace(/^\.\.\/features\//, '')
    .split('/')
    .slice(0, -1);
  const mount = folder
    .filter((part) => part !== 'i18n')
    .map((part) => part.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()));
  return { lang, mount };
}

/** `tree` placed under the keys of `mount` (`['a', 'b']` gives `{ a: { b: tree } }`). */
export function mountAt(mount: string[], tree: CatalogueTree): CatalogueTree {
  return mount.reduceRight<CatalogueTree>((inner, key) => ({ [key]: inner }), tree);
}

/** Deep merge of catalogue trees (later ones win). */
function merge(target: CatalogueTree, source: CatalogueTree): CatalogueTree {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    target[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return target;
}

/** Loads every catalogue file of `lang` present in the app and merges them into one tree. */
async function loadAll(lang: string): Promise<CatalogueTree> {
  const parts = await Promise.all(
    Object.entries(files)
      .filter(([path]) => describeFile(path).lang === lang)
      .map(async ([path, load]) => mountAt(describeFile(path).mount, await load())),
  );
  return parts.reduce<CatalogueTree>((all, part) => merge(all, part), {});
}

/**
 * Loads the catalogue of one language: English is the bundled one (its reference values are the
 * wire values themselves, so they are not loaded); other languages may lack keys until translated.
 */
export const loaders: Record<InterfaceLanguage, () => Promise<CatalogueTree>> = {
  en: () => Promise.resolve(en),
  hi: () => loadAll('hi'),
  ur: () => loadAll('ur'),
  kn: () => loadAll('kn'),
  gu: () => loadAll('gu'),
  te: () => loadAll('te'),
  ta: () => loadAll('ta'),
  mr: () => loadAll('mr'),
  pa: () => loadAll('pa'),
  bn: () => loadAll('bn'),
  ml: () => loadAll('ml'),
  or: () => loadAll('or'),
};
