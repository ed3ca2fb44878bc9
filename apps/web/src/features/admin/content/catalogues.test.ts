/** The content pages' catalogues: Hindi and Urdu have every English key, with the same placeholders. */
import { describe, expect, it } from 'vitest';
import en from './i18n/en.json';
import hi from './i18n/hi.json';
import ur from './i18n/ur.json';

type Tree = { [key: string]: string | Tree };

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
  it.each([
    ['hi', hi],
    ['ur', ur],
  ])('%s has the English keys and placeholders', (_lang, catalogue: Tree) => {
    expect(leaves(catalogue)).toEqual(leaves(en));
  });
});
