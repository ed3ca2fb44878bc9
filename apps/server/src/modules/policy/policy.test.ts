/**
 * The access policy's predicates in isolation: ownership by the session's profile id only, "owner
 * or visible", and originals for the owner or a visible profile with a valid link.
 */
import { describe, expect, it } from 'vitest';
import type { Member } from '../auth/sessions';
import { authorizeProfile, isOwner, maySeeOriginals, maySeeProfile } from '.';

const member = (userId: number, profileId: number | null): Member => ({
  sessionId: 1,
  userId,
  username: 'x',
  profileId,
  slug: null,
  isSuperuser: false,
  isBlocked: false,
  blockedReason: null,
});
const visible = {
  isActive: true,
  approvalStatus: 'approved',
  isBlocked: false,
  deletionRequestedOn: null,
  deletedOn: null,
};
const hidden = { ...visible, approvalStatus: 'pending' };

describe('the access policy', () => {
  it('decides ownership by profile id only, never by account id', () => {
    expect(isOwner(member(7, 3), { id: 3 })).toBe(true);
    // Account 3 is not the owner of profile 3: the two id spaces differ.
    expect(isOwner(member(3, 9), { id: 3 })).toBe(false);
    expect(isOwner(member(3, null), { id: 3 })).toBe(false);
    expect(isOwner(null, { id: 3 })).toBe(false);
  });

  it('lets the owner see a hidden profile and everyone else only visible ones', () => {
    expect(maySeeProfile(member(1, 5), { id: 5, ...hidden })).toBe(true);
    expect(maySeeProfile(member(1, 6), { id: 5, ...hidden })).toBe(false);
    expect(maySeeProfile(null, { id: 5, ...visible })).toBe(true);
    expect(() => authorizeProfile(member(1, 6), { id: 5, ...hidden })).toThrow('No Profile Found!');
    expect(() => authorizeProfile(member(1, 6), undefined)).toThrow('No Profile Found!');
  });

  it('gives originals to the owner, or with a valid link for a visible profile', () => {
    const never = () => false;
    const always = () => true;
    expect(maySeeOriginals(member(1, 5), { id: 5, ...hidden }, never)).toBe(true);
    expect(maySeeOriginals(member(1, 6), { id: 5, ...visible }, never)).toBe(false);
    expect(maySeeOriginals(member(1, 6), { id: 5, ...visible }, always)).toBe(true);
    expect(maySeeOriginals(member(1, 6), { id: 5, ...hidden }, always)).toBe(false);
  });
});
