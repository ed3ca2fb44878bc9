/**
 * The chat-app (WhatsApp) dialog of a profile (SPEC.md section 4; DESIGN.md D6, D10): after a
 * right answer to the arithmetic captcha, a proposal is sent when the viewer has none with that
 * profile yet (no proposal received from it, none open or accepted sent to it), under the same
 * rules and cap as `POST /api/profiles/proposal/{code}/`; then the WhatsApp link is given when
 * the contact rules allow it now, counted and logged as a "Show contact" reveal.
 */
import {
  msg,
  whatsappLink,
  type ContactHiddenReason,
  type ProposalItem,
  type WhatsappRequest,
  type WhatsappResponse,
} from '@nikah/shared';
import type { Db } from '../../db/client';
import { HttpError, detailError, fieldError } from '../../lib/errors';
import type { Member } from '../auth/sessions';
import { contactAccess, recordReveal } from '../accounts/contacts';
import { findProfileByCode } from '../accounts/detail';
import { answerCaptcha } from '../captcha/service';
import {
  authorizeNewContact,
  authorizeNotBlockedBy,
  authorizeProfile,
  blockState,
  isOwner,
  leavingState,
} from '../policy';
import { proposalState, sendProposal, type SentProposal } from './service';

export interface WhatsappDeps {
  db: Db;
  /** The server key the captcha answers are checked with. */
  key: Uint8Array;
  now: Date;
  /** PROPOSALS_PER_DAY and CONTACT_REVEALS_PER_DAY. */
  proposalCap: number;
  contactCap: number;
}

/**
 * The dialog for `member` and the profile with code `code`, answering captcha `body`. Returns
 * whether a proposal was sent (and which; `sent` is called with it so the receiver is told), and
 * the link or why it is withheld. Errors: 404 for an unknown or hidden profile or one whose owner
 * blocked the member; 400 for one's own; 403 'deletionPendingNoContact' while the member's own
 * deletion is pending; 400 `{captcha_id}` for an unknown, used or expired
 * question and `{answer: ['Wrong value']}` for a wrong answer; the proposal refusals (403, 409,
 * 429 ...) when one had to be sent.
 */
export async function whatsappDialog(
  deps: WhatsappDeps,
  member: Member,
  code: string,
  body: WhatsappRequest,
  sent: (p: SentProposal) => Promise<void>,
): Promise<WhatsappResponse> {
  const { db, now } = deps;
  const row = authorizeProfile(member, await findProfileByCode(db, code));
  if (isOwner(member, row)) throw detailError(400, msg('proposalSelf'));
  authorizeNotBlockedBy(await blockState(db, member.profileId, row.id));
  // Before the captcha: a leaver's answer would be spent on a dialog that cannot open.
  authorizeNewContact(await leavingState(db, member.profileId));
  const outcome = await answerCaptcha(deps, member.userId, body.captcha_id, body.answer);
  if (outcome === 'expired') throw fieldError('captcha_id', msg('captchaExpired'));
  if (outcome === 'wrong') throw fieldError('answer', msg('wrongValue'));

  const state = await proposalState(db, member.profileId, row.id);
  const needsProposal = state.received === null && (state.sent === null || state.sent.status === 'Rejected');
  let proposal: ProposalItem | null = null;
  if (needsProposal) {
    const result = await sendProposal(db, member.profileId, code, { now, cap: deps.proposalCap });
    await sent(result);
    proposal = result.item;
  }

  const access = await contactAccess(db, member, row, { fromProposal: false, now });
  let hidden: ContactHiddenReason | 'cap' | null = access.reason;
  if (hidden === null) {
    try {
      await recordReveal(db, member, row.id, 'contact', {
        cap: deps.contactCap,
        capMessage: msg('contactCap', { n: deps.contactCap }),
        now,
      });
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode !== 429) throw err;
      hidden = 'cap';
    }
  }
  return {
    proposal_sent: proposal !== null,
    proposal,
    link: hidden === null ? whatsappLink(row.whatsappCountryCode, row.whatsappNumber) : null,
    hidden_reason: hidden,
    contact_time_zone: access.timeZone,
  };
}
