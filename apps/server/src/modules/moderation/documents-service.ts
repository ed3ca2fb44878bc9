/**
 * Verification documents for moderators (SPEC.md sections 4 and 6, DESIGN.md D12): the list by
 * status, the decision on a profile's latest document In Process (profile verification_status and
 * remarks follow it, the member is told), and the stored file, which only superusers can open.
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { msg, type DocumentItem, type VerificationDecision, type documentListQuery } from '@nikah/shared';
import type { Db } from '../../db/client';
import { profiles, verificationDocuments } from '../../db/schema';
import { detailError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import type { Notices } from '../notifications/service';
import { recordAudit } from './audit';
import { presentCaseProfile, type CaseProfileRow } from '../../presenters/case-profile';
import { caseProfileColumns, iso, offsetOf } from './cases-shared';

type DocumentRow = typeof verificationDocuments.$inferSelect;

/** Admin-only URL of a document's stored file. */
export const documentFileUrl = (id: number) => `/api/admin/documents/${id}/file`;

function toDocumentItem(d: DocumentRow, p: CaseProfileRow): DocumentItem {
  return {
    id: d.id,
    status: d.status as DocumentItem['status'],
    remarks: d.remarks,
    mime_type: d.mimeType,
    submitted_on: d.submittedOn.toISOString(),
    decided_on: iso(d.decidedOn),
    file_deleted_on: iso(d.fileDeletedOn),
    file: d.fileDeletedOn ? null : documentFileUrl(d.id),
    profile: presentCaseProfile(p),
  };
}

/** A page of documents with status `q.status`, by submission time (oldest first by default). */
export async function listDocuments(db: Db, q: z.output<typeof documentListQuery>) {
  const where = eq(verificationDocuments.status, q.status);
  const [total] = await db.select({ n: count() }).from(verificationDocuments).where(where);
  const order = q.ordering === '-submitted_on' ? desc : asc;
  const rows = await db
    .select({ doc: verificationDocuments, profile: caseProfileColumns })
    .from(verificationDocuments)
    .innerJoin(profiles, eq(profiles.id, verificationDocuments.profileId))
    .where(where)
    .orderBy(order(verificationDocuments.submittedOn), order(verificationDocuments.id))
    .limit(q.page_size)
    .offset(offsetOf(q));
  return { count: total?.n ?? 0, results: rows.map((r) => toDocumentItem(r.doc, r.profile)) };
}

/**
 * Decides the latest document In Process of profile `profileId`: the document gets `status`,
 * `remarks`, who and when; the profile's verification_status and verification_remarks follow; the
 * audit log gets before and after (one transaction). Then the member is told
 * ('verification-decided'). Returns the decided document. 404 for an unknown profile, 409
 * `noDocumentInProcess` when nothing waits.
 */
export async function decideVerification(
  deps: { db: Db; notices: Notices; now: Date },
  actorUserId: number,
  profileId: number,
  decision: { status: VerificationDecision; remarks?: string | undefined },
): Promise<DocumentItem> {
  const remarks = decision.remarks || null;
  const result = await deps.db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ ...caseProfileColumns, userId: profiles.userId, remarks: profiles.verificationRemarks })
      .from(profiles)
      .where(eq(profiles.id, profileId))
      .for('update');
    if (!profile) throw detailError(404, msg('noProfile'));
    const [doc] = await tx
      .select()
      .from(verificationDocuments)
      .where(
        and(eq(verificationDocuments.profileId, profileId), eq(verificationDocuments.status, 'In Process')),
      )
      .orderBy(desc(verificationDocuments.submittedOn), desc(verificationDocuments.id))
      .limit(1);
    if (!doc) throw detailError(409, msg('noDocumentInProcess'));
    const [decided] = await tx
      .update(verificationDocuments)
      .set({ status: decision.status, remarks, decidedOn: deps.now, decidedBy: actorUserId })
      .where(eq(verificationDocuments.id, doc.id))
      .returning();
    await tx
      .update(profiles)
      .set({ verificationStatus: decision.status, verificationRemarks: remarks, updatedOn: deps.now })
      .where(eq(profiles.id, profileId));
    await recordAudit(tx, {
      actorUserId,
      action: 'verification.decide',
      targetType: 'profile',
      targetId: profileId,
      before: {
        document_id: doc.id,
        document_status: doc.status,
        verification_status: profile.verificationStatus,
        verification_remarks: profile.remarks,
      },
      after: {
        document_id: doc.id,
        document_status: decision.status,
        verification_status: decision.status,
        verification_remarks: remarks,
      },
      remarks,
    });
    const after = { ...profile, verificationStatus: decision.status };
    return { item: toDocumentItem(decided!, after), userId: profile.userId, slug: profile.slug };
  });
  if (result.userId !== null) {
    const verified = decision.status === 'Verified';
    await deps.notices.notify(
      {
        userId: result.userId,
        kind: 'verification-decided',
        params: { verified: String(verified), remarks: remarks ?? '' },
        link: `/profiles/${result.slug}`,
      },
      deps.now,
    );
  }
  return result.item;
}

/**
 * The stored file of document `id`: its absolute path and content type. 404 when the document is
 * unknown or its file was deleted (DESIGN.md D12: a set time after the decision). Each view by
 * moderator `viewerUserId` is written to the audit log ('document.view').
 */
export async function documentFile(
  deps: { db: Db; storage: Storage },
  id: number,
  viewerUserId: number,
): Promise<{ file: string; mimeType: string }> {
  const [doc] = await deps.db.select().from(verificationDocuments).where(eq(verificationDocuments.id, id));
  if (!doc || doc.fileDeletedOn) throw detailError(404, msg('notFound'));
  const file = await deps.storage.locate(doc.storageKey);
  if (!file) throw detailError(404, msg('notFound'));
  // Every look at an identity document is on record (DESIGN.md D22): who, which, when.
  await recordAudit(deps.db, {
    actorUserId: viewerUserId,
    action: 'document.view',
    targetType: 'document',
    targetId: doc.id,
    before: null,
    after: { profile_id: doc.profileId, status: doc.status },
  });
  return { file, mimeType: doc.mimeType };
}
