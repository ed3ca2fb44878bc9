/**
 * Who may see what of a profile (DESIGN.md D2, D4, D5, D6; issue 15 "One access policy"). Every
 * rule is written here once and every route that needs one calls it: profile detail, photos,
 * captcha, "Show contact", search, favourites, matches and visitors.
 *
 * Ownership has one identity key everywhere: the session's profile id (`Member.profileId`)
 * against the profile's id. (The account id is not used for ownership: a profile's `user_id`
 * becomes null when its account is removed, and D2 names the profile id in URLs.)
 */
import type { ContactHiddenReason } from '@nikah/shared';
import { msg, type MessageRef } from '@nikah/shared';
import { detailError } from '../../lib/errors';
import type { Member } from '../auth/sessions';
import { isProfileVisible, type VisibilityFields } from './visibility';
import { withinContactHours } from './time-zones';

export { VISIBLE_PROFILE_SQL } from './visibility';
export type { VisibilityFields } from './visibility';
export { authorizeModerator, mayModerate } from './moderation';
export { actorKind, authorizeTracedViewer, sessionActor, type ActorKind, type SessionUse } from './actors';
export { authorize, type AccountSubject, type ActingAction, type ProfileSubject } from './authorize';
export { authorizeReport, authorizeDeletionRequest, deletionAllowedFrom } from './member-actions';
export { authorizeNewContact, isLeaving, leavingState, notLeavingSql, type LeavingFields } from './leaving';
export { MAIN_ZONES, ownerTimeZone, withinContactHours, zonesOfCountry } from './time-zones';
export { authorizeNotBlockedBy, blockState, notBlockedWith, type BlockState } from './blocks';
export {
  authorizeDecision,
  authorizePropose,
  proposalRefusal,
  type DecisionContext,
  type ProposeContext,
} from './proposals';
export {
  acceptedBetween,
  acceptedPairSql,
  authorizeReadConversation,
  authorizeSend,
  mayExchange,
  type ChatPair,
} from './chat';
export { authorizeGroupManager, authorizeGroupMember, authorizeJoin } from './groups';
export {
  authorizeGuardianInvite,
  authorizeGuardianOwner,
  authorizeGuardianRead,
  authorizeGuardianRow,
} from './guardian';

/** The caller: a member's session, or null for a visitor. */
export type Actor = Member | null;

/** True when `actor` owns profile `profile` (same profile id; a visitor owns nothing). */
export function isOwner(actor: Actor, profile: { id: number }): boolean {
  return actor !== null && actor.profileId !== null && actor.profileId === profile.id;
}

/** "Owner, or a visible profile" (D4): whether `actor` may see profile `profile` at all. */
export function maySeeProfile(actor: Actor, profile: { id: number } & VisibilityFields): boolean {
  return isOwner(actor, profile) || isProfileVisible(profile);
}

/**
 * `profile` when `actor` may see it; otherwise (unknown or hidden) throws 404
 * `{detail: 'No Profile Found!'}`, the same answer for both so a hidden profile is not revealed.
 */
export function authorizeProfile<P extends { id: number } & VisibilityFields>(
  actor: Actor,
  profile: P | undefined,
  notFound: MessageRef = msg('noProfile'),
): P {
  if (!profile || !maySeeProfile(actor, profile)) throw detailError(404, notFound);
  return profile;
}

/** What decides whether a member other than the owner may see the contact details of a profile. */
export interface ContactContext {
  /** The profile's private_contact flag. */
  privateContact: boolean;
  /** A proposal (not Rejected) from the profile to the viewer exists: the owner reached out. */
  proposalFromProfile: boolean;
  /** A proposal between viewer and profile, either way, is Accepted. */
  proposalAccepted: boolean;
  /** The viewer says they opened it from a received proposal (`?from=proposal`). */
  openedFromProposal: boolean;
  now: Date;
  /** The OWNER's time zone (`ownerTimeZone`); never a zone the viewer declares. */
  timeZone: string;
}

/**
 * "Member may see contact details" (D6 as changed, SPEC.md sections 5 and 6): null when they may
 * now, else why not. A private contact opens (at any hour) only when the owner proposed to the
 * viewer or a proposal between them is Accepted: a proposal the viewer sent opens nothing until
 * the owner accepts it, and a Rejected one opens nothing. Any other contact is open 08:00-22:00
 * in the owner's zone, or at any hour when opened from a proposal that profile sent the viewer.
 */
export function contactHiddenReason(c: ContactContext): ContactHiddenReason | null {
  if (c.privateContact) return c.proposalFromProfile || c.proposalAccepted ? null : 'private';
  if (c.openedFromProposal && c.proposalFromProfile) return null;
  return withinContactHours(c.now, c.timeZone) ? null : 'hours';
}

/**
 * "Member may see originals" (D5): the owner always; anyone else only for a visible profile and
 * with `linkValid` (a link signed for them after the captcha, still in time).
 */
export function maySeeOriginals(
  actor: Actor,
  profile: { id: number } & VisibilityFields,
  linkValid: () => boolean,
): boolean {
  if (isOwner(actor, profile)) return true;
  return isProfileVisible(profile) && linkValid();
}
