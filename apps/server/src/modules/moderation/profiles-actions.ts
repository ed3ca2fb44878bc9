/**
 * Moderators' decisions on profiles (issue 9; DESIGN.md section 3, D4, D17): approve or reject a
 * profile, approve or reject a new photo of an approved profile. Each is one transaction that
 * changes the profile and appends the audit entry (before/after); the member is told afterwards
 * (a failed message never undoes the decision).
 */
import { eq } from 'drizzle-orm';
import { msg } from '@nikah/shared';
import type { Db, Tx } from '../../db/client';
import { profiles } from '../../db/schema';
import { detailError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { pendingColumn, removePhotoFiles, slotColumn } from '../accounts/photos';
import type { Notices } from '../notifications/service';
import { recordAudit } from './audit';

export interface ModerationDeps {
  db: Db;
  storage: Storage;
  notices: Notices;
  now: Date;
}

type ProfileRow = typeof profiles.$inferSelect;

/** The moderation state of a profile as the audit log keeps it. */
const approvalState = (p: ProfileRow) => ({
  approval_status: p.approvalStatus,
  approval_remarks: p.approvalRemarks,
  approved_on: p.approvedOn?.toISOString() ?? null,
  changed_since_approval: p.changedSinceApproval,
});

async function lockProfile(tx: Tx, id: number): Promise<ProfileRow> {
  const [row] = await tx.select().from(profiles).where(eq(profiles.id, id)).for('update');
  if (!row) throw detailError(404, msg('noProfile'));
  return row;
}

/**
 * Approves profile `id` (it becomes visible to others when also active and not blocked, D4): sets
 * approved_on, clears changed_since_approval, keeps `remarks`; tells the member
 * ('profile-approved'). `actorUserId` null is the development route (no audit entry).
 * Errors: 404 `{detail: 'No Profile Found!'}`.
 */
export async function approveProfile(
  deps: ModerationDeps,
  actorUserId: number | null,
  id: number,
  remarks: string | null,
): Promise<void> {
  const userId = await deps.db.transaction(async (tx) => {
    const before = await lockProfile(tx, id);
    const [after] = await tx
      .update(profiles)
      .set({
        approvalStatus: 'approved',
        approvalRemarks: remarks,
        approvedOn: deps.now,
        changedSinceApproval: false,
        updatedOn: deps.now,
      })
      .where(eq(profiles.id, id))
      .returning();
    if (actorUserId !== null && after) {
      await recordAudit(tx, {
        actorUserId,
        action: 'profile.approve',
        targetType: 'profile',
        targetId: id,
        before: approvalState(before),
        after: approvalState(after),
        remarks,
      });
    }
    return before.userId;
  });
  if (userId !== null) {
    await deps.notices.notify({ userId, kind: 'profile-approved', link: '/edit-profile' }, deps.now);
  }
}

/**
 * Rejects profile `id` with `remarks` (required by the route): it is never listed (D4); the member
 * gets the remarks ('profile-rejected'). Errors: 404 `{detail: 'No Profile Found!'}`.
 */
export async function rejectProfile(
  deps: ModerationDeps,
  actorUserId: number,
  id: number,
  remarks: string,
): Promise<void> {
  const userId = await deps.db.transaction(async (tx) => {
    const before = await lockProfile(tx, id);
    const [after] = await tx
      .update(profiles)
      .set({
        approvalStatus: 'rejected',
        approvalRemarks: remarks,
        changedSinceApproval: false,
        updatedOn: deps.now,
      })
      .where(eq(profiles.id, id))
      .returning();
    await recordAudit(tx, {
      actorUserId,
      action: 'profile.reject',
      targetType: 'profile',
      targetId: id,
      before: approvalState(before),
      after: after ? approvalState(after) : null,
      remarks,
    });
    return before.userId;
  });
  if (userId !== null) {
    await deps.notices.notify(
      { userId, kind: 'profile-rejected', params: { remarks }, link: '/edit-profile' },
      deps.now,
    );
  }
}

/**
 * Decides the photo waiting in slot `slot` (0 or 1) of profile `id` (D17): `approve` moves it into
 * the slot and removes the slot's old files; `reject` removes the waiting files and keeps the slot.
 * `actorUserId` null is the development route (no audit entry).
 * Errors: 404 `{detail: 'Not found.'}` when no photo waits in that slot.
 */
export async function decidePendingPhoto(
  deps: ModerationDeps,
  actorUserId: number | null,
  id: number,
  slot: number,
  decision: 'approve' | 'reject',
  remarks: string | null,
): Promise<void> {
  const column = slotColumn(slot);
  const waiting = pendingColumn(slot);
  const removed = await deps.db.transaction(async (tx) => {
    const before = await lockProfile(tx, id);
    const pending = before[waiting];
    if (!pending) throw detailError(404, msg('notFound'));
    const old = before[column];
    const set = decision === 'approve' ? { [column]: pending, [waiting]: null } : { [waiting]: null };
    await tx
      .update(profiles)
      .set({ ...set, updatedOn: deps.now })
      .where(eq(profiles.id, id));
    if (actorUserId !== null) {
      await recordAudit(tx, {
        actorUserId,
        action: `profile.photo.${decision}`,
        targetType: 'profile',
        targetId: id,
        before: { slot, photo: old, pending },
        after: { slot, photo: decision === 'approve' ? pending : old, pending: null },
        remarks,
      });
    }
    return decision === 'approve' ? old : pending;
  });
  await removePhotoFiles(deps, [removed]);
}
