/**
 * fonts.ts imports each script's font style sheets by literal path (so the bundler makes their
 * chunks); fontFamilies.ts lists the same paths for the server render, which links and preloads
 * them (issue 11). The two lists must not drift: a sheet the server links that the app never
 * imports would not be in the build, and a sheet the app imports that the server does not link
 * would swap in after the first paint and shift the page.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCRIPT_FONT_FAMILY, SCRIPT_FONT_STYLESHEETS, subsetFamilyOf, type Script } from './fontFamilies';
import { otherScriptFamiliesOf, scriptOf } from './fonts';
import source from './fonts.ts?raw';
import unicode from '@fontsource/noto-nastaliq-urdu/unicode.json';

/** The import paths of each script's entry in fonts.ts's FONT_CSS table. */
function importedSheets(): Record<string, string[]> {
  const table = source.slice(
    source.indexOf('const FONT_CSS'),
    source.indexOf('};', source.indexOf('const FONT_CSS')),
  );
  const result: Record<string, string[]> = {};
  for (const [, script = '', body = ''] of table.matchAll(
    /^ {2}(\w{4}):([\s\S]*?)(?=^ {2}\w{4}:|$(?![\s\S]))/gm,
  )) {
    // A sheet of the app's own ('./x.css' here) is listed by its path from apps/web.
    result[script] = [...body.matchAll(/import\('([^']+)'\)/g)].flatMap((m) =>
      m[1] ? [m[1].replace(/^\.\//, 'src/i18n/')] : [],
    );
  }
  return result;
}

describe('font style sheets', () => {
  it('lists for the server exactly the sheets fonts.ts imports, script by script', () => {
    const imported = importedSheets();
    const scripts = Object.keys(SCRIPT_FONT_FAMILY) as Script[];
    expect(Object.keys(imported).sort()).toEqual([...scripts].sort());
    for (const script of scripts) {
      expect(imported[script], script).toEqual([...SCRIPT_FONT_STYLESHEETS[script]]);
      // A script with a web font has sheets to link; Latin (the system's fonts) has none.
      expect(SCRIPT_FONT_STYLESHEETS[script].length > 0, script).toBe(SCRIPT_FONT_FAMILY[script] !== null);
    }
  });

  it("gives Urdu the app's own Nastaliq sheet and English none", () => {
    expect(SCRIPT_FONT_STYLESHEETS[scriptOf('ur')]).toEqual(['src/i18n/nastaliqUrdu.css']);
    expect(SCRIPT_FONT_STYLESHEETS[scriptOf('en')]).toEqual([]);
  });
});

// Read from disk: Vitest hands CSS imports (even `?raw`) over empty.
const nastaliqCss = readFileSync(new URL('./nastaliqUrdu.css', import.meta.url), 'utf8');
const globalCss = readFileSync(new URL('../app/global.css', import.meta.url), 'utf8');

/** The unicode-range of each `@font-face` rule of `family` in `css`, spaces removed. */
function unicodeRanges(css: string, family: string): string[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map((m) => m[1] ?? '')
    .filter((rule) => new RegExp(`font-family:\\s*'${family}'`).test(rule))
    .map((rule) => (/unicode-range:([^;]*);/.exec(rule)?.[1] ?? '').replace(/\s+/g, ''));
}

describe('Urdu font faces', () => {
  // Without a unicode-range a face claims the space too: Nastaliq's is half a Latin one, and
  // Latin names on Urdu pages ran together. The web font and its stand-ins take the same range
  // (so the space comes from the same font before and after the swap): the arabic subset's, as
  // the package itself gives it.
  it('give the web font and its stand-ins the arabic subset range, without the space', () => {
    const arabic = unicode.arabic.replace(/\s+/g, '');
    const faces = [
      ...unicodeRanges(nastaliqCss, 'Noto Nastaliq Urdu'),
      ...unicodeRanges(globalCss, 'Noto Nastaliq Urdu Local'),
      ...unicodeRanges(globalCss, 'Noto Nastaliq Urdu Fallback'),
    ];
    expect(faces).toEqual(Array(6).fill(arabic));
    expect(arabic).not.toMatch(/U\+0020|U\+0000-/);
    // The two weights, both from the package's own files.
    expect(nastaliqCss.match(/@fontsource\/noto-nastaliq-urdu\/files\/[\w-]+\.woff2/g)).toEqual([
      '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2',
      '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-700-normal.woff2',
    ]);
  });
});

const scriptFacesCss = readFileSync(new URL('./scriptFaces.css', import.meta.url), 'utf8');

/** Each `@font-face` of `css` as family, weight, font file and range (spaces removed). */
function faces(css: string) {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => {
    const rule = m[1] ?? '';
    return {
      family: /font-family:\s*'([^']+)'/.exec(rule)?.[1],
      weight: /font-weight:\s*(\d+)/.exec(rule)?.[1],
      file: /url\('([^']+)'\)/.exec(rule)?.[1],
      range: (/unicode-range:([^;]*);/.exec(rule)?.[1] ?? '').replace(/\s+/g, ''),
    };
  });
}

