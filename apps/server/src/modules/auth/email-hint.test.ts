/**
 * Issue 13 defect 7, e-mail hint without login: `POST profiles/get-email/` answered a masked
 * e-mail (c***@example.com) for any number. Now only the account's own session gets its e-mail;
 * a visitor gets 401 and another member 403, with no trace of the address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { RELAXED_LIMITS, auth, signUp, type Member } from '../../../test/accounts-helpers';

describe.each(DATABASE_KINDS)('defect 7, e-mail hint without login, on %s', (kind) => {
  let t: TestApp;
  let owner: Member;
  let other: Member;
  const email = 'hint.owner@example.com';
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0, env: RELAXED_LIMITS });
    owner = await signUp(t, { email });
    other = await signUp(t);
  });
  afterAll(() => t.close());

  const ask = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/profiles/get-email/',
      payload: { username: owner.username },
      headers,
    });

  it('gives no e-mail hint to a visitor or another member', async () => {
    const visitor = await ask();
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body).not.toMatch(/example\.com/);
    const stranger = await ask(auth(other.token));
    expect(stranger.statusCode).toBe(403);
    expect(stranger.body).not.toMatch(/example\.com/);
  });

  it('gives the owner their own e-mail', async () => {
    const mine = await ask(auth(owner.token));
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ email });
  });
});
