/**
 * The fonts of the bio-data PDF: Noto Sans (Latin), Noto Sans Devanagari (Hindi) and Noto Nastaliq
 * Urdu, regular and bold, from the `@fontsource/*` npm packages, as `@font-face` rules with data:
 * URLs (the printing page has no network). Read once, on the first print.
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

let cached: Promise<string> | null = null;

/** The `@font-face` rules of every font above (about 0.7 MB of CSS), built once. */
export function fontFaces(): Promise<string> {
  cached ??= Promise.all(
    FILES.map(async ({ family, file, weight }) => {
      const data = await fs.readFile(require.resolve(file));
      return (
        `@font-face{font-family:'${family}';font-style:normal;font-weight:${weight};` +
        `src:url(data:font/woff2;base64,${data.toString('base64')}) format('woff2');}`
      );
    }),
  ).then((rules) => rules.join('\n'));
  cached.catch(() => {
    cached = null;
  });
  return cached;
}
