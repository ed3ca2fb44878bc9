/**
 * The contact window of DESIGN.md D6 (SPEC.md section 9: 08:00 to 22:00) counted in the OWNER's
 * time zone, from their current country (India: Asia/Kolkata). The viewer's `X-Timezone` is never
 * read here: a zone the client declares can be forged to open the window at night.
 *
 * Country to zone: the country's zones come from the CLDR data Node ships with ICU
 * (`Intl.Locale#timeZones`), so they follow Node's releases without a hand-kept table. Most
 * countries have one zone. For the ~30 that span several, the zone of the capital or most populous
 * city is named in MAIN_ZONES below (the profile form records no finer place abroad: states and
 * cities are India's only); a unit test checks every such country has one and that it is one of
 * the country's own zones.
 */
import { CONTACT_HOURS_END, CONTACT_HOURS_START, DEFAULT_COUNTRY, DEFAULT_TIME_ZONE } from '@nikah/shared';
import { buildCountries } from '../../db/seed/reference-data/countries';

/** Main zone of each country (ISO code) that spans several zones, or whose CLDR list is empty. */
export const MAIN_ZONES: Readonly<Record<string, string>> = {
  AC: 'Atlantic/St_Helena',
  AR: 'America/Buenos_Aires',
  AU: 'Australia/Sydney',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CD: 'Africa/Kinshasa',
  CL: 'America/Santiago',
  CN: 'Asia/Shanghai',
  CY: 'Asia/Nicosia',
  DE: 'Europe/Berlin',
  EC: 'America/Guayaquil',
  ES: 'Europe/Madrid',
  FM: 'Pacific/Ponape',
  GL: 'America/Godthab',
  ID: 'Asia/Jakarta',
  KI: 'Pacific/Tarawa',
  KZ: 'Asia/Almaty',
  MH: 'Pacific/Majuro',
  MN: 'Asia/Ulaanbaatar',
  MX: 'America/Mexico_City',
  MY: 'Asia/Kuala_Lumpur',
  NZ: 'Pacific/Auckland',
  PF: 'Pacific/Tahiti',
  PG: 'Pacific/Port_Moresby',
  PS: 'Asia/Hebron',
  PT: 'Europe/Lisbon',
  RU: 'Europe/Moscow',
  TA: 'Atlantic/St_Helena',
  UA: 'Europe/Kiev',
  US: 'America/New_York',
  UZ: 'Asia/Tashkent',
  XK: 'Europe/Belgrade',
};

/** The IANA zones CLDR lists for region `code` (ISO 3166-1 alpha-2); empty when it lists none. */
export function zonesOfCountry(code: string): string[] {
  // Node 20 exposes the `timeZones` getter; newer engines the `getTimeZones()` method.
  const locale = new Intl.Locale(`und-${code}`) as Intl.Locale & {
    timeZones?: string[];
    getTimeZones?: () => string[];
  };
  return locale.getTimeZones?.() ?? locale.timeZones ?? [];
}

let codesByName: Map<string, string> | undefined;
/** ISO code of a country by the English name profiles store (the names of the countries list). */
function countryCode(name: string): string | undefined {
  codesByName ??= new Map(buildCountries().map((c) => [c.name.toLowerCase(), c.code]));
  return codesByName.get(name.trim().toLowerCase());
}

const zoneCache = new Map<string, string>();

/**
 * The IANA time zone of a profile's owner: India is Asia/Kolkata; another country its only zone
 * or its MAIN_ZONES entry; an unknown country DEFAULT_TIME_ZONE (never the viewer's).
 * `stateCurrent` is accepted for when the form records places abroad; unused today.
 */
export function ownerTimeZone(p: { countryCurrent: string; stateCurrent: string | null }): string {
  const country = p.countryCurrent;
  if (country === DEFAULT_COUNTRY) return DEFAULT_TIME_ZONE;
  const cached = zoneCache.get(country);
  if (cached) return cached;
  const code = countryCode(country);
  const zone =
    code === undefined
      ? DEFAULT_TIME_ZONE
      : (MAIN_ZONES[code] ?? zonesOfCountry(code)[0] ?? DEFAULT_TIME_ZONE);
  zoneCache.set(country, zone);
  return zone;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function clockIn(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Minutes since local midnight (0 to 1439) at `now` in `timeZone` (an IANA name Intl knows). */
export function localMinutes(now: Date, timeZone: string): number {
  const parts = clockIn(timeZone).formatToParts(now);
  const part = (type: string) => Number(parts.find((x) => x.type === type)?.value ?? 0);
  return (part('hour') % 24) * 60 + part('minute');
}

/** True from 08:00 up to, not including, 22:00 local time in `timeZone` (SPEC.md section 9). */
export function withinContactHours(now: Date, timeZone: string): boolean {
  const m = localMinutes(now, timeZone);
  return m >= CONTACT_HOURS_START * 60 && m < CONTACT_HOURS_END * 60;
}
