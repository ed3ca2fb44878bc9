/**
 * Issue 13 defect 5, reset denial: a stranger requesting reset codes for a member's number must
 * not use up the member's own requests. Codes count per requesting address first (2 per username
 * and address in 24 hours, the SPEC.md notice); all addresses together stop at
 * OTP_CODES_PER_USERNAME_PER_DAY, and past that the owner still gets a code by proving the last
 * code they received (`last_otp`), which a stranger never sees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { RELAXED_LIMITS, signUp, type Member } from '../../../test/accounts-helpers';

describe.each(DATABASE_KINDS)('defect 5, reset denial, on %s', (kind) => {
  let t: TestApp;
  let victim: Member;
  beforeAll(async () => {
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: { ...RELAXED_LIMITS, OTP_CODES_PER_USERNAME_PER_DAY: '5' },
    });
    victim = await signUp(t);
  });
  afterAll(() => t.close());

  const ask = (ip: string, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/configs/send-otp/',
      payload: { username: victim.username, purpose: 'reset', ...extra },
      remoteAddress: ip,
    });
  const lastCode = async () => {
    const res = await t.app.inject({ url: `/api/dev/outbox?to=${victim.username}` });
    return res.json<{ results: { code: string | null }[] }>().results[0]?.code ?? '';
  };

  it('a stranger cannot block the owner from getting a reset code', async () => {
    // The stranger's third request from one address is refused...
    expect((await ask('198.51.100.1')).statusCode).toBe(200);
    expect((await ask('198.51.100.1')).statusCode).toBe(200);
    expect((await ask('198.51.100.1')).statusCode).toBe(429);
    // ...but that does not use up the owner's requests from their own address.
    expect((await ask('203.0.113.50')).statusCode).toBe(200);

    // Rotating addresses, the stranger reaches the cap of all addresses together (5 reset codes:
    // the stranger's two, the owner's one and two more; the signup code is counted apart).
    const statuses = [];
    for (let i = 2; i <= 5; i++) statuses.push((await ask(`198.51.100.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 429, 429]);
    expect((await ask('203.0.113.51')).statusCode).toBe(429);

    // A wrong or missing proof does not help; the last code the owner received does.
    const received = await lastCode();
    const wrong = received === '000000' ? '111111' : '000000';
    const refused = await ask('198.51.100.9', { last_otp: wrong });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: expect.any(String) });
    expect((await ask('203.0.113.51', { last_otp: received })).statusCode).toBe(200);

    // The new code resets the password.
    const code = await lastCode();
    expect(code).not.toBe(received);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/profiles/set-password/',
      payload: { username: victim.username, otp: code, password: 'newpass1', confirm_password: 'newpass1' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });
});
