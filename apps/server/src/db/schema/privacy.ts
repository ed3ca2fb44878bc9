/**
 * Privacy rights under India's Digital Personal Data Protection Act 2023 (DESIGN.md D22, issue 31):
 * the consent notices a member accepted, the "Download my data" exports, and the erasures that
 * follow a completed deletion request.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One row per acceptance of the consent notice (version CONSENT_VERSION of packages/shared). */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The notice's version, e.g. '2026-11-29'. */
    version: text('version').notNull(),
    /** The interface language the notice was read in (en, hi, ur, ...). */
    language: text('language').notNull(),
    acceptedOn: timestamp('accepted_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consents_user_idx').on(t.userId, t.acceptedOn)],
);

/** A "Download my data" request: made by a job, then served to its owner until it expires. */
export const dataExports = pgTable(
  'data_exports',
  {
    /** 128-bit random id (hex): the export's address is not guessable. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'pending' while the job makes it, 'ready', or 'failed'. */
    status: text('status').notNull().default('pending'),
    /** Storage key of the ZIP once ready. */
    storageKey: text('storage_key'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    readyOn: timestamp('ready_on', { withTimezone: true }),
    /** After this the ZIP is removed and the address answers 404 (EXPORT_LINK_HOURS). */
    expiresOn: timestamp('expires_on', { withTimezone: true }),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.createdOn)],
);

/**
 * The erasure owed after a moderator completed a deletion request (DESIGN.md D11, D22): the job
 * (modules/privacy/erasure.ts) removes the member's remaining rows and stored files by `due_on`.
 * What it needs to find them (account id, addresses, file keys) is kept here only until then.
 */
export const erasures = pgTable(
  'erasures',
  {
    /** The profile (a tombstone since the completion). */
    profileId: integer('profile_id').primaryKey(),
    /** The account, deleted by the erasure. */
    userId: integer('user_id'),
    /** Username, e-mail and numbers of the member (outbox, codes, feedback); emptied when erased. */
    addresses: jsonb('addresses').$type<string[]>().notNull().default([]),
    /** Storage keys of the member's files; emptied when erased. */
    fileKeys: jsonb('file_keys').$type<string[]>().notNull().default([]),
    completedOn: timestamp('completed_on', { withTimezone: true }).notNull(),
    /** completed_on + ERASURE_DAYS: the latest the erasure may happen. */
    dueOn: timestamp('due_on', { withTimezone: true }).notNull(),
    erasedOn: timestamp('erased_on', { withTimezone: true }),
  },
  (t) => [index('erasures_pending_idx').on(t.erasedOn, t.dueOn)],
);
