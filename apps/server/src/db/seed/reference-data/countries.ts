/**
 * The country-code list of SPEC.md section 3 ("name, dial_code, code", about 240 entries), built
 * from libphonenumber-js metadata and English region names from `Intl.DisplayNames` (DESIGN.md
 * section 1) instead of a hand-kept table.
 */
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

/** One country: English name, ISO 3166-1 alpha-2 code and dial code with a leading plus. */
export interface CountryEntry {
  name: string;
  code: string;
  dialCode: string;
}

/** English names, as `buildCountries()` produces them, of countries where many members live. */
export const ABROAD_COUNTRIES = [
  'United Arab Emirates',
  'Saudi Arabia',
  'Qatar',
  'Kuwait',
  'Oman',
  'Bahrain',
  'United Kingdom',
  'United States',
  'Canada',
  'Australia',
] as const;

/**
 * Returns every country libphonenumber-js knows, sorted by name, with unique names and codes.
 * Codes whose display name is the code itself (no English name) are skipped. India is always
 * present as `{ name: 'India', code: 'IN', dialCode: '+91' }`.
 */
export function buildCountries(): CountryEntry[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const seen = new Set<string>();
  const out: CountryEntry[] = [];
  for (const code of getCountries()) {
    const name = names.of(code);
    if (!name || name === code || seen.has(name)) continue;
    seen.add(name);
    out.push({ name, code, dialCode: `+${getCountryCallingCode(code)}` });
  }
  if (!seen.has('India')) out.push({ name: 'India', code: 'IN', dialCode: '+91' });
  return out.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
