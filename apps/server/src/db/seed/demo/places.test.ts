/**
 * Demo places are real places (issue 15: no "Melbourne, Kerala"): every demo profile's home city is
 * a city of its home state in the reference lists, its current city is a city of its current state
 * (in India, the reference lists; abroad, the region the demo data gives that city), and the place
 * a card shows (current city or else home city, with current state or else home state) is one
 * city with its own state.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY } from '@nikah/shared';
import { openDatabase, type Database } from '../../client';
import { cities, countries, profiles, states } from '../../schema';
import { seedReference } from '../reference';
import { ABROAD_PLACES } from './places';
import { seedDemo } from './index';

const NOW = new Date('2025-06-01T12:00:00Z');

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await seedReference(database.db);
  const files = new Map<string, unknown>();
  await seedDemo(
    database.db,
    {
      put: (key, data) => Promise.resolve(void files.set(key, data)),
      locate: (key) => Promise.resolve(files.has(key) ? `/memory/${key}` : null),
      remove: (key) => Promise.resolve(void files.delete(key)),
    },
    { profiles: 400, now: NOW },
  );
}, 120_000);
afterAll(() => database.close());

/** Whether `city` is a city of the Indian state `state` in the reference lists. */
async function isIndianCityOf(city: string, state: string): Promise<boolean> {
  const rows = await database.db
    .select({ id: cities.id })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(and(eq(cities.name, city), eq(states.name, state), eq(countries.name, DEFAULT_COUNTRY)))
    .limit(1);
  return rows.length === 1;
}

/** Whether `city` lies in `region` of `country` abroad, as the demo data places it. */
function isAbroadCityOf(city: string, region: string, country: string): boolean {
  const places = Object.entries(ABROAD_PLACES).find(([name]) => name === country)?.[1] ?? [];
  return places.some(([c, r]) => c === city && r === region);
}

describe('demo places', () => {
  it('puts every home city in its home state and every current city in its current state and country', async () => {
    const rows = await database.db.select().from(profiles).where(eq(profiles.isDemo, true));
    // Data first: without demo profiles, and without members abroad and in metros, this proves nothing.
    expect(rows).toHaveLength(400);
    expect(rows.filter((p) => p.countryCurrent !== DEFAULT_COUNTRY).length).toBeGreaterThan(5);
    expect(
      rows.filter((p) => p.countryCurrent === DEFAULT_COUNTRY && p.stateCurrent !== p.state).length,
    ).toBeGreaterThan(5);

    const wrong: string[] = [];
    for (const p of rows) {
      if (p.country !== DEFAULT_COUNTRY || !(await isIndianCityOf(p.city, p.state))) {
        wrong.push(`home ${p.city}, ${p.state}, ${p.country}`);
      }
      const current =
        p.countryCurrent === DEFAULT_COUNTRY
          ? p.cityCurrent !== null &&
            p.stateCurrent !== null &&
            (await isIndianCityOf(p.cityCurrent, p.stateCurrent))
          : p.cityCurrent !== null &&
            p.stateCurrent !== null &&
            isAbroadCityOf(p.cityCurrent, p.stateCurrent, p.countryCurrent);
      if (!current) wrong.push(`current ${p.cityCurrent}, ${p.stateCurrent}, ${p.countryCurrent}`);
      // What a profile card shows: the current city, else the home city, with its state.
      const shownCity = p.cityCurrent || p.city;
      const shownState = p.stateCurrent || p.state;
      const shown =
        (await isIndianCityOf(shownCity, shownState)) ||
        isAbroadCityOf(shownCity, shownState, p.countryCurrent);
      if (!shown) wrong.push(`card ${shownCity}, ${shownState}`);
    }
    expect(wrong).toEqual([]);
  });
});
