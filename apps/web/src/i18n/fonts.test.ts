/**
 * fonts.ts imports each script's font style sheets by literal path (so the bundler makes their
 * chunks); fontFamilies.ts lists the same paths for the server render, which links and preloads
 * them (issue 11). The two lists must not drift: a sheet the server links that the app never
 * imports would not be in the build, and a sheet the app imports that the server does not link
 * would swap in after the first paint and shift the page.
 */
import { describe, expect, it } from 'vitest';
import { SCRIPT_FONT_FAMILY, SCRIPT_FONT_STYLESHEETS, type Script } from './fontFamilies';
import { scriptOf } from './fonts';
import source from './fonts.ts?raw';

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
    result[script] = [...body.matchAll(/import\('([^']+)'\)/g)].flatMap((m) => m[1] ?? []);
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

  it('gives Urdu the Nastaliq sheets and English none', () => {
    expect(SCRIPT_FONT_STYLESHEETS[scriptOf('ur')]).toEqual([
      '@fontsource/noto-nastaliq-urdu/arabic-400.css',
      '@fontsource/noto-nastaliq-urdu/arabic-700.css',
    ]);
    expect(SCRIPT_FONT_STYLESHEETS[scriptOf('en')]).toEqual([]);
  });
});
