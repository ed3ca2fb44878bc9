/** Every catalogue has exactly the English keys and the same {{placeholders}} (SPEC.md section 9). */
import { describe, expect, it } from 'vitest';
import { en, loaders } from './catalogues';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(['hi', 'ur'] as const)('%s catalogue', (lang) => {
  it('has every English key, no extra keys, the same placeholders, and is translated', async () => {
    const base = flatten(en);
    const other = flatten(await loaders[lang]());
    expect([...other.keys()].sort()).toEqual([...base.keys()].sort());
    for (const [key, text] of base) {
      expect(placeholders(other.get(key) ?? ''), key).toEqual(placeholders(text));
    }
    const untranslated = [...base].filter(([key, text]) => /[a-z]{4}/i.test(text) && other.get(key) === text);
    expect(untranslated.map(([k]) => k)).toEqual([]);
  });
});
