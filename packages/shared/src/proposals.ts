/**
 * Proposals and the chat-app (WhatsApp) dialog (SPEC.md sections 4, 7 and 8; DESIGN.md D6, D10):
 * their statuses, the receiver's decision (the same schema checks the web form and the route),
 * the list and per-pair shapes, and the rule that turns a stored WhatsApp number into a link.
 */
import { z } from 'zod';
import { profileCard } from './api';
import { CONTACT_HIDDEN_REASONS, captchaAnswer } from './discovery';
import { msg } from './messages';
import { addMessageIssue } from './zod-messages';
import { PROPOSAL_DECISIONS, PROPOSAL_STATUSES } from './proposal-statuses';

// The statuses live without Zod, so a page that only reads them does not load it (issue 29).
export * from './proposal-statuses';

/** Longest rejection reason, in characters. */
export const PROPOSAL_REASON_MAX = 500;

/** Longest note a sender may add to a proposal, in characters (issue 34 point 8). */
export const PROPOSAL_NOTE_MAX = 300;

/** Proposals per page of the received and sent lists. */
export const PROPOSAL_PAGE_SIZE = 20;

/**
 * Body of `PATCH /api/profiles/proposal-update/{id}/` and the web's decision form: Accepted, or
 * Rejected with a reason (1..PROPOSAL_REASON_MAX characters after trimming; 'Reason is required'
 * on `message` otherwise). A reason sent with Accepted is dropped.
 */
export const proposalUpdateBody = z
  .object({
    status: z.enum(PROPOSAL_DECISIONS),
    message: z.string().trim().max(PROPOSAL_REASON_MAX).optional().nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'Rejected' && !v.message) addMessageIssue(ctx, msg('reasonRequired'), ['message']);
  })
  .transform((v) => ({ status: v.status, message: v.status === 'Rejected' ? (v.message ?? '') : null }));
export type ProposalUpdateInput = z.input<typeof proposalUpdateBody>;
export type ProposalUpdateBody = z.output<typeof proposalUpdateBody>;

/**
 * One proposal as its sender or receiver sees it: `sender` and `receiver` are profile codes,
 * `slug` and `profile` belong to the OTHER party; `message` is the rejection reason (both see it).
 * Times are ISO strings; `opened_on` is null until the receiver opened the sender's profile.
 */
export const proposalItem = z.object({
  id: z.number().int(),
  status: z.enum(PROPOSAL_STATUSES),
  message: z.string().nullable(),
  /** The sender's note (PROPOSAL_NOTE_MAX characters at most), or null. */
  note: z.string().nullable(),
  /** True when the scam shield matched the note: both sides are warned (DESIGN.md D20). */
  note_scam: z.boolean(),
  created_on: z.string(),
  updated_on: z.string(),
  opened_on: z.string().nullable(),
  sender: z.string(),
  receiver: z.string(),
  slug: z.string(),
  profile: profileCard,
});
export type ProposalItem = z.infer<typeof proposalItem>;

/** `GET /api/profiles/proposal/received` and `/sent?page=`: newest first, PROPOSAL_PAGE_SIZE a page. */
export const proposalListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/**
 * A page of proposals: `count` of all in the list, `new_count` of received ones still 'Sent'
 * (the same number in both lists, for the menu badge).
 */
export const proposalList = z.object({
  count: z.number().int(),
  new_count: z.number().int(),
  results: z.array(proposalItem),
});
export type ProposalList = z.infer<typeof proposalList>;

/** One direction of the proposals between the viewer and a profile, or null when there is none. */
export const proposalSide = z
  .object({ id: z.number().int(), status: z.enum(PROPOSAL_STATUSES), message: z.string().nullable() })
  .nullable();

/**
 * The latest proposal each way between the viewer and the profile they view: `sent` by the
 * viewer, `received` from the profile.
 */
export const proposalState = z.object({ sent: proposalSide, received: proposalSide });
export type ProposalState = z.infer<typeof proposalState>;

/** What the viewer of another member's profile has done about it (non-owner detail only). */
export const profileRelation = z.object({
  proposal: proposalState,
  blocked_by_me: z.boolean(),
  reported_by_me: z.boolean(),
});
export type ProfileRelation = z.infer<typeof profileRelation>;

/**
 * The WhatsApp link of a number (SPEC.md section 4): the number as stored when it contains '+',
 * else `countryCode` before it; every non-digit dropped; `https://wa.me/<digits>`. Null when no
 * digit is left.
 */
export function whatsappLink(countryCode: string, number: string): string | null {
  const full = number.includes('+') ? number : `${countryCode}${number}`;
  const digits = full.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : null;
}

/** `POST /api/profiles/whatsapp/{profile_code}/`: the answer to a captcha from `GET /api/profiles/captcha/`. */
export const whatsappRequest = captchaAnswer.omit({ slug: true });
export type WhatsappRequest = z.infer<typeof whatsappRequest>;

/**
 * Why the WhatsApp link is withheld: the contact rules of D6 ('private', 'hours'), or 'cap' when
 * the viewer has used today's contact reveals.
 */
export const WHATSAPP_HIDDEN_REASONS = [...CONTACT_HIDDEN_REASONS, 'cap'] as const;
export type WhatsappHiddenReason = (typeof WHATSAPP_HIDDEN_REASONS)[number];

/**
 * Answer of the WhatsApp dialog: whether this call sent a proposal (and which), and either the
 * link or why it is withheld now.
 */
export const whatsappResponse = z.object({
  proposal_sent: z.boolean(),
  proposal: proposalItem.nullable(),
  link: z.string().nullable(),
  hidden_reason: z.enum(WHATSAPP_HIDDEN_REASONS).nullable(),
  /** The owner's IANA time zone of the contact hours (for the 'hours' message). */
  contact_time_zone: z.string(),
});
export type WhatsappResponse = z.infer<typeof whatsappResponse>;
