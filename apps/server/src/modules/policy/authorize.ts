/**
 * Who the session acts as (DESIGN.md D2 "Identity"; issue 33 point 1), decided here and nowhere
 * else, in Outline's shape `authorize(actor, action, subject)`: every member route and service asks
 * it before it reads or writes as a profile, and ownership-lint.test.ts fails on a route that
 * compares the session's id with an id it was given by itself.
 *
 * Actions (each refuses a visitor with 401 'notAuthenticated'):
 * - `actAs` `{profileId?}`: the session's own profile, which an id given in a path, query or body
 *   (`{userId}`, `sender_id`, `user_id`) must name. Returns the profile id; 403 'forbidden' for
 *   another id and for an account without a profile (a moderator).
 * - `actAsOrModerate` `{profileId?}`: the same, except that a moderator (a superuser without a
 *   profile) acts as nobody and gets null (the group forums, policy/groups.ts).
 * - `ownProfile` `{}`: the session's own profile as a thing to find (`PATCH profiles/visibility/`,
 *   D16): 404 'No Profile Found!' for an account without one.
 * - `actAsAccount` `{username}`: the session's own account, named by its username
 *   (`profiles/get-email/`). Returns the account id; 403 'forbidden' for another username.
 * A guardian's session never gets here on a member route: `authenticate` refuses it first
 * (policy/actors.ts, plugins/auth.ts).
 */
import { msg } from '@nikah/shared';
import { detailError } from '../../lib/errors';
import type { Member } from '../auth/sessions';

/** A profile the caller says they act as; omitted, the session's own. */
export interface ProfileSubject {
  profileId?: number | undefined;
}

/** An account the caller names by its username. */
export interface AccountSubject {
  username: string;
}

export type ActingAction = 'actAs' | 'actAsOrModerate' | 'ownProfile' | 'actAsAccount';

/** `actAs`: the session's profile id, which `subject.profileId` (when given) must be. */
export function authorize(actor: Member | null, action: 'actAs', subject: ProfileSubject): number;
/** `actAsOrModerate`: as `actAs`, but null for a moderator without a profile. */
export function authorize(
  actor: Member | null,
  action: 'actAsOrModerate',
  subject: ProfileSubject,
): number | null;
/** `ownProfile`: the session's profile id; 404 'No Profile Found!' without one. */
export function authorize(actor: Member | null, action: 'ownProfile', subject: Record<string, never>): number;
/** `actAsAccount`: the session's account id, whose username `subject.username` must be. */
export function authorize(actor: Member | null, action: 'actAsAccount', subject: AccountSubject): number;
export function authorize(
  actor: Member | null,
  action: ActingAction,
  subject: ProfileSubject | AccountSubject | Record<string, never>,
): number | null {
  if (actor === null) throw detailError(401, msg('notAuthenticated'));
  if (action === 'actAsAccount') {
    if (!('username' in subject) || subject.username !== actor.username) {
      throw detailError(403, msg('forbidden'));
    }
    return actor.userId;
  }
  if (action === 'ownProfile') {
    if (actor.profileId === null) throw detailError(404, msg('noProfile'));
    return actor.profileId;
  }
  if ('profileId' in subject && subject.profileId !== undefined && subject.profileId !== actor.profileId) {
    throw detailError(403, msg('forbidden'));
  }
  if (actor.profileId !== null) return actor.profileId;
  if (action === 'actAsOrModerate' && actor.isSuperuser) return null;
  throw detailError(403, msg('forbidden'));
}
