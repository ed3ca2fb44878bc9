/**
 * Who may do what in the group forums (SPEC.md sections 4, 6 and 8; DESIGN.md D2, D8; issue 10),
 * written once for modules/groups:
 * - identity: a `user_id` given in a body must be the session's profile id (else 403), and a
 *   superuser without a profile acts as nobody: `authorize(actor, 'actAsOrModerate', ...)`;
 * - superusers create and delete groups, may read and post in any group (moderation) and join
 *   without a verification; their messages are marked `from_admin`;
 * - a member joins only when their verification_status is Verified (403 'You're not verified!
 *   Please complete your verification.⚠️');
 * - only members read (403 'You need to join this group to see messages!❗') and post;
 * - a member whose deletion is pending (leaving.ts) still reads and leaves, but neither joins nor
 *   posts (403 'deletionPendingNoContact').
 */
import { msg } from '@nikah/shared';
import { detailError } from '../../lib/errors';
import type { Member } from '../auth/sessions';
import { authorizeNewContact } from './leaving';

/** Throws 403 'You do not have permission to perform this action.' unless `actor` is a superuser. */
export function authorizeGroupManager(actor: Member): void {
  if (!actor.isSuperuser) throw detailError(403, msg('forbidden'));
}

/**
 * "May join" (D8): a superuser, or a member whose verification_status is `Verified`; else 403
 * 'You're not verified! Please complete your verification.⚠️'. A superuser without a profile
 * cannot be a member (403 forbidden); they read and post without joining. Nobody joins while
 * their own deletion is pending (`leaving`, leaving.ts: 403 'deletionPendingNoContact').
 */
export function authorizeJoin(actor: Member, verificationStatus: string | null, leaving: boolean): number {
  if (actor.profileId === null) throw detailError(403, msg('forbidden'));
  authorizeNewContact(leaving);
  if (!actor.isSuperuser && verificationStatus !== 'Verified') throw detailError(403, msg('notVerified'));
  return actor.profileId;
}

/**
 * "May read and post in this group": a member of it, or a superuser; else 403 'You need to join
 * this group to see messages!❗'. Posting also needs `authorizeNewContact` (leaving.ts).
 */
export function authorizeGroupMember(actor: Member, isMember: boolean): void {
  if (!isMember && !actor.isSuperuser) throw detailError(403, msg('joinGroupFirst'));
}
