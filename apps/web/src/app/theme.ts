import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { fontFamilyOf, localFontFamiliesOf, otherScriptFamiliesOf } from '../i18n/fonts';

/**
 * Deep green brand palette. Shades 6 to 9 keep a contrast of at least 4.5:1 with white text and
 * with the lightest shade, so buttons, links and light badges pass WCAG AA.
 */
const brand: MantineColorsTuple = [
  '#e7f5ef',
  '#cdeadf',
  '#9dd4bf',
  '#6bbd9d',
  '#3fa67e',
  '#22906a',
  '#157a59',
  '#0f6a4d',
  '#0e5a43',
  '#0a4534',
];

const LATIN_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif';

/**
 * Font stack of a language: its script's web font first (i18n/fonts.ts), then, for Urdu, the
 * installed fonts that stand in for it while it loads, so the page does not jump when it swaps in
 * (app/global.css), then the system's. Latin letters fall to the system font. For the other
 * scripts fontsource's per-subset CSS sets no `unicode-range`, so the space comes from the
 * script's file; Urdu's faces are declared with the arabic range (i18n/nastaliqUrdu.css), because
 * Nastaliq's space is half as wide and Latin names in Urdu pages ran together. Then every other
 * script's face limited to its letters (i18n/scriptFaces.css): a Hindi title on an English page.
 */
function stackFor(lang: string): string {
  const family = fontFamilyOf(lang);
  const families = family ? [family, ...localFontFamiliesOf(lang)] : [];
  return [...families, ...otherScriptFamiliesOf(lang)]
    .map((f) => `"${f}"`)
    .concat(LATIN_STACK)
    .join(', ');
}

const base = {
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Mantine's own transitions (dialogs, drawers, menus) are skipped under prefers-reduced-motion.
  respectReducedMotion: true,
  components: {
    // A dialog's or drawer's <header> is not the page's banner: one banner landmark per page.
    ModalHeader: { defaultProps: { role: 'none' } },
    DrawerHeader: { defaultProps: { role: 'none' } },
  },
} as const;

const themes = new Map<string, ReturnType<typeof createTheme>>();

/**
 * The theme for an interface language (only the fonts differ); Nastaliq stands tall, so Urdu gets
 * line heights of 2 to 2.1. One theme object per language, reused.
 */
export function themeFor(lang: string) {
  let theme = themes.get(lang);
  if (!theme) {
    const stack = stackFor(lang);
    theme =
      lang === 'ur'
        ? createTheme({
            ...base,
            fontFamily: stack,
            lineHeights: { xs: '2', sm: '2.1', md: '2.1', lg: '2.1', xl: '2.1' },
            headings: { fontFamily: stack, sizes: { h1: { lineHeight: '1.8' }, h2: { lineHeight: '1.8' } } },
          })
        : createTheme({ ...base, fontFamily: stack, headings: { fontFamily: stack } });
    themes.set(lang, theme);
  }
  return theme;
}

/** Darker text colours than Mantine's defaults where those are below 4.5:1 (WCAG AA). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#4f5b57',
    // Text of light alerts and buttons: Mantine's shade 6 is below 4.5:1 on the light background.
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-yellow-light-color': '#5c3c00',
    // Light badges and buttons in green, orange and teal, and white text on filled red, green,
    // blue, orange and teal: Mantine's shade 6 is below 4.5:1 (issue 12, WCAG 1.4.3).
    '--mantine-color-green-light-color': '#1e6b30',
    '--mantine-color-orange-light-color': '#9a3b00',
    '--mantine-color-teal-light-color': '#066649',
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled-hover': '#a51d1d',
    '--mantine-color-green-filled': '#1e6b30',
    '--mantine-color-green-filled-hover': '#17562a',
    '--mantine-color-blue-filled': 'var(--mantine-color-blue-9)',
    '--mantine-color-blue-filled-hover': '#124f86',
    '--mantine-color-orange-filled': '#b33c00',
    '--mantine-color-orange-filled-hover': '#963200',
    // Outline buttons' text and border (the console's Reject and Escalate): shade 7 is below 4.5:1.
    '--mantine-color-red-outline': 'var(--mantine-color-red-9)',
    '--mantine-color-orange-outline': '#9a3b00',
    '--mantine-color-teal-filled': '#087f5b',
    '--mantine-color-teal-filled-hover': '#066649',
  },
  dark: {},
});
