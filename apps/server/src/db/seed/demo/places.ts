/**
 * Where demo members come from and live (SPEC.md section 3: state, city, state_current,
 * city_current, country_current; section 9: country always India): home states weighted roughly by
 * Muslim population, about 15% working in a metro and about 5% abroad.
 */
import { weighted, type Rng } from '../../../lib/random';
import { ABROAD_COUNTRIES } from '../reference-data/countries';
import { INDIA_STATES, type IndianState } from '../reference-data/india';

const HEAVY: Record<string, number> = {
  'Uttar Pradesh': 30,
  'West Bengal': 16,
  Bihar: 14,
  Maharashtra: 11,
  Kerala: 9,
  Assam: 8,
  'Jammu and Kashmir': 7,
  Karnataka: 7,
  Telangana: 6,
  Delhi: 5,
  Gujarat: 5,
  Rajasthan: 5,
  'Madhya Pradesh': 4,
  Jharkhand: 4,
  'Tamil Nadu': 4,
  'Andhra Pradesh': 3,
  Haryana: 2,
  Uttarakhand: 2,
};
const HOME_STATES = weighted<IndianState>(INDIA_STATES.map((s) => [s, HEAVY[s.name] ?? 1] as const));

/** Where members move for work inside India (state, city), all present in india.ts. */
const METROS: readonly (readonly [string, string])[] = [
  ['Maharashtra', 'Mumbai'],
  ['Delhi', 'New Delhi'],
  ['Karnataka', 'Bengaluru'],
  ['Telangana', 'Hyderabad'],
  ['Maharashtra', 'Pune'],
  ['Tamil Nadu', 'Chennai'],
  ['West Bengal', 'Kolkata'],
  ['Gujarat', 'Ahmedabad'],
];

/**
 * Cities abroad where demo members live, each with its region (state, province, emirate), so a
 * profile abroad shows a city with its own region (state_current is free text abroad).
 */
export const ABROAD_PLACES: Readonly<
  Record<(typeof ABROAD_COUNTRIES)[number], readonly (readonly [city: string, region: string])[]>
> = {
  'United Arab Emirates': [
    ['Dubai', 'Dubai'],
    ['Abu Dhabi', 'Abu Dhabi'],
    ['Sharjah', 'Sharjah'],
  ],
  'Saudi Arabia': [
    ['Riyadh', 'Riyadh Province'],
    ['Jeddah', 'Makkah Province'],
    ['Dammam', 'Eastern Province'],
  ],
  Qatar: [['Doha', 'Doha']],
  Kuwait: [['Kuwait City', 'Al Asimah']],
  Oman: [['Muscat', 'Muscat']],
  Bahrain: [['Manama', 'Capital Governorate']],
  'United Kingdom': [
    ['London', 'England'],
    ['Birmingham', 'England'],
    ['Manchester', 'England'],
  ],
  'United States': [
    ['New York', 'New York'],
    ['Chicago', 'Illinois'],
    ['Houston', 'Texas'],
  ],
  Canada: [
    ['Toronto', 'Ontario'],
    ['Mississauga', 'Ontario'],
  ],
  Australia: [
    ['Sydney', 'New South Wales'],
    ['Melbourne', 'Victoria'],
  ],
};
/** Gulf countries first and heaviest, as in ABROAD_COUNTRIES. */
const ABROAD = weighted(ABROAD_COUNTRIES.map((c, i) => [c, i < 2 ? 4 : i < 6 ? 2 : 1] as const));

/** Home and current location of one member. */
export interface DemoPlace {
  state: string;
  city: string;
  stateCurrent: string | null;
  cityCurrent: string | null;
  countryCurrent: string;
  sameLocation: boolean;
}

/**
 * Picks a home state and city, then the current location: the same place (about 80%), a metro in
 * another or the same state (about 15%), or a city abroad with its region (5%). Every city is one
 * of its state's (india.ts) or region's (ABROAD_PLACES), so a card never shows a city with another
 * place's state. Country names are those `buildCountries()` produces.
 */
export function pickPlace(rng: Rng): DemoPlace {
  const home = rng.pick(HOME_STATES);
  const city = rng.pick(home.cities);
  const where = rng.next();
  if (where < 0.05) {
    const country = rng.pick(ABROAD);
    const [cityCurrent, region] = rng.pick(ABROAD_PLACES[country]);
    return {
      state: home.name,
      city,
      stateCurrent: region,
      cityCurrent,
      countryCurrent: country,
      sameLocation: false,
    };
  }
  if (where < 0.2) {
    const [stateCurrent, cityCurrent] = rng.pick(METROS);
    const sameLocation = stateCurrent === home.name && cityCurrent === city;
    return { state: home.name, city, stateCurrent, cityCurrent, countryCurrent: 'India', sameLocation };
  }
  return {
    state: home.name,
    city,
    stateCurrent: home.name,
    cityCurrent: city,
    countryCurrent: 'India',
    sameLocation: true,
  };
}
