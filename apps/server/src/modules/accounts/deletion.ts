/**
 * Asking for one's own profile to be deleted (SPEC.md sections 1, 4, 5 and 8; DESIGN.md D11):
 * refused within DELETION_BLOCK_DAYS of creation and while a request is pending (the policy's
 * `authorizeDeletionRequest`); otherwise the reason is recorded with `deletion_requested_on` and
 * `deletion_status = 'requested'`, which takes the profile out of search, lists and others'
 * detail at once (the visibility rule reads deletion_requested_on). A moderator completes it.
 */
import { eq } from 'drizzle-orm';
import {
  DELETE_OTHER_REASON,
  messageText,
  msg,
  type DeleteRequestBody,
  type DeleteRequestResponse,
} from '@nikah/shared';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { detailError } from '../../lib/errors';
import { authorizeDeletionRequest } from '../policy';

/**
 * The stored reason_to_delete: the chosen reason, or for 'Others' `Others: <the member's text>`
 * (the profile has one reason column).
 */
export function storedReason(body: DeleteRequestBody): string {
  return body.reason_to_delete === DELETE_OTHER_REASON
    ? `${DELETE_OTHER_REASON}: ${body.reason_detail ?? ''}`
    : body.reason_to_delete;
}

/**
 * Records the deletion request of profile `profileId` (the caller's own: the route checks) at
 * `now`. Errors: 404 when the profile is gone, 409 while a request is pending, 403 `deleteTooSoon`
 * within 7 days of creation.
 */
export async function requestDeletion(
  db: Db,
  profileId: number,
  body: DeleteRequestBody,
  now: Date,
): Promise<DeleteRequestResponse> {
  const reason = storedReason(body);
  await db.transaction(async (tx) => {
    const [p] = await tx
      .select({
        createdOn: profiles.createdOn,
        deletionStatus: profiles.deletionStatus,
        deletionRequestedOn: profiles.deletionRequestedOn,
      })
      .from(profiles)
      .where(eq(profiles.id, profileId))
      .for('update');
    if (!p) throw detailError(404, msg('noProfile'));
    authorizeDeletionRequest(p, now);
    await tx
      .update(profiles)
      .set({
        reasonToDelete: reason,
        deletionRequestedOn: now,
        deletionStatus: 'requested',
        deletionRemarks: null,
        updatedOn: now,
      })
      .where(eq(profiles.id, profileId));
  });
  return {
    status: 'Done',
    message: messageText(msg('deleteRequested')),
    deletion_status: 'requested',
    reason_to_delete: reason,
    deletion_requested_on: now.toISOString(),
  };
}
