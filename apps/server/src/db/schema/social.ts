/**
 * Member-to-member records: proposals (D10), favourites, visits, reports, verification (D12),
 * blocks, and reveals of contact details and original photos (D5, D6).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles';
import { users } from './users';

const profileRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });

export const proposals = pgTable(
  'proposals',
  {
    id: serial('id').primaryKey(),
    senderId: profileRef('sender_id'),
    receiverId: profileRef('receiver_id'),
    /** Sent, Opened, Accepted or Rejected (SPEC.md section 4). */
    status: text('status').notNull().default('Sent'),
    /** Rejection reason. */
    message: text('message'),
    /** The sender's optional note (issue 34 point 8), and whether the scam shield matched it. */
    note: text('note'),
    noteScam: boolean('note_scam').notNull().default(false),
    /** When the receiver first viewed it (status Opened). */
    openedOn: timestamp('opened_on', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('proposals_open_pair_uq')
      .on(t.senderId, t.receiverId)
      .where(sql`status in ('Sent', 'Opened')`),
    index('proposals_receiver_idx').on(t.receiverId, t.createdOn),
    index('proposals_sender_idx').on(t.senderId, t.createdOn),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    profileId: profileRef('profile_id'),
    favouriteProfileId: profileRef('favourite_profile_id'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.favouriteProfileId] })],
);

export const visits = pgTable(
  'visits',
  {
    visitorId: profileRef('visitor_id'),
    visitedId: profileRef('visited_id'),
    visitCount: integer('visit_count').notNull().default(1),
    lastVisitedOn: timestamp('last_visited_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.visitorId, t.visitedId] }),
    index('visits_visited_idx').on(t.visitedId, t.lastVisitedOn),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: profileRef('reporter_id'),
    reportedId: profileRef('reported_id'),
    reason: text('reason').notNull(),
    details: text('details'),
    evidenceKey: text('evidence_key'),
    /** open, dismissed, warned or blocked (the moderator's decision). */
    status: text('status').notNull().default('open'),
    remarks: text('remarks'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedOn: timestamp('decided_on', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reports_pair_uq').on(t.reporterId, t.reportedId)],
);

export const verificationDocuments = pgTable('verification_documents', {
  id: serial('id').primaryKey(),
  profileId: profileRef('profile_id'),
  storageKey: text('storage_key').notNull(),
  mimeType: text('mime_type').notNull(),
  status: text('status').notNull().default('In Process'),
  remarks: text('remarks'),
  submittedOn: timestamp('submitted_on', { withTimezone: true }).notNull().defaultNow(),
  decidedOn: timestamp('decided_on', { withTimezone: true }),
  decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  /** When the file was removed from storage (a set time after the decision, D12). */
  fileDeletedOn: timestamp('file_deleted_on', { withTimezone: true }),
});

export const blocks = pgTable(
  'blocks',
  {
    blockerId: profileRef('blocker_id'),
    blockedId: profileRef('blocked_id'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] })],
);

/**
 * Each time a member was shown another's contact details ("Show contact") or original photos (a
 * right captcha answer), DESIGN.md D5 and D6: the daily caps count these rows, and the owner
 * lists them ("who viewed my number"). The owner's own reveals are not recorded.
 */
export const contactViews = pgTable(
  'contact_views',
  {
    id: serial('id').primaryKey(),
    /** The account that asked; the caps count per account (a superuser may have no profile). */
    viewerUserId: integer('viewer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The viewer's profile, shown to the owner; null for an account without one. */
    viewerProfileId: integer('viewer_profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    profileId: profileRef('profile_id'),
    /** 'contact' or 'photos' (REVEAL_KINDS). */
    kind: text('kind').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_views_viewer_idx').on(t.viewerUserId, t.kind, t.createdOn),
    index('contact_views_profile_idx').on(t.profileId, t.createdOn),
  ],
);

/**
 * Messages sent to a member by the notifier about member-to-member events (a proposal received or
 * accepted); the throttle of at most one such message per member per hour reads these rows.
 */
export const notificationLog = pgTable(
  'notification_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What it was about, e.g. 'proposal-received', 'proposal-accepted', 'approved'. */
    kind: text('kind').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_log_user_idx').on(t.userId, t.createdOn)],
);

/**
 * Perceptual hashes of uploaded photos (issue 9, photo-reuse detection): one row per stored
 * original, so a new photo can be compared with those of other profiles.
 */
export const photoHashes = pgTable(
  'photo_hashes',
  {
    id: serial('id').primaryKey(),
    profileId: profileRef('profile_id'),
    storageKey: text('storage_key').notNull(),
    /** 64-bit hash as 16 hex digits. */
    hash: text('hash').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('photo_hashes_profile_idx').on(t.profileId),
    uniqueIndex('photo_hashes_key_uq').on(t.storageKey),
  ],
);

/**
 * Append-only record of every moderator action (issue 9): who, what, on which object, the state
 * before and after, and the remarks. Rows are only ever inserted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. 'profile.approve', 'member.block', 'deletion.complete'. */
    action: text('action').notNull(),
    /** 'profile', 'member', 'report', 'document', 'deletion', 'content', ... */
    targetType: text('target_type').notNull(),
    targetId: integer('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    remarks: text('remarks'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdOn),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
