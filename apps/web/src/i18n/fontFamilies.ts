/**
 * The web font family of each interface language's script (DESIGN.md D14, issue 12): the one
 * list, used by fonts.ts (which loads them), by the server render (which links the active
 * language's font files, entry-server.tsx) and by the browser tests that check they are loaded
 * (e2e/tests/languages.spec.ts). Kept apart from fonts.ts, whose font CSS imports only the bundler
 * can read.
 */
import type { INTERFACE_LANGUAGES } from '@nikah/shared';

/** A script code of INTERFACE_LANGUAGES (ISO 15924: `Latn`, `Deva`, `Arab`, ...). */
export type Script = (typeof INTERFACE_LANGUAGES)[number]['script'];

/** CSS family name of each script's web font (Latin uses the system's fonts). */
export const SCRIPT_FONT_FAMILY: Record<Script, string | null> = {
  Latn: null,
  Deva: 'Noto Sans Devanagari',
  Arab: 'Noto Nastaliq Urdu',
  Knda: 'Noto Sans Kannada',
  Gujr: 'Noto Sans Gujarati',
  Telu: 'Noto Sans Telugu',
  Taml: 'Noto Sans Tamil',
  Guru: 'Noto Sans Gurmukhi',
  Beng: 'Noto Sans Bengali',
  Mlym: 'Noto Sans Malayalam',
  Orya: 'Noto Sans Oriya',
};

/**
 * The family of a script's faces limited to its letters by `unicode-range` (scriptFaces.css,
 * written by apps/web/scripts/script-faces.mjs): in every language's font stack, so that text in
 * another script than the interface's shows in its font, downloaded only when such text is on the
 * page (issue 34 point 6). Null for Latin.
 */
export const subsetFamilyOf = (script: Script): string | null => {
  const family = SCRIPT_FONT_FAMILY[script];
  return family ? `${family} Subset` : null;
};

/**
 * Installed fonts that stand in for a script's web font while it loads, each an `@font-face` of
 * `local()` sources in app/global.css, put right after the web font in the font stack: the
 * installed copy of the same font (nothing moves when the web font swaps in), then a common
 * font of the script sized to the web font's line length (little moves). Urdu only: Nastaliq
 * differs most from the fonts a phone falls back to (issue 11).
 */
export const SCRIPT_LOCAL_FONT_FAMILIES: Partial<Record<Script, readonly string[]>> = {
  Arab: ['Noto Nastaliq Urdu Local', 'Noto Nastaliq Urdu Fallback'],
};

/**
 * The font style sheets of each script, as package paths (or, for a sheet of the app's own, its
 * path from apps/web, as the build's manifest names it): the same files fonts.ts imports (its
 * test checks that the two agree). The server render links the active language's sheets and
 * preloads their font files (apps/server/src/plugins/ssr-assets.ts `fontLinks`), so the face is there
 * for the first paint instead of swapping in later and moving the page (issue 11: CLS).
 */
export const SCRIPT_FONT_STYLESHEETS: Record<Script, readonly string[]> = {
  Latn: [],
  Deva: [
    '@fontsource/noto-sans-devanagari/devanagari-400.css',
    '@fontsource/noto-sans-devanagari/devanagari-700.css',
  ],
  // The app's own sheet (its path from apps/web): fontsource's would give Nastaliq the space too.
  Arab: ['src/i18n/nastaliqUrdu.css'],
  Knda: ['@fontsource/noto-sans-kannada/kannada-400.css', '@fontsource/noto-sans-kannada/kannada-700.css'],
  Gujr: [
    '@fontsource/noto-sans-gujarati/gujarati-400.css',
    '@fontsource/noto-sans-gujarati/gujarati-700.css',
  ],
  Telu: ['@fontsource/noto-sans-telugu/telugu-400.css', '@fontsource/noto-sans-telugu/telugu-700.css'],
  Taml: ['@fontsource/noto-sans-tamil/tamil-400.css', '@fontsource/noto-sans-tamil/tamil-700.css'],
  Guru: [
    '@fontsource/noto-sans-gurmukhi/gurmukhi-400.css',
    '@fontsource/noto-sans-gurmukhi/gurmukhi-700.css',
  ],
  Beng: ['@fontsource/noto-sans-bengali/bengali-400.css', '@fontsource/noto-sans-bengali/bengali-700.css'],
  Mlym: [
    '@fontsource/noto-sans-malayalam/malayalam-400.css',
    '@fontsource/noto-sans-malayalam/malayalam-700.css',
  ],
  Orya: ['@fontsource/noto-sans-oriya/oriya-400.css', '@fontsource/noto-sans-oriya/oriya-700.css'],
};
