/**
 * fonts.ts imports each script's font style sheets by literal path (so the bundler makes their
 * chunks); fontFamilies.ts lists the same paths for the server render, which links and preloads
 * them (issue 11). The two lists must not drift: a sheet the server links that the app never
 * imports would not be in the build, and a sheet the app imports that the server does not link
 * would swap in after the first paint and shift the page.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCRIPT_FONT_FAMILY, SCRIPT_FONT_STYLESHEETS, type Script } from './fontFamilies';
import { scriptOf } from './fonts';
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
