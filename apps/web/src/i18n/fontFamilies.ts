/**
 * The web font family of each interface language's script (DESIGN.md D14, issue 12): the one
 * list, used by fonts.ts (which loads them) and by the browser tests that check they are loaded
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
