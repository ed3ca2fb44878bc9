/** Group forums (DESIGN.md D8) and friend chat (D7); member ids are profile ids. */
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  groupName: text('group_name').notNull().unique(),
  createdBy: integer('created_by').references(() => profiles.id, { onDelete: 'set null' }),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
});

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    isAdmin: boolean('is_admin').notNull().default(false),
    joinedOn: timestamp('joined_on', { withTimezone: true }).notNull().defaultNow(),
    lastReadOn: timestamp('last_read_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.profileId] })],
);

export const groupMessages = pgTable(
  'group_messages',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => profiles.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    text: text('text').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('group_messages_group_idx').on(t.groupId, t.createdOn)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** sent, received or read (SPEC.md section 4). */
    status: text('status').notNull().default('sent'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_pair_idx').on(t.senderId, t.receiverId, t.createdOn),
    index('chat_messages_receiver_status_idx').on(t.receiverId, t.status),
  ],
);
