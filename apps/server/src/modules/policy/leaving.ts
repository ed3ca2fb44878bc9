/**
 * A member whose profile deletion is requested ("leaving"; SPEC.md sections 1, 4 and 5; DESIGN.md
 * D4, D11), written once. From the request until a moderator decides it:
 * - others reach the profile nowhere, as if it were hidden: it leaves search, detail, favourites,
 *   contact, bio-data and proposals through D4 visibility (visibility.ts), and here also their
 *   friend lists and conversations (`notLeavingSql`, `authorizeSend`/`authorizeReadConversation`
 *   via `ChatPair.leaving`) and the proposals it sent before (`authorizeDecision`);
 * - the owner still logs in and reads (own profile, friends, conversations, groups, lists) and may
 *   reject a received proposal or leave a group (closing, not contacting), but starts no new
 *   contact: no proposal sent or accepted, no chat or group message, no group joined, no "Show
 *   contact" or WhatsApp dialog, no contact section in another's bio-data
 *   (`authorizeNewContact`, 403 'deletionPendingNoContact'). SPEC.md offers no way to withdraw
 *   the request, so none is added; a declined request (deletion_requested_on cleared) ends all
 *   of this at once, as nothing is stored besides the request itself.
 *
 * Every member write that reaches towards or about another person, decided once (SPEC.md sections
 * 1, 4, 5; DESIGN.md D4, D11, D19):
 * - refused (403 'deletionPendingNoContact'), as each starts something new with someone:
 *   send/accept a proposal and the WhatsApp dialog (proposals), chat message (chat; a typing
 *   signal is dropped), join a group and group message (groups), "Show contact" (accounts; the
 *   contact section of another's bio-data is left out), add a favourite (a first step towards a
 *   proposal; favourites), invite a guardian (a code sent to a person, opening a new link to
 *   one's chats; guardian) and accept an invitation to be a member's guardian (a new link, like
 *   accepting a proposal);
 * - allowed, as closings, reads or matters of one's own: reject a proposal, leave a group, remove
 *   a favourite, remove a guardian, block and unblock (the pair exchanges nothing while one side
 *   is leaving anyway), mark messages read or received, accept the chat guidelines, the photo
 *   captcha and profile visits (reads; a leaving visitor is listed to nobody, D4), edit or hide
 *   one's own profile and photos, upload verification documents, and write to the moderators
 *   (report a profile, so abuse can still be reported; feedback; the deletion request itself).
 *
 * "Leaving" reads the same columns as D4 visibility (deletion_requested_on, deleted_on), so the two
 * rules cannot disagree about who is being deleted.
 */
import { eq, sql, type Column, type SQL } from 'drizzle-orm';
import { msg } from '@nikah/shared';
import type { Db, Tx } from '../../db/client';
import { profiles } from '../../db/schema';
import { detailError } from '../../lib/errors';

/** The profile columns that say a deletion is pending or done. */
export interface LeavingFields {
  deletionRequestedOn: Date | null;
  deletedOn: Date | null;
}

/** True when profile `p` has a deletion requested (pending) or completed. */
export function isLeaving(p: LeavingFields): boolean {
  return p.deletionRequestedOn !== null || p.deletedOn !== null;
}

/**
 * SQL condition over `profiles` (or the profile id `other`, a column or value): that profile is
 * not leaving. Used by lists that name other members to their viewer (friend lists).
 */
export function notLeavingSql(other: SQL | Column = profiles.id): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM ${profiles} AS leaving WHERE leaving.id = ${other} AND (leaving.deletion_requested_on IS NOT NULL OR leaving.deleted_on IS NOT NULL))`;
}

/**
 * Whether profile `profileId` is leaving (false for null, an account without a profile, and for an
 * unknown id: the caller's other checks answer those).
 */
export async function leavingState(db: Db | Tx, profileId: number | null): Promise<boolean> {
  if (profileId === null) return false;
  const [row] = await db
    .select({ deletionRequestedOn: profiles.deletionRequestedOn, deletedOn: profiles.deletedOn })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  return row ? isLeaving(row) : false;
}

/**
 * "May start new contact": returns unless the caller is leaving; then throws 403 `{detail: 'Your
 * delete request is with Admin: until it is decided you cannot contact other members.'}`.
 */
export function authorizeNewContact(leaving: boolean): void {
  if (leaving) throw detailError(403, msg('deletionPendingNoContact'));
}
