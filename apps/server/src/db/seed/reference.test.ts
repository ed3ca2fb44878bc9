import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../client';
import { biradaries, cities, countries, maslaks, states } from '../schema';
import { buildCountries } from './reference-data/countries';
import { INDIA_STATES } from './reference-data/india';
import { seedReference } from './reference';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
}, 60_000);
afterAll(async () => {
  await database.close();
});

const count = async (
  table: typeof countries | typeof states | typeof cities | typeof biradaries | typeof maslaks,
) => {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
};

describe('reference data', () => {
  it('lists 28 states and 8 union territories with at least 5 distinct cities each', () => {
    expect(INDIA_STATES.filter((s) => s.kind === 'state')).toHaveLength(28);
    expect(INDIA_STATES.filter((s) => s.kind === 'union territory')).toHaveLength(8);
    expect(new Set(INDIA_STATES.map((s) => s.name)).size).toBe(36);
    for (const s of INDIA_STATES) expect(s.cities.length, s.name).toBeGreaterThanOrEqual(5);
    expect(INDIA_STATES.find((s) => s.name === 'Uttar Pradesh')!.cities.length).toBeGreaterThanOrEqual(20);
  });

  it('builds about 240 countries with unique names and codes, India +91', () => {
    const list = buildCountries();
    expect(list.length).toBeGreaterThan(200);
    expect(new Set(list.map((c) => c.name)).size).toBe(list.length);
    expect(new Set(list.map((c) => c.code)).size).toBe(list.length);
    expect(list.find((c) => c.code === 'IN')).toEqual({ name: 'India', code: 'IN', dialCode: '+91' });
    for (const c of list) expect(c.dialCode).toMatch(/^\+\d{1,4}$/);
  });
});

describe('seedReference', () => {
  it('loads countries, 36 Indian states with cities, biradaries and maslaks, once', async () => {
    await seedReference(database.db);
    const before = await Promise.all([countries, states, cities, biradaries, maslaks].map(count));
    await seedReference(database.db);
    const after = await Promise.all([countries, states, cities, biradaries, maslaks].map(count));
    expect(after).toEqual(before);
    const [nCountries, nStates, nCities, nBiradaries, nMaslaks] = after;
    expect(nCountries).toBeGreaterThan(200);
    expect(nStates).toBe(36);
    expect(nCities).toBe(INDIA_STATES.reduce((n, s) => n + s.cities.length, 0));
    expect(nBiradaries).toBeGreaterThan(25);
    expect(nMaslaks).toBeGreaterThan(10);

    const [india] = await database.db.select().from(countries).where(eq(countries.code, 'IN'));
    expect(india).toMatchObject({ name: 'India', dialCode: '+91' });
    const indianStates = await database.db.select().from(states).where(eq(states.countryId, india!.id));
    expect(indianStates).toHaveLength(36);
    const up = indianStates.find((s) => s.name === 'Uttar Pradesh')!;
    const upCities = await database.db.select().from(cities).where(eq(cities.stateId, up.id));
    expect(upCities.map((c) => c.name)).toContain('Lucknow');
  });
});
