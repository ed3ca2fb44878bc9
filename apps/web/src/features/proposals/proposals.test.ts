/** The rules the proposal screens apply on their own (SPEC.md section 4, DESIGN.md D6). */
import { describe, expect, it } from 'vitest';
import type { ProposalState } from '@nikah/shared';
import { proposalProfileHref } from './ProposalCard';
import { shouldSendOnOpen } from './WhatsappDialog';

const side = (status: 'Sent' | 'Opened' | 'Accepted' | 'Rejected') => ({ id: 1, status, message: null });
const relation = (proposal: ProposalState) => ({ proposal, blocked_by_me: false, reported_by_me: false });

describe('shouldSendOnOpen (the WhatsApp dialog sends a proposal)', () => {
  it('when there is none between the two', () => {
    expect(shouldSendOnOpen(relation({ sent: null, received: null }))).toBe(true);
  });
  it('when mine was rejected', () => {
    expect(shouldSendOnOpen(relation({ sent: side('Rejected'), received: null }))).toBe(true);
  });
  it('never while mine is open or accepted', () => {
    for (const s of ['Sent', 'Opened', 'Accepted'] as const) {
      expect(shouldSendOnOpen(relation({ sent: side(s), received: null })), s).toBe(false);
    }
  });
  it('never when they sent me one, whatever its status', () => {
    for (const s of ['Sent', 'Opened', 'Accepted', 'Rejected'] as const) {
      expect(shouldSendOnOpen(relation({ sent: null, received: side(s) })), s).toBe(false);
    }
  });
});

describe('proposalProfileHref', () => {
  it('opens a received proposal with from=proposal (contact at any hour, D6)', () => {
    expect(proposalProfileHref('received', 'sana-k-nk1')).toBe('/profiles/sana-k-nk1?from=proposal');
  });
  it('opens a sent one as a plain profile', () => {
    expect(proposalProfileHref('sent', 'sana k')).toBe('/profiles/sana%20k');
  });
});
