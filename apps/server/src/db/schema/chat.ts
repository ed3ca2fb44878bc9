/** Group forums (DESIGN.md D8) and friend chat (D7); member ids are profile ids. */
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { profiles } from './profiles';
import { users } from './users';

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
    /** Sent by a superuser: the forum shows it styled apart (SPEC.md section 6). */
    fromAdmin: boolean('from_admin').notNull().default(false),
    /** The scam shield (DESIGN.md D20) matched it: both sides see a warning; moderators see counts. */
    scam: boolean('scam').notNull().default(false),
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
    /** When a device of the receiver got it (status received). */
    receivedOn: timestamp('received_on', { withTimezone: true }),
    /** When the receiver opened the conversation (status read). */
    readOn: timestamp('read_on', { withTimezone: true }),
    /** The scam shield (DESIGN.md D20) matched it. */
    scam: boolean('scam').notNull().default(false),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_pair_idx').on(t.senderId, t.receiverId, t.createdOn),
    index('chat_messages_receiver_status_idx').on(t.receiverId, t.status),
  ],
);

/**
 * A member's guardian (wali, DESIGN.md D19): invited by phone or e-mail, active after accepting
 * with a one-time code (kept hashed, limited tries, expiring), then able to read (never write)
 * the member's friend chats; removed by the member at any time.
 */
export const guardians = pgTable(
  'guardians',
  {
    id: serial('id').primaryKey(),
    memberProfileId: integer('member_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The guardian's mobile number (10 digits) or e-mail address, as invited. */
    contact: text('contact').notNull(),
    /** Name the member gave (e.g. "Abbu"). */
    name: text('name'),
    codeHash: text('code_hash'),
    codeExpiresOn: timestamp('code_expires_on', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** invited, active or removed. */
    status: text('status').notNull().default('invited'),
    /** The account the guardian reads with, once accepted. */
    guardianUserId: integer('guardian_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    acceptedOn: timestamp('accepted_on', { withTimezone: true }),
    removedOn: timestamp('removed_on', { withTimezone: true }),
  },
  (t) => [
    index('guardians_member_idx').on(t.memberProfileId, t.status),
    index('guardians_user_idx').on(t.guardianUserId, t.status),
  ],
);
