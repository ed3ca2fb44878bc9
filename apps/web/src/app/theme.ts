import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

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

const LATIN_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", Arial, sans-serif';

/** Urdu is written in Nastaliq: system fonts only, no web font download on slow networks. */
const URDU_STACK = `"Noto Nastaliq Urdu", "Noto Naskh Arabic", "Jameel Noori Nastaleeq", ${LATIN_STACK}`;

const base = {
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  defaultRadius: 'md',
  cursorType: 'pointer',
} as const;

const latinTheme = createTheme({
  ...base,
  fontFamily: LATIN_STACK,
  headings: { fontFamily: LATIN_STACK },
});

const urduTheme = createTheme({
  ...base,
  fontFamily: URDU_STACK,
  lineHeights: { xs: '2', sm: '2.1', md: '2.1', lg: '2.1', xl: '2.1' },
  headings: { fontFamily: URDU_STACK, sizes: { h1: { lineHeight: '1.8' }, h2: { lineHeight: '1.8' } } },
});

/** The theme for an interface language (only the fonts differ). */
export function themeFor(lang: string) {
  return lang === 'ur' ? urduTheme : latinTheme;
}

/** Darker text colours than Mantine's defaults where those are below 4.5:1 (WCAG AA). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#4f5b57',
    // Text of light alerts and buttons: Mantine's shade 6 is below 4.5:1 on the light background.
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-yellow-light-color': '#5c3c00',
  },
  dark: {},
});
