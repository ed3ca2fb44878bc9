/**
 * Deletion requests for moderators (SPEC.md sections 4 and 8, DESIGN.md D11): the list by status,
 * completing a request (every personal datum and file of the member removed, the profile row kept
 * as a tombstone with its id and profile code so links can say "deleted"), and declining one
 * with remarks the owner reads (the profile is visible again).
 *
 * The tombstone's slug becomes `deleted-<profile code>` (the old one held the member's name); old
 * links still find it, because every slug ends with the profile code (`profileSlug`) and the one
 * lookup by slug (`findProfileBySlug`) falls back to the tombstone with that code. Reports made by
 * others AGAINST the member stay for the moderators' history with their reason, status and
 * remarks, but their free text (`details`, written about the member) is blanked and their evidence
 * files (`reports/<reportId>/...`, pictures of the member) are removed.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { msg, type DeletionItem, type DeletionStatus, type deletionListQuery } from '@nikah/shared';
import type { Db, Tx } from '../../db/client';
import {
  blocks,
  chatMessages,
  contactViews,
  favourites,
  feedback,
  groupMembers,
  groupMessages,
  notificationLog,
  otpCodes,
  outbox,
  photoHashes,
  profiles,
  proposals,
  reports,
  users,
  verificationDocuments,
  visits,
} from '../../db/schema';
import { detailError } from '../../lib/errors';
import { removeImageVariants } from '../../lib/image-variants';
import type { Storage } from '../../lib/storage';
import { blurKeyOf } from '../profiles/photos';
import type { Notices } from '../notifications/service';
import { eraseMemberNotificationData } from '../notifications/erase';
import { recordAudit } from './audit';
import { iso, offsetOf } from './cases-shared';

type ProfileRow = typeof profiles.$inferSelect;

/** The name a completed deletion leaves on the tombstone. */
export const DELETED_NAME = 'Deleted profile';

function toDeletionItem(p: ProfileRow): DeletionItem {
  return {
    id: p.id,
    profile_code: p.profileCode,
    full_name: p.fullName,
    slug: p.slug,
    reason_to_delete: p.reasonToDelete,
    deletion_status: p.deletionStatus as DeletionStatus,
    deletion_remarks: p.deletionRemarks,
    deletion_requested_on: iso(p.deletionRequestedOn),
    deleted_on: iso(p.deletedOn),
    created_on: p.createdOn.toISOString(),
  };
}

/**
 * A page of profiles whose deletion_status is `q.status`, by request time (oldest first unless
 * `ordering=-deletion_requested_on`; declined ones, whose request time is cleared, last).
 */
export async function listDeletions(db: Db, q: z.output<typeof deletionListQuery>) {
  const where = eq(profiles.deletionStatus, q.status);
  const [total] = await db.select({ n: count() }).from(profiles).where(where);
  const newest = q.ordering === '-deletion_requested_on';
  const rows = await db
    .select()
    .from(profiles)
    .where(where)
    .orderBy(
      newest
        ? sql`${profiles.deletionRequestedOn} desc nulls last`
        : sql`${profiles.deletionRequestedOn} asc nulls last`,
      (newest ? desc : asc)(profiles.id),
    )
    .limit(q.page_size)
    .offset(offsetOf(q));
  return { count: total?.n ?? 0, results: rows.map(toDeletionItem) };
}

/** The profile `id` locked for this transaction; 404 unknown, 409 when no request is open. */
async function openRequest(tx: Tx, id: number): Promise<ProfileRow> {
  const [p] = await tx.select().from(profiles).where(eq(profiles.id, id)).for('update');
  if (!p) throw detailError(404, msg('noProfile'));
  if (p.deletionStatus !== 'requested') throw detailError(409, msg('caseDecided'));
  return p;
}

/**
 * Every storage key holding a file of profile `p`: photos (and blurred variants), documents, and
 * the evidence of reports the member made or that were made against the member.
 */
async function filesOf(db: Db | Tx, p: ProfileRow): Promise<string[]> {
  const photos = [p.photo1, p.photo2, p.photo3, p.photo1Pending, p.photo2Pending];
  const hashed = await db
    .select({ key: photoHashes.storageKey })
    .from(photoHashes)
    .where(eq(photoHashes.profileId, p.id));
  const docs = await db
    .select({ key: verificationDocuments.storageKey })
    .from(verificationDocuments)
    .where(eq(verificationDocuments.profileId, p.id));
  const evidence = await db
    .select({ key: reports.evidenceKey })
    .from(reports)
    .where(
      and(or(eq(reports.reporterId, p.id), eq(reports.reportedId, p.id)), isNotNull(reports.evidenceKey)),
    );
  const originals = [...photos, ...hashed.map((h) => h.key)].filter((k): k is string => !!k);
  const keys = [
    ...originals,
    ...originals.map(blurKeyOf),
    ...docs.map((d) => d.key),
    ...evidence.map((e) => e.key).filter((k): k is string => !!k),
  ];
  return [...new Set(keys)];
}

