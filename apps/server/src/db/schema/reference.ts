/** Reference lists of SPEC.md section 7 (countries, states, cities, biradaries, maslaks). */
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** ISO 3166-1 alpha-2 code, e.g. IN. */
    code: text('code').notNull(),
    /** International dial code with a leading plus, e.g. +91. */
    dialCode: text('dial_code').notNull(),
  },
  (t) => [uniqueIndex('countries_code_uq').on(t.code), uniqueIndex('countries_name_uq').on(t.name)],
);

export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('states_country_name_uq').on(t.countryId, t.name)],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('cities_state_name_uq').on(t.stateId, t.name), index('cities_name_idx').on(t.name)],
);

export const biradaries = pgTable('biradaries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const maslaks = pgTable('maslaks', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});
