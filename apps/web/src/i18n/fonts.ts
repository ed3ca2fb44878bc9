/**
 * Web fonts of the interface languages' scripts (DESIGN.md D14, issue 12): Noto families from npm
 * (`@fontsource/*`), only the script's own subset file, weights 400 and 700, and only for the
 * language in use: each is a CSS chunk imported on demand. Fontsource's per-subset CSS sets no
 * `unicode-range`, so its file's space serves Latin text too; Urdu, whose Nastaliq space is half a
 * Latin one, has its own `@font-face` rules with the subset's range instead (nastaliqUrdu.css).
 * All declare `font-display: swap`, so text shows at once in a fallback font and swaps when the
 * font arrives.
 * A phone without Indic or Urdu fonts still reads every language. Every other script's font is
 * declared for every language too, limited to its letters (scriptFaces.css, in the main style
 * sheet): a face of another script downloads only when text in it is on the page.
 */
import { INTERFACE_LANGUAGES } from '@nikah/shared';
import { SCRIPT_FONT_FAMILY, SCRIPT_LOCAL_FONT_FAMILIES, subsetFamilyOf, type Script } from './fontFamilies';

// Literal import paths, so that the bundler makes one CSS chunk (and font files) per script.
const FONT_CSS: Record<Script, (() => Promise<unknown>) | null> = {
  Latn: null,
  Deva: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-700.css'),
    ]),
  // Our own @font-face rules with the arabic subset's unicode-range (see the file).
  Arab: () => import('./nastaliqUrdu.css'),
  Knda: () =>
    Promise.all([
      import('@fontsource/noto-sans-kannada/kannada-400.css'),
      import('@fontsource/noto-sans-kannada/kannada-700.css'),
    ]),
  Gujr: () =>
    Promise.all([
      import('@fontsource/noto-sans-gujarati/gujarati-400.css'),
      import('@fontsource/noto-sans-gujarati/gujarati-700.css'),
    ]),
  Telu: () =>
    Promise.all([
      import('@fontsource/noto-sans-telugu/telugu-400.css'),
      import('@fontsource/noto-sans-telugu/telugu-700.css'),
    ]),
  Taml: () =>
    Promise.all([
      import('@fontsource/noto-sans-tamil/tamil-400.css'),
      import('@fontsource/noto-sans-tamil/tamil-700.css'),
    ]),
  Guru: () =>
    Promise.all([
      import('@fontsource/noto-sans-gurmukhi/gurmukhi-400.css'),
      import('@fontsource/noto-sans-gurmukhi/gurmukhi-700.css'),
    ]),
  Beng: () =>
    Promise.all([
      import('@fontsource/noto-sans-bengali/bengali-400.css'),
      import('@fontsource/noto-sans-bengali/bengali-700.css'),
    ]),
  Mlym: () =>
    Promise.all([
      import('@fontsource/noto-sans-malayalam/malayalam-400.css'),
      import('@fontsource/noto-sans-malayalam/malayalam-700.css'),
    ]),
  Orya: () =>
    Promise.all([
      import('@fontsource/noto-sans-oriya/oriya-400.css'),
      import('@fontsource/noto-sans-oriya/oriya-700.css'),
    ]),
};

/** The script of an interface language code (Latin for anything else). */
export function scriptOf(lang: string | undefined): Script {
  return INTERFACE_LANGUAGES.find((l) => l.code === lang)?.script ?? 'Latn';
}

/** The web font family of a language's script, or null for Latin. */
export function fontFamilyOf(lang: string | undefined): string | null {
  return SCRIPT_FONT_FAMILY[scriptOf(lang)];
}

/**
 * The ranged faces of every other script (fontFamilies.ts `subsetFamilyOf`), for the font stack of
 * `lang`: Hindi text in the English interface, Urdu in the Hindi one, and so on.
 */
export function otherScriptFamiliesOf(lang: string | undefined): string[] {
  const own = scriptOf(lang);
  return (Object.keys(SCRIPT_FONT_FAMILY) as Script[]).flatMap((script) => {
    const family = script === own ? null : subsetFamilyOf(script);
    return family ? [family] : [];
  });
}

/** The installed fonts that stand in for that web font while it loads (fontFamilies.ts), or none. */
export function localFontFamiliesOf(lang: string | undefined): readonly string[] {
  return SCRIPT_LOCAL_FONT_FAMILIES[scriptOf(lang)] ?? [];
}

const requested = new Set<Script>();

/**
 * Adds the font CSS of `lang`'s script to the page (once per script). Resolves when the CSS is in;
 * a failed download is ignored (the text stays in a fallback font) and tried again next time.
 */
export async function loadLanguageFont(lang: string | undefined): Promise<void> {
  const script = scriptOf(lang);
  const load = FONT_CSS[script];
  if (!load || requested.has(script)) return;
  requested.add(script);
  try {
    await load();
  } catch {
    requested.delete(script);
  }
}
