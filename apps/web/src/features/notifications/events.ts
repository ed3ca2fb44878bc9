/** The window event the proposals feature sends after a proposal is sent (a moment to offer push, D21). */
export const PROPOSAL_SENT_EVENT = 'nikah:proposal-sent';
