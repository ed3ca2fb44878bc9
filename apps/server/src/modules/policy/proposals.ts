/**
 * Who may send and who may answer a proposal (SPEC.md sections 4 and 6; DESIGN.md D2, D10),
 * written once; the proposals service gathers the facts and calls these.
 */
import { isOpenProposal, msg, type MessageRef } from '@nikah/shared';
import { detailError } from '../../lib/errors';
import type { BlockState } from './blocks';
import { authorizeNewContact, isLeaving } from './leaving';
import { isProfileVisible, type VisibilityFields } from './visibility';

type Party = { id: number; gender: string } & VisibilityFields;

/** The facts that decide whether a member may send a proposal now. */
export interface ProposeContext {
  /** The sender's profile; undefined for an account without one (a superuser). */
  sender: Party | undefined;
  /** The receiver's profile; undefined for an unknown code. */
  receiver: Party | undefined;
  blocks: BlockState;
  /** An open (Sent or Opened) proposal from sender to receiver exists. */
  openSent: boolean;
  /** An open proposal from receiver to sender exists. */
  openReceived: boolean;
  /** A proposal between the two, either way, is Accepted. */
  accepted: boolean;
  /** Proposals the sender sent in the last 24 hours, and the cap (PROPOSALS_PER_DAY). */
  sentLastDay: number;
  cap: number;
}

/**
 * Why a proposal may not be sent, as the error to answer with, or null when it may. In order:
 * 403 no own profile; 400 to oneself; 403 'deletionPendingNoContact' while the sender's deletion
 * is pending (leaving.ts), 403 own profile otherwise not visible; 404 'No Profile Found!' for a
 * receiver that is unknown, not visible, or has blocked the sender (the block is not revealed);
 * 403 when the sender blocked the receiver; 400 same gender; 409 an accepted pair, an open one
 * this way, or an open one the other way (answer that one instead: sending back would leave two
 * open proposals for one decision); 429 past the daily cap.
 */
export function proposalRefusal(c: ProposeContext): { status: number; ref: MessageRef } | null {
  const { sender, receiver } = c;
  if (!sender) return { status: 403, ref: msg('proposalNoProfile') };
  if (receiver && receiver.id === sender.id) return { status: 400, ref: msg('proposalSelf') };
  if (isLeaving(sender)) return { status: 403, ref: msg('deletionPendingNoContact') };
  if (!isProfileVisible(sender)) return { status: 403, ref: msg('proposalOwnNotVisible') };
  if (!receiver || !isProfileVisible(receiver) || c.blocks.byThem) {
    return { status: 404, ref: msg('noProfile') };
  }
  if (c.blocks.byMe) return { status: 403, ref: msg('proposalBlocked') };
  if (receiver.gender === sender.gender) return { status: 400, ref: msg('proposalSameGender') };
  if (c.accepted) return { status: 409, ref: msg('proposalAlreadyAccepted') };
  if (c.openSent) return { status: 409, ref: msg('proposalAlreadySent') };
  if (c.openReceived) return { status: 409, ref: msg('proposalReceivedOpen') };
  if (c.sentLastDay >= c.cap) return { status: 429, ref: msg('proposalDailyCap', { n: c.cap }) };
  return null;
}

/** "May propose": returns when the proposal may be sent, else throws the refusal as an HttpError. */
export function authorizePropose(c: ProposeContext): void {
  const refusal = proposalRefusal(c);
  if (refusal) throw detailError(refusal.status, refusal.ref);
}

/** The answer being given, and which party has a deletion pending (leaving.ts). */
export interface DecisionContext {
  blocks: BlockState;
  status: 'Accepted' | 'Rejected';
  leaving: { sender: boolean; receiver: boolean };
}

/**
 * "May decide a proposal" (SPEC.md section 6: only the receiver): returns when member profile
 * `actorId` received `proposal` and it is still open. Throws 404 'Proposal not found.' for an
 * unknown proposal, for one the actor is not part of (a third member learns nothing of it), while
 * a block exists between the two either way (`blocks`: as for sending, a blocked pair exchanges
 * nothing) and when the sender is leaving (a pending deletion: as if hidden, like the lists);
 * 403 for its sender; 409 once it is Accepted or Rejected; 403 'deletionPendingNoContact' when a
 * leaving receiver accepts (rejecting stays possible: it closes, it does not contact).
 */
export function authorizeDecision(
  actorId: number | null,
  proposal: { senderId: number; receiverId: number; status: string } | undefined,
  c: DecisionContext,
): void {
  if (
    !proposal ||
    actorId === null ||
    (actorId !== proposal.senderId && actorId !== proposal.receiverId) ||
    c.blocks.byMe ||
    c.blocks.byThem ||
    (actorId === proposal.receiverId && c.leaving.sender)
  ) {
    throw detailError(404, msg('proposalNotFound'));
  }
  if (actorId !== proposal.receiverId) throw detailError(403, msg('proposalReceiverOnly'));
  if (!isOpenProposal(proposal.status)) throw detailError(409, msg('proposalDecided'));
  if (c.status === 'Accepted') authorizeNewContact(c.leaving.receiver);
}
