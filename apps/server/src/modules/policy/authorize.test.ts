/** `authorize(actor, action, subject)` (policy/authorize.ts; DESIGN.md D2): who the session acts as. */
import { describe, expect, it } from 'vitest';
import { messageText, type MessageKey } from '@nikah/shared';
import { HttpError } from '../../lib/errors';
import type { Member } from '../auth/sessions';
import { authorize } from './index';

const member = (profileId: number | null, isSuperuser = false): Member => ({
  sessionId: 1,
  userId: 10,
  username: 'member',
  profileId,
  slug: null,
  isSuperuser,
  isBlocked: false,
  blockedReason: null,
});
const refusal = (run: () => unknown) => {
  try {
    return { returned: run() };
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    return { status: err.statusCode, body: err.body };
  }
};
const detail = (status: number, key: MessageKey) => ({ status, body: { detail: messageText({ key }) } });

describe('authorize', () => {
  it('actAs: the session’s own profile id, named or not; 403 for another id or no profile', () => {
    expect(authorize(member(7), 'actAs', { profileId: 7 })).toBe(7);
    expect(authorize(member(7), 'actAs', {})).toBe(7);
    expect(authorize(member(7), 'actAs', { profileId: undefined })).toBe(7);
    expect(refusal(() => authorize(member(7), 'actAs', { profileId: 8 }))).toEqual(detail(403, 'forbidden'));
    // Account 7 without a profile is not profile 7: the two id spaces differ.
    expect(refusal(() => authorize(member(null), 'actAs', { profileId: 10 }))).toEqual(
      detail(403, 'forbidden'),
    );
    expect(refusal(() => authorize(member(null, true), 'actAs', {}))).toEqual(detail(403, 'forbidden'));
    expect(refusal(() => authorize(null, 'actAs', { profileId: 7 }))).toEqual(
      detail(401, 'notAuthenticated'),
    );
  });

  it('actAsOrModerate: as actAs, but a moderator without a profile acts as nobody', () => {
    expect(authorize(member(7), 'actAsOrModerate', { profileId: 7 })).toBe(7);
    expect(authorize(member(7, true), 'actAsOrModerate', {})).toBe(7);
    expect(authorize(member(null, true), 'actAsOrModerate', {})).toBeNull();
    expect(refusal(() => authorize(member(null, true), 'actAsOrModerate', { profileId: 7 }))).toEqual(
      detail(403, 'forbidden'),
    );
    expect(refusal(() => authorize(member(7), 'actAsOrModerate', { profileId: 8 }))).toEqual(
      detail(403, 'forbidden'),
    );
    expect(refusal(() => authorize(member(null), 'actAsOrModerate', {}))).toEqual(detail(403, 'forbidden'));
  });

  it('ownProfile: the session’s profile as a thing to find, 404 without one', () => {
    expect(authorize(member(7), 'ownProfile', {})).toBe(7);
    expect(refusal(() => authorize(member(null, true), 'ownProfile', {}))).toEqual(detail(404, 'noProfile'));
    expect(refusal(() => authorize(null, 'ownProfile', {}))).toEqual(detail(401, 'notAuthenticated'));
  });

  it('actAsAccount: the session’s account by its username, also without a profile', () => {
    expect(authorize(member(null, true), 'actAsAccount', { username: 'member' })).toBe(10);
    expect(refusal(() => authorize(member(7), 'actAsAccount', { username: 'other' }))).toEqual(
      detail(403, 'forbidden'),
    );
  });
});
