/**
 * The notification centre, its preferences, held deliveries, web push subscriptions and saved
 * searches (DESIGN.md D21, issue 30). Every row belongs to one account and goes with it.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One item of a member's notification centre. The text is made at reading time from `kind` and
 * `params` in the member's language (modules/notifications/texts), so a change of language
 * changes the whole list.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Values put into the text (a name, a reason, a count), all strings. */
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    /** A path of the web app the item opens (e.g. `/received-proposal`). */
    link: text('link').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    readOn: timestamp('read_on', { withTimezone: true }),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdOn)],
);

/** A member's choices; no row means the defaults (English, Asia/Kolkata, 22:00-08:00, all on). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  language: text('language').notNull().default('en'),
  /** IANA zone the quiet hours are read in. */
  timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
  /** `HH:MM`; both null: no quiet hours. */
  quietStart: text('quiet_start').default('22:00'),
  quietEnd: text('quiet_end').default('08:00'),
  /** `{push|email|sms: {kind: boolean}}`; a kind left out is on. */
  channels: jsonb('channels').$type<Record<string, Record<string, boolean>>>().notNull().default({}),
});

/**
 * A delivery held by quiet hours: sent with the others of its channel as one digest once the
 * member's quiet hours end (the digest job).
 */
export const heldNotifications = pgTable(
  'held_notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    heldOn: timestamp('held_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('held_notifications_user_idx').on(t.userId)],
);

/** A browser's web push subscription (one per device); the endpoint is on PUSH_ALLOWED_HOSTS. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** A member's saved search: the list filters, and up to when new profiles were already told. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Query-string fields of `GET /api/profiles/list/`. */
    filters: jsonb('filters').$type<Record<string, string>>().notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    /** Profiles approved after this moment are new to this search. */
    checkedUntil: timestamp('checked_until', { withTimezone: true }).notNull().defaultNow(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId)],
);
