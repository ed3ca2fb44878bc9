/**
 * Who is calling, by kind, and what a guardian may do (DESIGN.md D2, D13, D19; issue 28 point 3),
 * written once:
 * - visitor: no session;
 * - member: a session with a profile (also when the account guards someone: it then acts as the
 *   member it is, traced by its profile);
 * - moderator: a superuser's session without a profile (the console's rules: moderation.ts);
 * - guardian: any other session without a profile, the account a guardian invitation made.
 *
 * A guardian reads the friend chats of the members they guard, and nothing else. Routes say which
 * sessions they take (plugins/auth.ts): `authenticate` takes members and moderators, and refuses a
 * guardian with 403 'guardianReadOnly' before anything is read, so no contact reveal, captcha or
 * original photo, bio-data PDF, proposal, favourite, visit, block, report, profile detail or
 * member list is open to one, on today's routes or on any route added later; `authenticateReader`
 * (the guardian's own routes, modules/guardian) takes a guardian too; `identify` (a session is
 * optional) serves a guardian as a visitor. A reveal must also be traced to a viewer's profile
 * (`authorizeTracedViewer`), so the owner's "who viewed my number" always lists it.
 */
import { msg } from '@nikah/shared';
import { detailError } from '../../lib/errors';
import type { Member } from '../auth/sessions';

export type ActorKind = 'visitor' | 'member' | 'moderator' | 'guardian';

/** The kind of `actor` (null: a visitor). */
export function actorKind(actor: Member | null): ActorKind {
  if (actor === null) return 'visitor';
  if (actor.profileId !== null) return 'member';
  return actor.isSuperuser ? 'moderator' : 'guardian';
}

/** How a route takes a session: required or optional, and whether a guardian's reads are its use. */
export interface SessionUse {
  required: boolean;
  guardianReads: boolean;
}

/**
 * Who `member` acts as on a route used as `use`: themselves; a guardian on a route with an optional
 * session, as a visitor (null). Throws 403 'guardianReadOnly' for a guardian on a route that needs
 * a session and is not one of the guardian's reads.
 */
export function sessionActor(member: Member, use: SessionUse): Member | null {
  if (actorKind(member) !== 'guardian' || use.guardianReads) return member;
  if (use.required) throw detailError(403, msg('guardianReadOnly'));
  return null;
}

/**
 * The profile id of `actor` for an action the profile's owner is shown (a contact or photo reveal):
 * 403 'guardianReadOnly' for a guardian, 403 'forbidden' for any other account without a profile,
 * so that no reveal is recorded without a viewer the owner can see and block.
 */
export function authorizeTracedViewer(actor: Member): number {
  if (actor.profileId !== null) return actor.profileId;
  throw detailError(403, msg(actorKind(actor) === 'guardian' ? 'guardianReadOnly' : 'forbidden'));
}
