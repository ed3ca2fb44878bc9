/**
 * The translation catalogues (DESIGN.md D14), assembled from the shell's files (`i18n/<lang>.json`),
 * the reference values' files (`i18n/ref/<lang>.json`, mounted under `ref`) and one folder per
 * feature (`features/<area>/i18n/<lang>.json`, mounted under the area's name in camelCase, e.g.
 * `t('profileActions.delete.reason')`). A language other than English is one chunk, its
 * `<lang>.catalogue.ts`, which merges every file of the language found by `import.meta.glob`: one
 * request when a visitor switches, and the first route holds eleven loaders, not one per file of
 * every language (about 140, 2.2 kB gzipped; issue 29). A new area needs no line here; a new
 * language needs its `<lang>.catalogue.ts`. English's strings of the first route (the home page
 * for a visitor, issue 11) are bundled: the shell's and those of FIRST_ROUTE_AREAS; the other
 * areas' English strings load with the pages that show them (loadEnglishAreas). A language's
 * missing file is not an error: i18next falls back to English key by key. The whole English
 * catalogue, in one piece, is `en` in english.ts (server render, tests).
 */
import type { InterfaceLanguage } from '@nikah/shared';
import shellEn from './en.json';
import contentEn from '../features/content/i18n/en.json';
import type discoveryEn from '../features/discovery/i18n/en.json';
import type accountsEn from '../features/accounts/i18n/en.json';
import type proposalsEn from '../features/proposals/i18n/en.json';
import type profileActionsEn from '../features/profile-actions/i18n/en.json';
import type chatEn from '../features/chat/i18n/en.json';
import type groupsEn from '../features/groups/i18n/en.json';
import type guardianEn from '../features/guardian/i18n/en.json';
import type privacyEn from '../features/privacy/i18n/en.json';
import type notificationsEn from '../features/notifications/i18n/en.json';

/** A catalogue: nested objects of strings. */
export type CatalogueTree = { [key: string]: string | CatalogueTree };

/**
 * The areas (mount names) whose English strings the first route shows besides the shell's: the
 * home page's visitor count, the side menu's About link and the visitors' content pages (content).
 * The home page's cards (features/home/HomeCards.tsx) show no other area's string to a visitor
 * (HomeSections.tsx). Keep in step with apps/web/scripts/check-budget.mjs (HOME_STRING_AREAS).
 */
export const FIRST_ROUTE_AREAS = ['content'] as const;

/** The English strings of the first route, bundled: the shell's and FIRST_ROUTE_AREAS'. */
export const enFirstRoute = { ...shellEn, content: contentEn };

/** The English catalogue (every area): the source of keys for type checking and the fallback language. */
export type Catalogue = typeof enFirstRoute & {
  discovery: typeof discoveryEn;
  accounts: typeof accountsEn;
  proposals: typeof proposalsEn;
  profileActions: typeof profileActionsEn;
  chat: typeof chatEn;
  groups: typeof groupsEn;
  guardian: typeof guardianEn;
  privacy: typeof privacyEn;
  notifications: typeof notificationsEn;
};

/**
 * The English files of the feature areas not bundled, each a lazy chunk: not FIRST_ROUTE_AREAS'
 * (a pattern cannot name a constant: keep the two in step), whose files are imported above; not
 * the shell's, bundled too; not English's reference values, which are the wire values themselves
 * (ref/en.json is never loaded). The console's files (features/admin) load with the console through
 * its own helper (features/admin/lazyStrings.ts).
 */
const englishFiles = import.meta.glob<CatalogueTree>(
  ['../features/*/i18n/en.json', '!../features/content/**', '!../features/admin/**'],
  { import: 'default' },
);

/** The other languages' catalogues (`<lang>.catalogue.ts`), each a lazy chunk. */
const languageCatalogues = import.meta.glob<CatalogueTree>('./*.catalogue.ts', { import: 'default' });

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

/**
 * One catalogue from `files` (path, as `import.meta.glob` names it from this folder → tree), each
 * mounted at its place (`describeFile`) and merged. Used by every `<lang>.catalogue.ts`.
 */
export function assemble(files: Record<string, CatalogueTree>): CatalogueTree {
  return Object.entries(files).reduce<CatalogueTree>(
    (all, [path, tree]) => merge(all, mountAt(describeFile(path).mount, tree)),
    {},
  );
}

/** The catalogue of `lang` (not English), from its `<lang>.catalogue.ts` chunk. */
function loadLanguage(lang: Exclude<InterfaceLanguage, 'en'>): Promise<CatalogueTree> {
  const load = languageCatalogues[`./${lang}.catalogue.ts`];
  if (!load) return Promise.reject(new Error(`No catalogue for ${lang}`));
  return load();
}

let englishAreas: Promise<CatalogueTree> | undefined;

/**
 * The English strings of the areas not bundled (every feature area but FIRST_ROUTE_AREAS), one
 * tree mounted like the catalogue; loaded once (again after a failure, e.g. offline).
 */
export function loadEnglishAreas(): Promise<CatalogueTree> {
  englishAreas ??= Promise.all(
    Object.entries(englishFiles)
      .filter(
        ([path]) => !(FIRST_ROUTE_AREAS as readonly string[]).includes(describeFile(path).mount[0] ?? ''),
      )
      .map(async ([path, load]) => mountAt(describeFile(path).mount, await load())),
  ).then(
    (parts) => parts.reduce<CatalogueTree>((all, part) => merge(all, part), {}),
    (error: unknown) => {
      englishAreas = undefined;
      throw error;
    },
  );
  return englishAreas;
}

/**
 * Loads the catalogue of one language: English is the bundled part and the other areas' files
 * (its reference values are the wire values themselves, so they are not loaded); another language
 * is its `<lang>.catalogue.ts` chunk, and may lack keys until translated.
 */
export const loaders: Record<InterfaceLanguage, () => Promise<CatalogueTree>> = {
  en: async () => merge(merge({}, enFirstRoute), await loadEnglishAreas()),
  hi: () => loadLanguage('hi'),
  ur: () => loadLanguage('ur'),
  kn: () => loadLanguage('kn'),
  gu: () => loadLanguage('gu'),
  te: () => loadLanguage('te'),
  ta: () => loadLanguage('ta'),
  mr: () => loadLanguage('mr'),
  pa: () => loadLanguage('pa'),
  bn: () => loadLanguage('bn'),
  ml: () => loadLanguage('ml'),
  or: () => loadLanguage('or'),
};
