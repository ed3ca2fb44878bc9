/**
 * Field values of the bio-data PDF in its language (issue 34 point 7): the reference values
 * (gender, marital status, education, physical status, maslak, biradari, whose contact, state
 * and city, height) printed as the web app shows them in Hindi and Urdu, from the same catalogues
 * (apps/web/src/i18n/ref/<lang>.json, keyed by packages/shared `refKey`: one source for the page
 * and the PDF). Free text (names, hobbies, occupations, expectations) stays
 * as the member wrote it; a value without a translation (a city a member typed) stays English.
 */
import { heightToInches, refKey, type InterfaceLanguage } from '@nikah/shared';
import hi from '../../../../web/src/i18n/ref/hi.json';
import ur from '../../../../web/src/i18n/ref/ur.json';

/** The kinds of reference value with a section in the catalogues. */
export type RefKind =
  | 'gender'
  | 'maritalStatus'
  | 'education'
  | 'physicalStatus'
  | 'contactOf'
  | 'maslak'
  | 'biradari'
  | 'state'
  | 'city';

type Catalogue = Partial<Record<RefKind, Record<string, string>>> & { height?: { feetInches?: string } };

const CATALOGUES: Partial<Record<InterfaceLanguage, Catalogue>> = { hi, ur };

/** How the PDF of a language writes reference values and heights. */
export interface ValueWriter {
  ref: {
    (kind: RefKind, value: string): string;
    (kind: RefKind, value: string | null): string | null;
  };
  height: (value: string) => string;
}

/**
 * The writer of `lang`: Hindi and Urdu from their catalogues (digits stay Latin, as the PDF prints
 * them elsewhere); English and the other languages, whose PDF labels are English, keep the wire
 * values.
 */
export function valueWriter(lang: InterfaceLanguage): ValueWriter {
  const catalogue = CATALOGUES[lang];
  function ref(kind: RefKind, value: string): string;
  function ref(kind: RefKind, value: string | null): string | null;
  function ref(kind: RefKind, value: string | null): string | null {
    if (!value || !catalogue) return value;
    return catalogue[kind]?.[refKey(value)] ?? value;
  }
  const height = (value: string): string => {
    const pattern = catalogue?.height?.feetInches;
    const inches = heightToInches(value);
    if (!pattern || inches === undefined) return value;
    return pattern
      .replace('{{feet}}', String(Math.floor(inches / 12)))
      .replace('{{inches}}', String(inches % 12));
  };
  return { ref, height };
}