/**
 * The tombstone of profile code `code`: every personal column wiped (names, dates, numbers, e-mail,
 * free texts, places, photos), the slug replaced by `deleted-<code>` (the old one held the name),
 * the id and profile code kept; hidden for good (inactive, deleted_on set).
 */
function tombstone(now: Date, code: string) {
  return {
    userId: null,
    slug: `deleted-${code.toLowerCase()}`,
    fullName: DELETED_NAME,
    martialStatus: '',
    detailForThisStatus: null,
    durationAfterKhulaOrDivorce: null,
    noOfChildren: null,
    yearOfBirth: 1900,
    monthOfBirth: null,
    dateOfBirth: '1900-01-01',
    height: '',
    heightInches: 0,
    weight: null,
    education: '',
    degree: null,
    occupation: '',
    handicapDetail: null,
    hobbies: '',
    state: '',
    city: '',
    country: '',
    stateCurrent: null,
    cityCurrent: null,
    countryCurrent: '',
    sameLocation: false,
    fathersName: '',
    fathersOccupation: '',
    mothersName: '',
    mothersOccupation: '',
    noOfBrothers: 0,
    noOfMarriedBrothers: 0,
    noOfSisters: 0,
    noOfMarriedSisters: 0,
    biradari: '',
    maslak: '',
    contactOf: '',
    contactNumber: '',
    whatsappCountryCode: '',
    whatsappNumber: '',
    email: null,
    privateContact: true,
    expectations: '',
    extraInformation: '',
    expectationProposal: null,
    isActive: false,
    approvalRemarks: null,
    changedSinceApproval: false,
    isBlocked: false,
    blockedReason: null,
    photo1: null,
    photo2: null,
    photo3: null,
    photo1Pending: null,
    photo2Pending: null,
    avatarSeed: null,
    verificationStatus: 'Not Verified',
    verificationRemarks: null,
    reasonToDelete: null,
    deletionRemarks: null,
    deletionStatus: 'completed',
    deletedOn: now,
    viewCount: 0,
    lastActive: null,
    updatedOn: now,
  } satisfies Partial<typeof profiles.$inferInsert>;
}

/** Removes every row about member `p` (account `userId`) but the profile row, inside `tx`. */
async function removeMemberRows(tx: Tx, p: ProfileRow, userId: number | null, account: string | null) {
  const id = p.id;
  await tx.delete(favourites).where(or(eq(favourites.profileId, id), eq(favourites.favouriteProfileId, id)));
  await tx.delete(visits).where(or(eq(visits.visitorId, id), eq(visits.visitedId, id)));
  await tx.delete(proposals).where(or(eq(proposals.senderId, id), eq(proposals.receiverId, id)));
  await tx.delete(blocks).where(or(eq(blocks.blockerId, id), eq(blocks.blockedId, id)));
  await tx.delete(chatMessages).where(or(eq(chatMessages.senderId, id), eq(chatMessages.receiverId, id)));
  await tx.delete(groupMessages).where(eq(groupMessages.senderId, id));
  await tx.delete(groupMembers).where(eq(groupMembers.profileId, id));
  const views = [eq(contactViews.profileId, id), eq(contactViews.viewerProfileId, id)];
  if (userId !== null) views.push(eq(contactViews.viewerUserId, userId));
  await tx.delete(contactViews).where(or(...views));
  await tx.delete(reports).where(eq(reports.reporterId, id));
  // Reports against the member stay (moderators' history) with their reason only.
  await tx.update(reports).set({ details: null, evidenceKey: null }).where(eq(reports.reportedId, id));
  await tx.delete(verificationDocuments).where(eq(verificationDocuments.profileId, id));
  await tx.delete(photoHashes).where(eq(photoHashes.profileId, id));
  // What was sent to or asked by the member's username, number or e-mail.
  const addresses = [account, p.email, p.contactNumber, p.whatsappNumber].filter((a): a is string => !!a);
  if (addresses.length > 0) {
    await tx.delete(outbox).where(inArray(outbox.to, addresses));
    await tx.delete(otpCodes).where(inArray(otpCodes.username, addresses));
    await tx
      .delete(feedback)
      .where(or(inArray(feedback.mobile, addresses), inArray(feedback.email, addresses)));
  }
  if (userId !== null) {
    await tx.delete(notificationLog).where(eq(notificationLog.userId, userId));
    await eraseMemberNotificationData(tx, userId, id);
    // Sessions and captchas go with the account (ON DELETE CASCADE).
    await tx.delete(users).where(eq(users.id, userId));
  }
}

