/**
 * Fixed reference choices of SPEC.md sections 3 and 9 (education, marital status, height,
 * contact_of, genders, book languages, interface languages). Served by `GET /api/summary/`
 * and used by the forms; every item's `name` is the value a form sends back.
 */

export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

export const PHYSICAL_STATUSES = ['Normal', 'Handicap'] as const;

/** Higher education group of SPEC.md section 9. */
export const EDUCATION_HIGHER = ['Graduate', 'Engineer', 'Doctor', 'Post Graduate', 'Ph.D'] as const;
/** Lower education group of SPEC.md section 9. */
export const EDUCATION_LOWER = [
  'Mufti',
  '10th Pass',
  'Diploma',
  'Aalim / Aalima',
  '12th Pass',
  'Hafiz / Hafiza',
  'Below 10th',
] as const;
export const EDUCATION_CHOICES = [...EDUCATION_HIGHER, ...EDUCATION_LOWER] as const;
/** Education values for which a degree is not required (SPEC.md section 5, step 1). */
export const EDUCATION_WITHOUT_DEGREE = [
  'Aalim / Aalima',
  'Below 10th',
  'Hafiz / Hafiza',
  'Mufti',
  '10th Pass',
  '12th Pass',
] as const;

export const MARITAL_UNMARRIED = 'Unmarried';
export const MARITAL_POLYGAMY = 'Polygamy';
export const MARITAL_STATUSES = [
  MARITAL_UNMARRIED,
  'Divorced',
  'Khula',
  'Widowed',
  'Separated',
  MARITAL_POLYGAMY,
] as const;

export const CONTACT_OF_CHOICES = [
  'Self',
  'Father',
  'Mother',
  'Brother',
  'Sister',
  'Uncle',
  'Relative',
  'Guardian',
] as const;

export interface HeightChoice {
  /** Display value, e.g. `5'6"`; the value forms send back. */
  name: string;
  /** Total height in inches, used for height bands in search. */
  inches: number;
}

/** Heights from 4'0" to 7'0" in steps of one inch. */
export const HEIGHT_CHOICES: readonly HeightChoice[] = Array.from({ length: 37 }, (_, i) => {
  const inches = 48 + i;
  return { name: `${Math.floor(inches / 12)}'${inches % 12}"`, inches };
});

/** Height in inches for a display value, or undefined when the value is not a known height. */
export function heightToInches(name: string): number | undefined {
  return HEIGHT_CHOICES.find((h) => h.name === name)?.inches;
}

/**
 * The key of a reference value (a wire value of SPEC.md's lists: `Post Graduate`, `Uttar Pradesh`,
 * `Ph.D`) in the translation catalogues (apps/web/src/i18n/ref/<lang>.json): lower case, each run
 * of other characters one `_` (`post_graduate`, `uttar_pradesh`, `ph_d`). Used by the web app's
 * labels and the bio-data PDF alike.
 */
export function refKey(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

export const BOOK_LANGUAGES = ['english', 'urdu', 'hindi'] as const;
export type BookLanguage = (typeof BOOK_LANGUAGES)[number];

/**
 * Interface languages of SPEC.md section 9, in SPEC.md's order: `name` is written in the language's
 * own script (the picker shows it so), `dir` the writing direction, `script` the ISO 15924 code of
 * the script (it picks the web font, DESIGN.md D14) and `locale` the `Intl` locale for dates and
 * numbers (Urdu in India with Latin digits, as Indian Urdu print and phones mostly write them).
 */
export const INTERFACE_LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr', script: 'Latn', locale: 'en-IN' },
  { code: 'hi', name: 'हिन्दी', dir: 'ltr', script: 'Deva', locale: 'hi-IN' },
  { code: 'ur', name: 'اردو', dir: 'rtl', script: 'Arab', locale: 'ur-IN-u-nu-latn' },
  { code: 'kn', name: 'ಕನ್ನಡ', dir: 'ltr', script: 'Knda', locale: 'kn-IN' },
  { code: 'gu', name: 'ગુજરાતી', dir: 'ltr', script: 'Gujr', locale: 'gu-IN' },
  { code: 'te', name: 'తెలుగు', dir: 'ltr', script: 'Telu', locale: 'te-IN' },
  { code: 'ta', name: 'தமிழ்', dir: 'ltr', script: 'Taml', locale: 'ta-IN' },
  { code: 'mr', name: 'मराठी', dir: 'ltr', script: 'Deva', locale: 'mr-IN' },
  { code: 'pa', name: 'ਪੰਜਾਬੀ', dir: 'ltr', script: 'Guru', locale: 'pa-IN' },
  { code: 'bn', name: 'বাংলা', dir: 'ltr', script: 'Beng', locale: 'bn-IN' },
  { code: 'ml', name: 'മലയാളം', dir: 'ltr', script: 'Mlym', locale: 'ml-IN' },
  { code: 'or', name: 'ଓଡ଼ିଆ', dir: 'ltr', script: 'Orya', locale: 'or-IN' },
] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number]['code'];
export type InterfaceLanguageInfo = (typeof INTERFACE_LANGUAGES)[number];
