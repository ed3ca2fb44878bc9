/** The content pages' catalogues: every interface language has every English key, with the same placeholders. */
import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '@nikah/shared';
import en from './i18n/en.json';

type Tree = { [key: string]: string | Tree };

const catalogues = import.meta.glob<Tree>('./i18n/*.json', { eager: true, import: 'default' });

/** Every leaf of `tree` as `dotted.key` → its sorted `{{placeholders}}`. */
function leaves(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[prefix + key] = (value.match(/{{\w+}}/g) ?? []).sort().join(',');
    else Object.assign(out, leaves(value, `${prefix}${key}.`));
  }
  return out;
}

describe('content catalogues', () => {
  it.each(INTERFACE_LANGUAGES.filter((l) => l.code !== 'en').map((l) => l.code))(
    '%s has the English keys and placeholders',
    (lang) => {
      const catalogue = catalogues[`./i18n/${lang}.json`];
      expect(catalogue, `i18n/${lang}.json`).toBeDefined();
      expect(leaves(catalogue!)).toEqual(leaves(en));
    },
  );
});
