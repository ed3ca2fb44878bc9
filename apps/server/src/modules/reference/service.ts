/** Reads of the reference lists (SPEC.md section 7, `profiles/*-list/` and `summary/`). */
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isDbId } from '@nikah/shared';
import { biradaries, cities, countries, maslaks, profiles, states } from '../../db/schema';
import { VISIBLE_PROFILE_SQL } from '../policy';

/** Every country with its ISO code and dial code, by name. */
export function listCountries(db: Db) {
  return db
    .select({ id: countries.id, name: countries.name, code: countries.code, dial_code: countries.dialCode })
    .from(countries)
    .orderBy(asc(countries.name));
}

/** The country with this id, or undefined. */
export async function findCountry(db: Db, id: number) {
  const [row] = await db.select().from(countries).where(eq(countries.id, id));
  return row;
}

/** The country with ISO code `code` (e.g. IN), or undefined. */
export async function findCountryByCode(db: Db, code: string) {
  const [row] = await db.select().from(countries).where(eq(countries.code, code));
  return row;
}

/** States of one country, by name. */
export function listStates(db: Db, countryId: number) {
  return db
    .select({ id: states.id, name: states.name, country: states.countryId })
    .from(states)
    .where(eq(states.countryId, countryId))
    .orderBy(asc(states.name));
}

/** A state found by numeric id or by display name (case-insensitive), or undefined. */
export async function findState(db: Db, idOrName: string) {
  const byId = isDbId(idOrName) ? eq(states.id, Number(idOrName)) : undefined;
  const [row] = await db
    .select()
    .from(states)
    .where(byId ?? sql`lower(${states.name}) = lower(${idOrName})`)
    .limit(1);
  return row;
}

/** Cities of one state, by name. */
export function listCities(db: Db, stateId: number) {
  return db
    .select({ id: cities.id, name: cities.name, state: cities.stateId })
    .from(cities)
    .where(eq(cities.stateId, stateId))
    .orderBy(asc(cities.name));
}

export const listBiradaries = (db: Db) =>
  db.select({ id: biradaries.id, name: biradaries.name }).from(biradaries).orderBy(asc(biradaries.name));

export const listMaslaks = (db: Db) =>
  db.select({ id: maslaks.id, name: maslaks.name }).from(maslaks).orderBy(asc(maslaks.name));

/** Number of visible profiles (DESIGN.md D4). */
export async function countVisibleProfiles(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(profiles).where(VISIBLE_PROFILE_SQL);
  return row?.n ?? 0;
}