/**
 * Completes the open deletion request of profile `profileId` (DESIGN.md D11). The member is told
 * first ('deletion-completed', while the account still has its username); then one transaction
 * removes their account (sessions with it), favourites, visits, proposals, contact views, blocks,
 * chat and group messages, reports they made, documents, photo hashes, notification log, outbox
 * messages and codes, and feedback they sent, blanks the details of reports against them, wipes
 * the profile to a tombstone (slug `deleted-<code>`), and writes the audit entry (no personal data
 * in it); finally the stored files are removed, evidence of reports against them included. Returns the
 * tombstone. 404 unknown profile, 409 `caseDecided` when no request is open.
 */
export async function completeDeletion(
  deps: {
    db: Db;
    storage: Storage;
    notices: Notices;
    now: Date;
    logError: (err: unknown, m: string) => void;
  },
  actorUserId: number,
  profileId: number,
  remarks: string | null,
): Promise<DeletionItem> {
  const { db, now } = deps;
  const [current] = await db.select().from(profiles).where(eq(profiles.id, profileId));
  if (!current) throw detailError(404, msg('noProfile'));
  if (current.deletionStatus !== 'requested') throw detailError(409, msg('caseDecided'));
  if (current.userId !== null) {
    await deps.notices.notify({ userId: current.userId, kind: 'deletion-completed', link: '/' }, now);
  }
  const { done, keys } = await db.transaction(async (tx) => {
    const p = await openRequest(tx, profileId);
    const [account] =
      p.userId === null
        ? []
        : await tx.select({ username: users.username }).from(users).where(eq(users.id, p.userId));
    const files = await filesOf(tx, p);
    await removeMemberRows(tx, p, p.userId, account?.username ?? null);
    const [row] = await tx
      .update(profiles)
      .set(tombstone(now, p.profileCode))
      .where(eq(profiles.id, profileId))
      .returning();
    await recordAudit(tx, {
      actorUserId,
      action: 'deletion.complete',
      targetType: 'deletion',
      targetId: profileId,
      before: { deletion_status: p.deletionStatus, requested_on: iso(p.deletionRequestedOn) },
      after: { deletion_status: 'completed', deleted_on: now.toISOString(), files_removed: files.length },
      remarks,
    });
    return { done: row!, keys: files };
  });
  for (const key of keys) {
    await deps.storage.remove(key).catch((err: unknown) => deps.logError(err, 'could not remove a file'));
    // A photo's resized copies (issue 11) are personal data too.
    await removeImageVariants(deps.storage, key);
  }
  return toDeletionItem(done);
}

/**
 * Declines the open deletion request of profile `profileId` with `remarks` (shown to the owner):
 * deletion_status 'declined', deletion_requested_on cleared (the profile is visible again if it
 * otherwise is), the audit entry, then the member is told ('deletion-declined'). Returns the
 * profile's request. 404 unknown profile, 409 `caseDecided` when no request is open.
 */
export async function declineDeletion(
  deps: { db: Db; notices: Notices; now: Date },
  actorUserId: number,
  profileId: number,
  remarks: string,
): Promise<DeletionItem> {
  const { db, now } = deps;
  const done = await db.transaction(async (tx) => {
    const p = await openRequest(tx, profileId);
    const [row] = await tx
      .update(profiles)
      .set({
        deletionStatus: 'declined',
        deletionRequestedOn: null,
        deletionRemarks: remarks,
        updatedOn: now,
      })
      .where(eq(profiles.id, profileId))
      .returning();
    await recordAudit(tx, {
      actorUserId,
      action: 'deletion.decline',
      targetType: 'deletion',
      targetId: profileId,
      before: { deletion_status: p.deletionStatus, deletion_requested_on: iso(p.deletionRequestedOn) },
      after: { deletion_status: 'declined', deletion_requested_on: null, deletion_remarks: remarks },
      remarks,
    });
    return row!;
  });
  if (done.userId !== null) {
    await deps.notices.notify(
      { userId: done.userId, kind: 'deletion-declined', params: { remarks }, link: `/profiles/${done.slug}` },
      now,
    );
  }
  return toDeletionItem(done);
}
