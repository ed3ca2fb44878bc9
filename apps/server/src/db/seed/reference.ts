/**
 * Loads the reference lists of SPEC.md sections 3 and 7 (countries with dial codes, India's states
 * and cities, biradaries, maslaks) into an empty database.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { biradaries, cities, countries, maslaks, states } from '../schema';
import { BIRADARIES, MASLAKS } from './reference-data/communities';
import { buildCountries } from './reference-data/countries';
import { INDIA_STATES } from './reference-data/india';

/**
 * Inserts countries, India's 36 states and union territories with their cities, biradaries and
 * maslaks, in one transaction, only when the countries table is empty; otherwise does nothing, so
 * it is safe to call at every start. Rejects when the database refuses a write (nothing is kept).
 */
export async function seedReference(db: Db): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(countries);
  if ((row?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(countries)
      .values(buildCountries())
      .returning({ id: countries.id, code: countries.code });
    const india = inserted.find((c) => c.code === 'IN');
    if (!india) throw new Error('India is missing from the country list');
    const stateRows = await tx
      .insert(states)
      .values(INDIA_STATES.map((s) => ({ countryId: india.id, name: s.name })))
      .returning({ id: states.id, name: states.name });
    const stateId = new Map(stateRows.map((s) => [s.name, s.id]));
    await tx
      .insert(cities)
      .values(INDIA_STATES.flatMap((s) => s.cities.map((name) => ({ stateId: stateId.get(s.name)!, name }))));
    await tx.insert(biradaries).values(BIRADARIES.map((name) => ({ name })));
    await tx.insert(maslaks).values(MASLAKS.map((name) => ({ name })));
  });
}
