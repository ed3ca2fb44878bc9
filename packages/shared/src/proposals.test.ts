/** The proposal decision schema and the WhatsApp link rule (SPEC.md section 4, DESIGN.md D10). */
import { beforeAll, describe, expect, it } from 'vitest';
import { messageText, msg } from './messages';
import { installZodMessages } from './zod-messages';
import { PROPOSAL_REASON_MAX, isOpenProposal, proposalUpdateBody, whatsappLink } from './proposals';

beforeAll(() => installZodMessages());

describe('whatsappLink', () => {
  it('prepends the country code to a number without +', () => {
    expect(whatsappLink('+91', '9876543210')).toBe('https://wa.me/919876543210');
  });
  it('uses a number containing + as it is, ignoring the country code', () => {
    expect(whatsappLink('+91', '+971 50 123 4567')).toBe('https://wa.me/971501234567');
  });
  it('keeps only digits', () => {
    expect(whatsappLink('+1', '(555) 010-2030')).toBe('https://wa.me/15550102030');
  });
  it('gives null when no digit is left', () => {
    expect(whatsappLink('', '')).toBeNull();
    expect(whatsappLink('+', 'none')).toBeNull();
  });
});

describe('proposalUpdateBody', () => {
  it('accepts Accepted without a reason and drops a reason sent with it', () => {
    expect(proposalUpdateBody.parse({ status: 'Accepted' })).toEqual({ status: 'Accepted', message: null });
    expect(proposalUpdateBody.parse({ status: 'Accepted', message: 'x' })).toEqual({
      status: 'Accepted',
      message: null,
    });
  });
  it.each([undefined, null, '', '   '])('refuses Rejected with reason %j: Reason is required', (m) => {
    const r = proposalUpdateBody.safeParse({ status: 'Rejected', message: m });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['message']);
    expect(r.error?.issues[0]?.message).toBe(messageText(msg('reasonRequired')));
  });
  it('keeps a trimmed reason and bounds its length', () => {
    expect(proposalUpdateBody.parse({ status: 'Rejected', message: '  not now ' })).toEqual({
      status: 'Rejected',
      message: 'not now',
    });
    expect(
      proposalUpdateBody.safeParse({ status: 'Rejected', message: 'a'.repeat(PROPOSAL_REASON_MAX) }).success,
    ).toBe(true);
    expect(
      proposalUpdateBody.safeParse({ status: 'Rejected', message: 'a'.repeat(PROPOSAL_REASON_MAX + 1) })
        .success,
    ).toBe(false);
  });
  it.each(['Sent', 'Opened', 'accepted', ''])('refuses status %j', (status) => {
    expect(proposalUpdateBody.safeParse({ status, message: 'x' }).success).toBe(false);
  });
});

describe('isOpenProposal', () => {
  it('is true for Sent and Opened only', () => {
    expect(['Sent', 'Opened', 'Accepted', 'Rejected'].map(isOpenProposal)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