/** The ranges of the package's subset, without the U+2000-2BFF blocks, as the generator keeps them. */
function scriptLetters(pkg: string, subset: string): string {
  const all = (
    JSON.parse(
      readFileSync(
        new URL(`../../../../node_modules/@fontsource/${pkg}/unicode.json`, import.meta.url),
        'utf8',
      ),
    ) as Record<string, string>
  )[subset];
  return (all ?? '')
    .split(',')
    .filter((r) => {
      const [from = 0, to = from] = r
        .trim()
        .replace(/^U\+/, '')
        .split('-')
        .map((h) => parseInt(h, 16));
      return !(from >= 0x2000 && to <= 0x2bff);
    })
    .join(',');
}

describe('every script in every language (issue 34 point 6)', () => {
  const scripts = (Object.keys(SCRIPT_FONT_FAMILY) as Script[]).filter((s) => SCRIPT_FONT_FAMILY[s] !== null);

  it('declares each script web font, both weights, limited to its letters, from the files the language loads', () => {
    const declared = faces(scriptFacesCss);
    const expected = scripts.flatMap((script) => {
      // The package and subset of the script's own sheets (the same files its language loads).
      const sheet = SCRIPT_FONT_STYLESHEETS[script][0] ?? '';
      const [, pkg = '', subset = ''] =
        script === 'Arab'
          ? ['', 'noto-nastaliq-urdu', 'arabic']
          : (/^@fontsource\/([\w-]+)\/([\w-]+)-400\.css$/.exec(sheet) ?? []);
      return ['400', '700'].map((weight) => ({
        family: subsetFamilyOf(script),
        weight,
        file: `@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-normal.woff2`,
        range: scriptLetters(pkg, subset),
      }));
    });
    expect(declared).toEqual(expected);
    for (const face of declared) {
      // No Latin letter, digit or space, and no shared symbol such as the rupee sign (U+20B9).
      expect(face.range, face.family).not.toMatch(/U\+00|U\+20B9|U\+25CC/);
      expect(face.range.length, face.family).toBeGreaterThan(0);
    }
  });

  it("puts every other script's ranged family in each language's stack, never its own", () => {
    expect(otherScriptFamiliesOf('en')).toEqual(scripts.map(subsetFamilyOf));
    expect(otherScriptFamiliesOf('hi')).not.toContain('Noto Sans Devanagari Subset');
    expect(otherScriptFamiliesOf('hi')).toContain('Noto Nastaliq Urdu Subset');
    expect(otherScriptFamiliesOf('ur')).toContain('Noto Sans Devanagari Subset');
    expect(otherScriptFamiliesOf('ur')).toHaveLength(scripts.length - 1);
  });
});
