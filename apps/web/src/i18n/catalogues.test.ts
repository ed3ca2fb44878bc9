/**
 * Every catalogue file of every interface language (SPEC.md section 9, DESIGN.md D14) has exactly
 * the keys of its English file, with plural keys per the language's `Intl.PluralRules` categories,
 * keeps every `{{placeholder}}` of the English text, and is translated. Covers the shell, the
 * reference values (ref/), every feature area and the console (features/admin). A failure names the
 * language, the file and the keys.
 */
import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '@nikah/shared';
import { describeFile, loaders, type CatalogueTree } from './catalogues';

const files = import.meta.glob<CatalogueTree>(
  ['./*.json', './ref/*.json', '../features/*/i18n/*.json', '../features/*/*/i18n/*.json'],
  { eager: true, import: 'default' },
);

/** Folder of each English file (one per area) and, per folder, its files by language. */
const areas = new Map<string, Map<string, CatalogueTree>>();
for (const [path, tree] of Object.entries(files)) {
  const at = path.lastIndexOf('/');
  const folder = path.slice(0, at);
  const lang = path.slice(at + 1, -'.json'.length);
  if (!areas.has(folder)) areas.set(folder, new Map());
  areas.get(folder)?.set(lang, tree);
}

function flatten(tree: CatalogueTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The keys a language must have for English's `keys`: a plural family of English (`x_one`,
 * `x_other`) becomes the language's own categories; each maps to the English text it translates
 * (the `_other` form for categories English lacks).
 */
function expectedKeys(english: Map<string, string>, lang: string): Map<string, string> {
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  const out = new Map<string, string>();
  for (const [key, text] of english) {
    if (!PLURAL_SUFFIX.test(key) || !english.has(key.replace(PLURAL_SUFFIX, '_other'))) {
      out.set(key, text);
      continue;
    }
    const base = key.replace(PLURAL_SUFFIX, '');
    for (const c of categories) {
      out.set(`${base}_${c}`, english.get(`${base}_${c}`) ?? english.get(`${base}_other`) ?? text);
    }
  }
  return out;
}

/** Names of the `{{name}}` and `{{name, format}}` placeholders of a text. */
const placeholders = (s: string) => [
  ...new Set([...s.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1])),
];

/**
 * Plural keys whose text shows a number under another name than `count`. i18next picks the
 * `_one`/`_few`/`_other` form from `count` with the language's `Intl.PluralRules` (and formats
 * `{{count, number}}` in its digits), so a number passed as `{{n}}` beside it can disagree with
 * the form shown or go unformatted.
 */
function pluralsWithoutCount(texts: Map<string, string>): string[] {
  return [...texts]
    .filter(([key, text]) => PLURAL_SUFFIX.test(key) && placeholders(text).length > 0)
    .filter(([, text]) => !placeholders(text).includes('count'))
    .map(([key]) => key);
}

/** An English text left as it is: four Latin letters in a row, the same in the translation. */
const untranslated = (english: string, other: string | undefined) =>
  other === english && /[a-z]{4}/i.test(english.replace(/\{\{\s*\w+\s*\}\}/g, ''));

const languages = INTERFACE_LANGUAGES.map((l) => l.code).filter((c) => c !== 'en');
const areaFolders = [...areas].filter(([, byLang]) => byLang.has('en')).map(([folder]) => folder);

describe('plural keys', () => {
  const everyFile = [...areas].flatMap(([folder, byLang]) =>
    [...byLang].map(([lang, tree]) => [`${folder}/${lang}.json`, tree] as const),
  );
  it.each(everyFile)('%s writes the number of each plural text as {{count}}', (_file, tree) => {
    expect(pluralsWithoutCount(flatten(tree))).toEqual([]);
  });

  it('a plural text with {{n}} in place of {{count}} is found', () => {
    const texts = new Map([
      ['books.downloads_one', '{{n}} download'],
      ['books.downloads_other', '{{count, number}} downloads'],
      ['books.title', 'Books: {{n}}'],
    ]);
    expect(pluralsWithoutCount(texts)).toEqual(['books.downloads_one']);
  });
});

describe.each(languages)('%s catalogues', (lang) => {
  it.each(areaFolders)(`%s/${lang}.json has every key and placeholder, translated`, (folder) => {
    const byLang = areas.get(folder);
    const english = flatten(byLang?.get('en') ?? {});
    const file = byLang?.get(lang);
    expect(file, `${folder}/${lang}.json is missing`).toBeDefined();
    const other = flatten(file ?? {});
    const expected = expectedKeys(english, lang);
    const missing = [...expected.keys()].filter((k) => !other.has(k));
    const extra = [...other.keys()].filter((k) => !expected.has(k));
    expect(missing, `${folder}/${lang}.json: missing keys`).toEqual([]);
    expect(extra, `${folder}/${lang}.json: keys English does not have`).toEqual([]);
    const lostPlaceholders = [...expected]
      .filter(([key, text]) =>
        placeholders(text).some((p) => !placeholders(other.get(key) ?? '').includes(p)),
      )
      .map(([key]) => key);
    expect(lostPlaceholders, `${folder}/${lang}.json: placeholders missing`).toEqual([]);
    const same = [...expected].filter(([key, text]) => untranslated(text, other.get(key))).map(([k]) => k);
    expect(same, `${folder}/${lang}.json: left in English`).toEqual([]);
  });
});

describe.each(languages)('%s in one chunk', (lang) => {
  it(`${lang}.catalogue.ts holds every ${lang} file but the console's, each at its place`, async () => {
    const catalogue = flatten(await loaders[lang as keyof typeof loaders]());
    const ownFiles = Object.entries(files).filter(
      ([path]) => describeFile(path).lang === lang && !path.startsWith('../features/admin/'),
    );
    expect(ownFiles.length).toBeGreaterThan(areaFolders.length / 2);
    for (const [path, tree] of ownFiles) {
      const prefix = describeFile(path).mount.join('.');
      const wrong = [...flatten(tree)]
        .filter(([key, text]) => catalogue.get(prefix ? `${prefix}.${key}` : key) !== text)
        .map(([key]) => key);
      expect(wrong, `${path}: keys missing from the ${lang} catalogue`).toEqual([]);
    }
  });
});
