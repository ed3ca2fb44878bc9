/**
 * The proposal rules in isolation (DESIGN.md D10): who may propose, in which order the refusals
 * apply, and who may decide.
 */
import { describe, expect, it } from 'vitest';
import { authorizeDecision, proposalRefusal, type ProposeContext } from '.';

const visible = {
  isActive: true,
  approvalStatus: 'approved',
  isBlocked: false,
  deletionRequestedOn: null,
  deletedOn: null,
};
const base: ProposeContext = {
  sender: { id: 1, gender: 'Male', ...visible },
  receiver: { id: 2, gender: 'Female', ...visible },
  blocks: { byMe: false, byThem: false },
  openSent: false,
  openReceived: false,
  accepted: false,
  sentLastDay: 0,
  cap: 20,
};
const refusal = (c: Partial<ProposeContext>) => {
  const r = proposalRefusal({ ...base, ...c });
  return r ? [r.status, r.ref.key] : null;
};

describe('proposalRefusal', () => {
  it('allows a visible member to propose to a visible member of the other gender', () => {
    expect(refusal({})).toBeNull();
    expect(refusal({ sentLastDay: 19 })).toBeNull();
  });

  it.each<[string, Partial<ProposeContext>, [number, string]]>([
    ['no own profile', { sender: undefined }, [403, 'proposalNoProfile']],
    ['oneself', { receiver: { ...base.sender! } }, [400, 'proposalSelf']],
    ['own profile hidden', { sender: { ...base.sender!, isActive: false } }, [403, 'proposalOwnNotVisible']],
    [
      'own deletion pending',
      { sender: { ...base.sender!, deletionRequestedOn: new Date() } },
      [403, 'deletionPendingNoContact'],
    ],
    ['unknown receiver', { receiver: undefined }, [404, 'noProfile']],
    ['pending receiver', { receiver: { ...base.receiver!, approvalStatus: 'pending' } }, [404, 'noProfile']],
    [
      'receiver being deleted',
      { receiver: { ...base.receiver!, deletionRequestedOn: new Date() } },
      [404, 'noProfile'],
    ],
    ['blocked by the receiver', { blocks: { byMe: false, byThem: true } }, [404, 'noProfile']],
    ['receiver blocked by me', { blocks: { byMe: true, byThem: false } }, [403, 'proposalBlocked']],
    ['same gender', { receiver: { ...base.receiver!, gender: 'Male' } }, [400, 'proposalSameGender']],
    ['accepted pair', { accepted: true }, [409, 'proposalAlreadyAccepted']],
    ['open one sent', { openSent: true }, [409, 'proposalAlreadySent']],
    ['open one received', { openReceived: true }, [409, 'proposalReceivedOpen']],
    ['daily cap reached', { sentLastDay: 20 }, [429, 'proposalDailyCap']],
  ])('refuses: %s', (_label, c, expected) => {
    expect(refusal(c)).toEqual(expected);
  });

  it('hides a block by the receiver behind the 404 even when other refusals apply', () => {
    expect(refusal({ blocks: { byMe: true, byThem: true }, openSent: true })).toEqual([404, 'noProfile']);
  });
});

describe('authorizeDecision', () => {
  const p = { senderId: 1, receiverId: 2, status: 'Sent' };
  const none = { byMe: false, byThem: false };
  const nobodyLeaving = { sender: false, receiver: false };
  const status = (
    actor: number | null,
    proposal: typeof p | undefined,
    blocks = none,
    leaving = nobodyLeaving,
    answer: 'Accepted' | 'Rejected' = 'Accepted',
  ) => {
    try {
      authorizeDecision(actor, proposal, { blocks, status: answer, leaving });
      return 200;
    } catch (err) {
      return (err as { statusCode: number }).statusCode;
    }
  };

  it('lets the receiver decide an open proposal only', () => {
    expect(status(2, p)).toBe(200);
    expect(status(2, { ...p, status: 'Opened' })).toBe(200);
    expect(status(2, { ...p, status: 'Accepted' })).toBe(409);
    expect(status(2, { ...p, status: 'Rejected' })).toBe(409);
  });

  it('answers the sender 403, anyone else and unknown ids 404', () => {
    expect(status(1, p)).toBe(403);
    expect(status(3, p)).toBe(404);
    expect(status(null, p)).toBe(404);
    expect(status(2, undefined)).toBe(404);
  });

  it('answers 404 while a block exists either way, to both parties', () => {
    for (const blocks of [
      { byMe: true, byThem: false },
      { byMe: false, byThem: true },
    ]) {
      expect(status(2, p, blocks)).toBe(404);
      expect(status(1, p, blocks)).toBe(404);
    }
  });

  it('hides a leaving sender’s proposal (404); a leaving receiver may reject but not accept', () => {
    expect(status(2, p, none, { sender: true, receiver: false })).toBe(404);
    expect(status(2, p, none, { sender: true, receiver: false }, 'Rejected')).toBe(404);
    expect(status(2, p, none, { sender: false, receiver: true })).toBe(403);
    expect(status(2, p, none, { sender: false, receiver: true }, 'Rejected')).toBe(200);
  });
});
