/**
 * Proposal statuses (SPEC.md section 4; DESIGN.md D10) and the rule of an open proposal. Without
 * Zod, so that the profile page, which only reads them, does not load and run the schemas of
 * proposals.ts (issue 29); proposals.ts re-exports them.
 */

/** Proposal statuses (SPEC.md section 4); the web shows 'Sent' as Pending. */
export const PROPOSAL_STATUSES = ['Sent', 'Opened', 'Accepted', 'Rejected'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** Statuses in which the receiver has not decided yet: at most one such per direction (D10). */
export const OPEN_PROPOSAL_STATUSES = ['Sent', 'Opened'] as const satisfies readonly ProposalStatus[];

/** What the receiver may move an open proposal to. */
export const PROPOSAL_DECISIONS = ['Accepted', 'Rejected'] as const satisfies readonly ProposalStatus[];
export type ProposalDecision = (typeof PROPOSAL_DECISIONS)[number];

/** True for a status the receiver may still decide (Sent or Opened). */
export function isOpenProposal(status: string): boolean {
  return (OPEN_PROPOSAL_STATUSES as readonly string[]).includes(status);
}
