/**
 * Helpers of the tests of sockets and session ends (issue 28 point 7): another login of a member,
 * and each way a session ends, through its real route.
 */
import { expect } from 'vitest';
import { auth, requestCode, send, type Member } from '../../../test/accounts-helpers';
import type { TestApp } from '../../../test/app';
import { superuser } from '../moderation/cases-test-helpers';

/** A second session of `m` (another device): its token. */
export async function loginAgain(t: TestApp, m: Member): Promise<string> {
  const res = await send(t, 'POST', '/api/profiles/login/', { username: m.username, password: m.password });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
}

/** The ways a session ends, each through its real route on `t`; `token` is the session to end. */
export const sessionEnders = {
  async logout(t: TestApp, _m: Member, token: string) {
    const res = await send(t, 'POST', '/api/profiles/logout/', undefined, auth(token));
    expect(res.statusCode, res.body).toBe(200);
  },
  /** `set-password/` with a reset code: the only way to change a password (SPEC.md). */
  async 'password reset'(t: TestApp, m: Member) {
    const otp = await requestCode(t, m.username, 'reset');
    const res = await send(t, 'POST', '/api/profiles/set-password/', {
      username: m.username,
      otp,
      password: 'n3w-Secret!',
      confirm_password: 'n3w-Secret!',
    });
    expect(res.statusCode, res.body).toBe(200);
  },
  async 'moderator block'(t: TestApp, m: Member) {
    const mod = await superuser(t);
    const url = `/api/admin/members/${m.profileId}/block/`;
    const res = await send(t, 'POST', url, { reason: 'spam' }, auth(mod.token));
    expect(res.statusCode, res.body).toBe(200);
  },
};

/** The names of `sessionEnders`, for `it.each`. */
export const SESSION_ENDS = Object.keys(sessionEnders) as (keyof typeof sessionEnders)[];
