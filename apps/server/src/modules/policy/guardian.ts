/**
 * Who may do what with guardians (DESIGN.md D2, D19; issue 10), written once:
 * - only a member with a profile invites and removes guardians, and removes only their own
 *   (someone else's invitation id: 403; an unknown one: 404);
 * - a member has at most GUARDIANS_MAX guardians invited or active at once, never themselves;
 * - a guardian reads a member's friend chats only through an ACTIVE link to that member: a removed
 *   guardian, another member's guardian or anyone else gets 403. Nobody writes as a guardian:
 *   there is no write route, and the chat routes and sockets refuse an account without a profile.
 */
import { GUARDIANS_MAX, msg } from '@nikah/shared';
import { detailError, fieldError } from '../../lib/errors';
import type { Member } from '../auth/sessions';

/** The caller's profile id, to manage their own guardians; 403 for an account without a profile. */
export function authorizeGuardianOwner(actor: Member): number {
  if (actor.profileId === null) throw detailError(403, msg('forbidden'));
  return actor.profileId;
}

/**
 * Whether `actor` may invite `contact` when `current` guardians are invited or active (not
 * counting an invitation to the same contact that a new one replaces). Throws 400
 * `{contact: ['You cannot be your own guardian.']}` for the member's own username, 400
 * `{contact: ['Already exists.']}` when that contact is already an active guardian, 409 when
 * GUARDIANS_MAX would be passed.
 */
export function authorizeGuardianInvite(
  actor: Member,
  contact: string,
  state: { current: number; activeSameContact: boolean },
): void {
  if (contact === actor.username) throw fieldError('contact', msg('guardianSelf'));
  if (state.activeSameContact) throw fieldError('contact', msg('alreadyExists'));
  if (state.current >= GUARDIANS_MAX) throw detailError(409, msg('guardianLimit', { n: GUARDIANS_MAX }));
}

/**
 * The invitation `row` when it is one of the caller's (`memberProfileId`); 404 when it does not
 * exist, 403 when it belongs to another member (D2).
 */
export function authorizeGuardianRow<R extends { memberProfileId: number }>(
  me: number,
  row: R | undefined,
): R {
  if (!row) throw detailError(404, msg('notFound'));
  if (row.memberProfileId !== me) throw detailError(403, msg('forbidden'));
  return row;
}

/**
 * "May read this member's friend chats as guardian": an active link from the caller's account
 * to the member exists (`link`); otherwise 403, the same answer for a removed guardian, another
 * member's guardian and a stranger, so the answer does not tell them apart.
 */
export function authorizeGuardianRead<L extends { status: string }>(link: L | undefined): L {
  if (!link || link.status !== 'active') throw detailError(403, msg('forbidden'));
  return link;
}
