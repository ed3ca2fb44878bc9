/**
 * Who may report a profile, ask for their own profile's deletion and upload verification
 * documents (SPEC.md sections 4-6, DESIGN.md D2, D11, D12; issue 8). The routes of
 * modules/reports, modules/verification and accounts/deletion-routes.ts call these, after
 * `authorize(actor, 'actAs', ...)` (authorize.ts) for the profile id in their path.
 */
import { DELETION_BLOCK_DAYS, msg } from '@nikah/shared';
import { detailError } from '../../lib/errors';
import { DAY_MS } from '../../lib/time';
import type { Member } from '../auth/sessions';
import { isOwner, maySeeProfile } from './index';
import type { VisibilityFields } from './visibility';

/** What the report rule reads of the reporter's and the reported profile. */
export interface ReportParties {
  reporter: { id: number; verificationStatus: string } | undefined;
  reported: ({ id: number } & VisibilityFields) | undefined;
}

/**
 * "Member may report profile" (SPEC.md section 6, D11): the reporter's own profile is Verified,
 * the reported one is not theirs and is visible to them. Throws 403 `{detail: 'Kindly verify your
 * profile to report the user.'}` for an unverified reporter (or an account without a profile),
 * 403 'You cannot report your own profile.' for oneself and 404 'No Profile Found!' for an
 * unknown or hidden profile. Returns the reported profile's id.
 */
export function authorizeReport(actor: Member, parties: ReportParties): number {
  const { reporter, reported } = parties;
  if (!reporter || reporter.id !== actor.profileId || reporter.verificationStatus !== 'Verified') {
    throw detailError(403, msg('verifyToReport'));
  }
  if (reported && isOwner(actor, reported)) throw detailError(403, msg('reportSelf'));
  if (!reported || !maySeeProfile(actor, reported)) throw detailError(404, msg('noProfile'));
  return reported.id;
}

/** What the deletion rule reads of the profile. */
export interface DeletionState {
  createdOn: Date;
  deletionStatus: string | null;
  deletionRequestedOn: Date | null;
}

/**
 * When a profile made at `createdOn` may first be asked for deletion: DELETION_BLOCK_DAYS (7)
 * days later (SPEC.md section 5). The owner's detail shows it before the form (issue 34 point 4).
 */
export function deletionAllowedFrom(createdOn: Date): Date {
  return new Date(createdOn.getTime() + DELETION_BLOCK_DAYS * DAY_MS);
}

/**
 * "Owner may ask for deletion now" (SPEC.md sections 1 and 5, D11): not while a request is
 * pending (409 'Your delete request is already with Admin.'), and not before
 * `deletionAllowedFrom` (403 `deleteTooSoon`, which offers hiding the profile instead and accuses
 * nobody, issue 34 point 4). A declined request may be followed by a new one.
 */
export function authorizeDeletionRequest(profile: DeletionState, now: Date): void {
  if (profile.deletionStatus === 'requested' || profile.deletionStatus === 'completed') {
    throw detailError(409, msg('deletePending'));
  }
  if (now < deletionAllowedFrom(profile.createdOn)) {
    throw detailError(403, msg('deleteTooSoon', { days: DELETION_BLOCK_DAYS }));
  }
}
