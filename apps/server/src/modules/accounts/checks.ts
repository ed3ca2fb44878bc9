/**
 * Server-side checks of a profile form beyond its shape (SPEC.md section 5, DESIGN.md D9): reference
 * values must exist in the reference lists, and no free-text field may contain a blocked keyword.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  DEFAULT_COUNTRY,
  type BirthFields,
  INDIA_CODE,
  blockedWordRef,
  findBlockedWordInForm,
  legalAgeProblem,
  minAgeRef,
  msg,
} from '@nikah/shared';
import type { Db } from '../../db/client';
import { biradaries, cities, countries, maslaks, states } from '../../db/schema';
import { HttpError, fieldError, type FieldRefs } from '../../lib/errors';
import { listBlockedKeywords } from '../configs/service';

const sameName = (column: PgColumn, value: string): SQL => sql`lower(${column}) = lower(${value})`;

async function nameIn(db: Db, table: typeof biradaries | typeof maslaks | typeof countries, value: string) {
  const [row] = await db.select({ name: table.name }).from(table).where(sameName(table.name, value)).limit(1);
  return row?.name;
}

async function indianState(db: Db, name: string) {
  const [row] = await db
    .select({ id: states.id, name: states.name })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(and(eq(countries.code, INDIA_CODE), sameName(states.name, name)))
    .limit(1);
  return row;
}

async function cityOf(db: Db, stateId: number, name: string) {
  const [row] = await db
    .select({ name: cities.name })
    .from(cities)
    .where(and(eq(cities.stateId, stateId), sameName(cities.name, name)))
    .limit(1);
  return row?.name;
}

/** Reference fields of the profile form (display names, as the reference calls list them). */
export interface ReferenceFields {
  state: string;
  city: string;
  country: string;
  country_current: string;
  state_current?: string;
  city_current?: string;
  biradari: string;
  maslak: string;
}

/**
 * Checks every reference value of `form` and returns them spelled as the lists spell them. The
 * native state and city must be of India; the current state and city too when the current country
 * is India (abroad they are free text). Throws 400 with `{field: ['Select a valid choice.']}` for
 * every unknown value at once.
 */
export async function checkReferences(db: Db, form: ReferenceFields): Promise<ReferenceFields> {
  const errors: FieldRefs = {};
  const bad = (field: string) => (errors[field] = [msg('invalidChoice')]);
  const out: ReferenceFields = { ...form };

  const [country, countryCurrent, biradari, maslak, state] = await Promise.all([
    nameIn(db, countries, form.country),
    nameIn(db, countries, form.country_current),
    nameIn(db, biradaries, form.biradari),
    nameIn(db, maslaks, form.maslak),
    indianState(db, form.state),
  ]);
  if (country) out.country = country;
  else bad('country');
  if (countryCurrent) out.country_current = countryCurrent;
  else bad('country_current');
  if (biradari) out.biradari = biradari;
  else bad('biradari');
  if (maslak) out.maslak = maslak;
  else bad('maslak');
  if (!state) bad('state');
  else {
    out.state = state.name;
    const city = await cityOf(db, state.id, form.city);
    if (city) out.city = city;
    else bad('city');
  }

  if (countryCurrent === DEFAULT_COUNTRY) {
    const current = form.state_current ? await indianState(db, form.state_current) : undefined;
    if (form.state_current && !current) bad('state_current');
    if (current) {
      out.state_current = current.name;
      const city = form.city_current ? await cityOf(db, current.id, form.city_current) : undefined;
      if (form.city_current && !city) bad('city_current');
      if (city) out.city_current = city;
    }
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
  return out;
}

/** Every blocked keyword (DESIGN.md D9), read with the configs call's query, in its order. */
export async function blockedKeywordList(db: Db): Promise<string[]> {
  return (await listBlockedKeywords(db)).map((r) => r.keyword);
}

/**
 * Throws 400 `{<field>: ['Your Profile contains blocked words, please remove them to proceed.
 * Blocked Word: <word>']}` for the first free-text field of `form` with a blocked keyword.
 */
export async function checkBlockedWords(db: Db, form: Record<string, unknown>): Promise<void> {
  const hit = findBlockedWordInForm(form, await blockedKeywordList(db));
  if (hit) throw fieldError(hit.field, blockedWordRef(hit.word));
}

/**
 * The legal age of DESIGN.md D15 on `today` (the app's clock): throws 400 under the birth field
 * with 'Minimum age is N years.' when the member would be younger than the law allows for their
 * gender. Shared by sign-up and the profile update.
 */
export function checkLegalAge(form: BirthFields, today: Date): void {
  const tooYoung = legalAgeProblem(form, today);
  if (tooYoung) throw fieldError(tooYoung.field, minAgeRef(form.gender));
}
