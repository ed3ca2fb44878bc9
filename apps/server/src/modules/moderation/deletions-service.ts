/**
 * Deletion requests for moderators (SPEC.md sections 4 and 8, DESIGN.md D11): the list by status,
 * completing a request (the profile row wiped to a tombstone with its id and profile code so links
 * can say "deleted", the sessions ended, and every other personal datum and file of the member
 * removed by the erasure job within ERASURE_DAYS, modules/privacy/erasure.ts, DESIGN.md D22), and
 * declining one with remarks the owner reads (the profile is visible again).
 *
 * The tombstone's slug becomes `deleted-<profile code>` (the old one held the member's name); old
 * links still find it, because every slug ends with the profile code (`profileSlug`) and the one
 * lookup by slug (`findProfileBySlug`) falls back to the tombstone with that code. Reports made by
 * others AGAINST the member stay for the moderators' history with their reason, status and
 * remarks, but their free text (`details`, written about the member) is blanked and their evidence
 * files (`reports/<reportId>/...`, pictures of the member) are removed (by the erasure).
 */
import { and, asc, count, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { msg, type DeletionItem, type DeletionStatus, type deletionListQuery } from '@nikah/shared';
import type { Db, Tx } from '../../db/client';
import { photoHashes, profiles, reports, users, verificationDocuments } from '../../db/schema';
import { detailError } from '../../lib/errors';
import { blurKeyOf } from '../profiles/photos';
import type { Notices } from '../notifications/service';
import { scheduleErasure } from '../privacy/erasure';
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

/**
 * Completes the open deletion request of profile `profileId` (DESIGN.md D11, D22). The member is
 * told first ('deletion-completed', while the account still has its username); then one
 * transaction wipes the profile to a tombstone (slug `deleted-<code>`), ends the account's
 * sessions and disables its password, records the erasure due `erasureDays` days later
 * (privacy/erasure.ts: the erasure job removes every other row and every stored file of the
 * member, evidence of reports against them included) and writes the audit entry (no personal data
 * in it). Returns the tombstone. 404 unknown profile, 409 `caseDecided` when no request is open.
 */
export async function completeDeletion(
  deps: {
    db: Db;
    notices: Notices;
    now: Date;
    erasureDays: number;
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
  const done = await db.transaction(async (tx) => {
    const p = await openRequest(tx, profileId);
    const [account] =
      p.userId === null
        ? []
        : await tx
            .select({ username: users.username, email: users.email })
            .from(users)
            .where(eq(users.id, p.userId));
    const files = await filesOf(tx, p);
    const addresses = [account?.username, account?.email, p.email, p.contactNumber, p.whatsappNumber];
    await scheduleErasure(
      db,
      tx,
      {
        profileId,
        userId: p.userId,
        addresses: addresses.filter((a): a is string => !!a),
        fileKeys: files,
      },
      now,
      deps.erasureDays,
    );
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
      after: { deletion_status: 'completed', deleted_on: now.toISOString(), files_to_remove: files.length },
      remarks,
    });
    return row!;
  });
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
