/**
 * One-time codes (issue: accounts; DESIGN.md D1): they never leave the server except through the
 * notifier (no response body, no log line), wrong codes lock, codes expire and are single use, the
 * 24-hour limit per username, and the password reset that ends every session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { sampleSignup } from '../../../../../packages/shared/test/sample-profile';
import { otpCodes, outbox } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { RELAXED_LIMITS, auth, newMobile, send, signUp } from '../../../test/accounts-helpers';

const lonely = (secret: string) => new RegExp(`(?<![0-9A-Za-z_-])${secret}(?![0-9A-Za-z_-])`);

describe.each(DATABASE_KINDS)('one-time codes on %s', (kind) => {
  let t: TestApp;
  const logLines: string[] = [];
  const bodies: string[] = [];
  beforeAll(async () => {
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: { ...RELAXED_LIMITS, LOG_LEVEL: 'trace' },
      deps: {
        logStream: { write: (line: string) => void logLines.push(line) },
        // Delivery configured, as in production: without it the log itself is the delivery of codes
        // outside production (lib/notifier.ts), which this test is not about.
        senders: { sms: () => Promise.resolve(), email: () => Promise.resolve() },
      },
    });
  });
  afterAll(() => t.close());

  /** A request whose response body is kept for the leak check. */
  async function call(opts: InjectOptions) {
    const res = await t.app.inject(opts);
    bodies.push(res.body, JSON.stringify(res.headers));
    return res;
  }
  /** The newest code sent to `to`, read from the outbox table (not through any response). */
  async function lastCode(to: string): Promise<string> {
    const [row] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, to))
      .orderBy(desc(outbox.id))
      .limit(1);
    return row!.code!;
  }

  it('never puts a code or a password in a response or a log line', async () => {
    const username = newMobile();
    const codes: string[] = [];
    expect(
      (await call({ method: 'POST', url: '/api/configs/send-otp/', payload: { username } })).statusCode,
    ).toBe(200);
    codes.push(await lastCode(username));
    const wrong = codes[0] === '111111' ? '222222' : '111111';
    await call({
      method: 'POST',
      url: '/api/profiles/create/',
      payload: sampleSignup({ username, otp: wrong }),
    });
    const created = await call({
      method: 'POST',
      url: '/api/profiles/create/',
      payload: sampleSignup({ username, otp: codes[0] }),
    });
    expect(created.statusCode).toBe(200);
    await call({ method: 'POST', url: '/api/configs/send-otp/', payload: { username, purpose: 'reset' } });
    codes.push(await lastCode(username));
    const body = { username, password: 'n3w-Secret!', confirm_password: 'n3w-Secret!' };
    await call({ method: 'POST', url: '/api/profiles/set-password/', payload: { ...body, otp: wrong } });
    const reset = await call({
      method: 'POST',
      url: '/api/profiles/set-password/',
      payload: { ...body, otp: codes[1] },
    });
    expect(reset.json()).toEqual({ status: 'Done', message: 'Password set successfully' });
    await call({
      method: 'POST',
      url: '/api/profiles/login/',
      payload: { username, password: 'n3w-Secret!' },
    });

    expect(logLines.length).toBeGreaterThan(10);
    const everything = [...bodies, ...logLines];
    for (const code of codes) {
      expect(everything.filter((s) => lonely(code).test(s))).toEqual([]);
    }
    for (const secret of ['secret123', 'n3w-Secret!']) {
      expect(everything.filter((s) => s.includes(secret))).toEqual([]);
    }
    // Only hashes are stored.
    const rows = await t.database.db.select().from(otpCodes).where(eq(otpCodes.username, username));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('locks a code after 5 wrong tries, even against the right code', async () => {
    const username = newMobile();
    await send(t, 'POST', '/api/configs/send-otp/', { username });
    const code = await lastCode(username);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) {
      const res = await send(t, 'POST', '/api/profiles/create/', sampleSignup({ username, otp: wrong }));
      expect(res.json()).toEqual({ otp: ['OTP is incorrect'] });
    }
    const right = await send(t, 'POST', '/api/profiles/create/', sampleSignup({ username, otp: code }));
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ otp: ['OTP is incorrect'] });
    // A new code works.
    await send(t, 'POST', '/api/configs/send-otp/', { username });
    const fresh = await send(
      t,
      'POST',
      '/api/profiles/create/',
      sampleSignup({ username, otp: await lastCode(username) }),
    );
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses an expired code and a used one', async () => {
    const username = newMobile();
    await send(t, 'POST', '/api/configs/send-otp/', { username });
    const code = await lastCode(username);
    await t.database.db
      .update(otpCodes)
      .set({ expiresOn: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.username, username));
    const expired = await send(t, 'POST', '/api/profiles/create/', sampleSignup({ username, otp: code }));
    expect(expired.json()).toEqual({ otp: ['OTP is incorrect'] });

    const m = await signUp(t);
    await send(t, 'POST', '/api/configs/send-otp/', { username: m.username, purpose: 'reset' });
    const reset = {
      username: m.username,
      password: 'abcdef',
      confirm_password: 'abcdef',
      otp: await lastCode(m.username),
    };
    expect((await send(t, 'POST', '/api/profiles/set-password/', reset)).statusCode).toBe(200);
    const reused = await send(t, 'POST', '/api/profiles/set-password/', reset);
    expect(reused.json()).toEqual({ otp: ['Invalid OTP'] });
  });

  it('answers a third code request within 24 hours with 429 and the notice', async () => {
    const username = newMobile();
    expect((await send(t, 'POST', '/api/configs/send-otp/', { username })).statusCode).toBe(200);
    expect((await send(t, 'POST', '/api/configs/send-otp/', { username })).statusCode).toBe(200);
    const third = await send(t, 'POST', '/api/configs/send-otp/', { username });
    expect(third.statusCode).toBe(429);
    expect(third.json<{ detail: string }>().detail).toMatch(/More than 2 OTP requests .* blocked/);
    // Older than a day no longer counts.
    await t.database.db
      .update(otpCodes)
      .set({ createdOn: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(otpCodes.username, username));
    expect((await send(t, 'POST', '/api/configs/send-otp/', { username })).statusCode).toBe(200);
  });

  it('counts signup and reset codes apart: a new member still gets two reset codes', async () => {
    const m = await signUp(t);
    // signUp asked a signup code from this address; a registered number gets no more of those.
    expect((await send(t, 'POST', '/api/configs/send-otp/', { username: m.username })).json()).toEqual({
      username: ['Already exists.'],
    });
    const reset = { username: m.username, purpose: 'reset' };
    expect((await send(t, 'POST', '/api/configs/send-otp/', reset)).statusCode).toBe(200);
    expect((await send(t, 'POST', '/api/configs/send-otp/', reset)).statusCode).toBe(200);
    const third = await send(t, 'POST', '/api/configs/send-otp/', reset);
    expect(third.statusCode).toBe(429);
    expect(third.json<{ detail: string }>().detail).toMatch(/More than 2 OTP requests .* blocked/);
  });

  it('resets a password with a code and ends every session', async () => {
    const m = await signUp(t);
    const other = await send(t, 'POST', '/api/profiles/login/', {
      username: m.username,
      password: m.password,
    });
    const second = other.json<{ token: string }>().token;
    const unknown = await send(t, 'POST', '/api/configs/send-otp/', {
      username: newMobile(),
      purpose: 'reset',
    });
    expect(unknown.json()).toEqual({ username: ['No profile found with this username.'] });
    await send(t, 'POST', '/api/configs/send-otp/', { username: m.username, purpose: 'reset' });
    const code = await lastCode(m.username);
    const body = { username: m.username, password: 'brand-new', confirm_password: 'brand-new' };
    const bad = await send(t, 'POST', '/api/profiles/set-password/', {
      ...body,
      otp: code === '123123' ? '321321' : '123123',
    });
    expect(bad.json()).toEqual({ otp: ['Invalid OTP'] });
    const mismatch = await send(t, 'POST', '/api/profiles/set-password/', {
      ...body,
      confirm_password: 'brand-old',
      otp: code,
    });
    expect(mismatch.json()).toEqual({ confirm_password: ['Does not match.'] });
    const short = await send(t, 'POST', '/api/profiles/set-password/', {
      username: 'abc',
      password: '12345',
      confirm_password: '12345',
      otp: code,
    });
    expect(short.json()).toEqual({
      username: ['Min 4 characters required.'],
      password: ['Min 6 characters required.'],
      confirm_password: ['Min 6 characters required.'],
    });
    const ok = await send(t, 'POST', '/api/profiles/set-password/', { ...body, otp: code });
    expect(ok.json()).toEqual({ status: 'Done', message: 'Password set successfully' });
    for (const token of [m.token, second]) {
      const res = await send(t, 'GET', '/api/profiles/update-last-active/', undefined, auth(token));
      expect(res.json()).toEqual({ detail: 'Invalid token.' });
    }
    expect(
      (await send(t, 'POST', '/api/profiles/login/', { username: m.username, password: m.password }))
        .statusCode,
    ).toBe(400);
    expect(
      (await send(t, 'POST', '/api/profiles/login/', { username: m.username, password: 'brand-new' }))
        .statusCode,
    ).toBe(200);
  });
});
