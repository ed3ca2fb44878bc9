/**
 * The content pages' catalogues: every interface language has every English key, with the same
 * placeholders, and each plural family (`x_one`, `x_other`) in the language's own Intl plural
 * categories; the Books page's download count reads in the right plural form (issue 12).
 */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '@nikah/shared';
import en from './i18n/en.json';

type Tree = { [key: string]: string | Tree };

const catalogues = import.meta.glob<Tree>('./i18n/*.json', { eager: true, import: 'default' });
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const languages = INTERFACE_LANGUAGES.map((l) => l.code);

/** Every leaf of `tree` as `dotted.key` → its sorted `{{placeholders}}`. */
function leaves(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[prefix + key] = (value.match(/{{[^}]+}}/g) ?? []).sort().join(',');
    else Object.assign(out, leaves(value, `${prefix}${key}.`));
  }
  return out;
}

/** English's keys as `lang` must have them: each plural family in `lang`'s own categories. */
function expectedLeaves(lang: string): Record<string, string> {
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  const out: Record<string, string> = {};
  for (const [key, holes] of Object.entries(leaves(en))) {
    if (!PLURAL_SUFFIX.test(key)) out[key] = holes;
    else for (const c of categories) out[key.replace(PLURAL_SUFFIX, `_${c}`)] = holes;
  }
  return out;
}

/** `t` of a fresh i18next on `lang`'s content catalogue, mounted where the console mounts it. */
async function contentT(lang: string) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: lang,
    resources: { [lang]: { translation: { admin: { content: catalogues[`./i18n/${lang}.json`] } } } },
    interpolation: { escapeValue: false },
  });
  // The app's typed keys do not include the console's lazily loaded strings (lazyStrings.ts).
  const translate = instance.t as unknown as (key: string, options: { count: number }) => string;
  return (key: string, count: number) => translate(`admin.content.${key}`, { count });
}

describe('content catalogues', () => {
  it.each(languages.filter((l) => l !== 'en'))('%s has the English keys and placeholders', (lang) => {
    const catalogue = catalogues[`./i18n/${lang}.json`];
    expect(catalogue, `i18n/${lang}.json`).toBeDefined();
    expect(leaves(catalogue!)).toEqual(expectedLeaves(lang));
  });

  it.each(languages)('%s: the download count takes the plural form of its number', async (lang) => {
    const t = await contentT(lang);
    const books = catalogues[`./i18n/${lang}.json`]!.books as Record<string, string>;
    const rules = new Intl.PluralRules(lang);
    for (const n of [0, 1, 2, 5, 21, 1000]) {
      const form = books[`downloads_${rules.select(n)}`];
      expect(form, `${lang} books.downloads_${rules.select(n)}`).toBeDefined();
      const expected = form!.replace('{{count, number}}', new Intl.NumberFormat(lang).format(n));
      expect(t('books.downloads', n)).toBe(expected);
    }
  });

  it('English says "1 download" and "2 downloads"', async () => {
    const t = await contentT('en');
    expect([t('books.downloads', 1), t('books.downloads', 2)]).toEqual(['1 download', '2 downloads']);
  });
});
