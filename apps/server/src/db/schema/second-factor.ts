/**
 * Moderators' second factor (DESIGN.md D24, issue 28): each superuser's TOTP secret (encrypted with
 * the server key), its single-use recovery codes (hashed) and the sessions that passed it.
 */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sessions, users } from './users';

export const secondFactors = pgTable('second_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The base32 secret, AES-256-GCM with a key derived from the server key (iv.tag.data, base64url). */
  secretEncrypted: text('secret_encrypted').notNull(),
  /** When the first code confirmed it; null while an enrolment waits for that code. */
  enabledOn: timestamp('enabled_on', { withTimezone: true }),
  /** RFC 6238 time step of the last accepted code: a code of that step or earlier is refused. */
  lastStep: integer('last_step'),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
});

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** HMAC-SHA256 of the normalised code with the server key; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    usedOn: timestamp('used_on', { withTimezone: true }),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_idx').on(t.userId, t.codeHash)],
);

/** Sessions that passed the second factor; ended with their session. */
export const secondFactorSessions = pgTable(
  'second_factor_sessions',
  {
    sessionId: integer('session_id')
      .primaryKey()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passedOn: timestamp('passed_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('second_factor_sessions_user_idx').on(t.userId)],
);
