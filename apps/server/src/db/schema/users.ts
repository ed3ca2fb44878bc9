/** Accounts, sessions (DESIGN.md D3), one-time codes (D1) and the notification outbox. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Indian mobile number (10 digits) or an email address for members living abroad. */
  username: text('username').notNull().unique(),
  /** argon2id hash; null until a password is set. */
  passwordHash: text('password_hash'),
  email: text('email'),
  isSuperuser: boolean('is_superuser').notNull().default(false),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  lastLogin: timestamp('last_login', { withTimezone: true }),
});

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    lastUsedOn: timestamp('last_used_on', { withTimezone: true }).notNull().defaultNow(),
    revokedOn: timestamp('revoked_on', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    /** What the code is for: signup or password reset. */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    expiresOn: timestamp('expires_on', { withTimezone: true }).notNull(),
    usedOn: timestamp('used_on', { withTimezone: true }),
    requestIp: text('request_ip'),
  },
  (t) => [index('otp_codes_username_created_idx').on(t.username, t.createdOn)],
);

/** Every SMS and email sent; readable through the dev outbox route outside production. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    channel: text('channel').notNull(),
    text: text('text').notNull(),
    /** The code carried by the message, kept only outside production for tests. */
    code: text('code'),
    createdOn: timestamp('created_on', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdOn)],
);
