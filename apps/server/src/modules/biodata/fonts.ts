/**
 * The fonts of the bio-data PDF: Noto Sans (Latin), Noto Sans Devanagari (Hindi) and Noto Nastaliq
 * Urdu, regular and bold, from the `@fontsource/*` npm packages, as `@font-face` rules with data:
 * URLs (the printing page has no network). Each file is read once, when first needed.
 */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Font family names, as the template's CSS uses them. */
export const FONT = {
  latin: 'Noto Sans',
  devanagari: 'Noto Sans Devanagari',
  nastaliq: 'Noto Nastaliq Urdu',
} as const;

const FILES: { family: string; file: string; weight: number }[] = [400, 700].flatMap((weight) => [
  { family: FONT.latin, file: `@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff2`, weight },
  {
    family: FONT.devanagari,
    file: `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
    weight,
  },
  {
    family: FONT.nastaliq,
    file: `@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-${weight}-normal.woff2`,
    weight,
  },
]);

const cache = new Map<string, Promise<string>>();

/** The `@font-face` rule of one font file, read once. */
function fontFace({ family, file, weight }: (typeof FILES)[number]): Promise<string> {
  let rule = cache.get(file);
  if (!rule) {
    rule = fs
      .readFile(require.resolve(file))
      .then(
        (data) =>
          `@font-face{font-family:'${family}';font-style:normal;font-weight:${weight};` +
          `src:url(data:font/woff2;base64,${data.toString('base64')}) format('woff2');}`,
      );
    cache.set(file, rule);
    rule.catch(() => cache.delete(file));
  }
  return rule;
}

const DEVANAGARI = /[\u0900-\u097F]/;
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * The `@font-face` rules a document needs: Latin always, Devanagari and Nastaliq only when `text`
 * (every word the page prints) has letters of that script. Fonts are about 0.5 MB of CSS in all;
 * a page without Hindi or Urdu prints faster without them.
 */
export async function fontFaces(text: string): Promise<string> {
  const wanted = FILES.filter(
    (f) =>
      f.family === FONT.latin ||
      (f.family === FONT.devanagari && DEVANAGARI.test(text)) ||
      (f.family === FONT.nastaliq && ARABIC_SCRIPT.test(text)),
  );
  return (await Promise.all(wanted.map(fontFace))).join('\n');
}
