/**
 * Issue 28 point 8: a stranger cannot burn the owner's code. Wrong tries count per code AND per
 * client address (OTP_WRONG_TRIES_PER_ADDRESS), so the owner's right code still works from their
 * own address after a stranger's wrong tries from another; and one code allows at most
 * OTP_WRONG_TRIES_PER_CODE wrong tries from all addresses together, after which even the right
 * code is refused. For the reset code (`set-password/`) and the signup code (`create/`), in memory
 * and, with TEST_REDIS_URL, in Redis shared by two API processes. Codes are read from the SMS
 * sender (the outside world), replaced here.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSignup } from '../../../../../packages/shared/test/sample-profile';
import type { App } from '../../app';
import { otpCodes } from '../../db/schema';
import type { OutgoingMessage } from '../../lib/notifier';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, secondApp, type TestApp } from '../../../test/app';
import { RELAXED_LIMITS, newMobile } from '../../../test/accounts-helpers';
import { COUNTER_STORES } from '../../../test/stores';

const PER_ADDRESS = 5;
const PER_CODE = 20;
const LIMITS = {
  ...RELAXED_LIMITS,
  OTP_WRONG_TRIES_PER_ADDRESS: String(PER_ADDRESS),
  OTP_WRONG_TRIES_PER_CODE: String(PER_CODE),
};

const STORES = COUNTER_STORES;
const CASES = DATABASE_KINDS.flatMap((kind) => STORES.map((store) => [kind, store.name, store] as const));

describe.each(CASES)('issue 28 point 8, code tries per address, on %s with %s', (kind, _name, store) => {
  const sent: OutgoingMessage[] = [];
  const senders = {
    sms: (m: OutgoingMessage) => {
      sent.push(m);
      return Promise.resolve();
    },
  };
  let t: TestApp;
  let a: App;
  let b: App;
  beforeAll(async () => {
    const env = { ...LIMITS, ...store.env };
    t = await makeTestApp(kind, { demoProfiles: 0, env, deps: { senders } });
    a = t.app;
    // With Redis, the tries go through a second API process over the same database too: the counts
    // per address are shared through Redis, the counts per code through the database.
    if (store.name === 'redis') {
      b = await secondApp(t, env, { senders });
    } else b = a;
  });
  afterAll(async () => {
    if (b !== a) await b.close();
    await t.close();
  });

  const OWNER = '203.0.113.10';
  const post = (app: App, url: string, payload: object, remoteAddress: string) =>
    app.inject({ method: 'POST', url, payload, remoteAddress });
  /** Asks for a code for `username` (from the owner's address) and returns it (from the SMS). */
  async function codeFor(username: string, purpose: 'signup' | 'reset', ip = OWNER): Promise<string> {
    const res = await post(a, '/api/configs/send-otp/', { username, purpose }, ip);
    expect(res.statusCode, res.body).toBe(200);
    const code = sent.filter((m) => m.to === username).at(-1)?.code;
    expect(code).toMatch(/^\d{6}$/);
    return code!;
  }
  /** Six digits that are not `code`, different for each `i`. */
  const wrongCode = (code: string, i: number) => {
    const guess = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    return guess;
  };
  const reset = (app: App, username: string, otp: string, ip: string) =>
    post(
      app,
      '/api/profiles/set-password/',
      { username, otp, password: 'fresh-pass', confirm_password: 'fresh-pass' },
      ip,
    );
  async function member(): Promise<string> {
    const username = newMobile();
    const code = await codeFor(username, 'signup');
    const res = await post(a, '/api/profiles/create/', sampleSignup({ username, otp: code }), OWNER);
    expect(res.statusCode, res.body).toBe(200);
    return username;
  }

  it("a stranger's wrong reset codes from one address do not burn the owner's code", async () => {
    const username = await member();
    const code = await codeFor(username, 'reset');
    for (let i = 0; i < PER_ADDRESS + 2; i++) {
      const res = await reset(i % 2 === 0 ? a : b, username, wrongCode(code, i), '198.51.100.1');
      expect(res.json()).toEqual({ otp: ['Invalid OTP'] });
    }
    // Past its own limit, the stranger's address is refused even the right code...
    expect((await reset(b, username, code, '198.51.100.1')).json()).toEqual({ otp: ['Invalid OTP'] });
    // ...while the owner, from their address, still resets with it.
    const done = await reset(a, username, code, OWNER);
    expect(done.statusCode, done.body).toBe(200);
    const login = await post(a, '/api/profiles/login/', { username, password: 'fresh-pass' }, OWNER);
    expect(login.statusCode, login.body).toBe(200);
  });

  it("a stranger's wrong signup codes from one address do not burn the owner's code", async () => {
    const username = newMobile();
    const code = await codeFor(username, 'signup');
    for (let i = 0; i < PER_ADDRESS; i++) {
      const res = await post(
        i % 2 === 0 ? a : b,
        '/api/profiles/create/',
        sampleSignup({ username, otp: wrongCode(code, i) }),
        '198.51.100.2',
      );
      expect(res.json()).toEqual({ otp: ['OTP is incorrect'] });
    }
    const created = await post(a, '/api/profiles/create/', sampleSignup({ username, otp: code }), OWNER);
    expect(created.statusCode, created.body).toBe(200);
  });

  it('one code allows at most OTP_WRONG_TRIES_PER_CODE wrong tries from all addresses together', async () => {
    const username = await member();
    const code = await codeFor(username, 'reset');
    // Exactly the cap, simultaneously, each from its own address (and half through each process).
    const wrong = await Promise.all(
      Array.from({ length: PER_CODE }, (_, i) =>
        reset(i % 2 === 0 ? a : b, username, wrongCode(code, i), `192.0.2.${i + 1}`),
      ),
    );
    expect(wrong.map((r) => r.statusCode)).toEqual(wrong.map(() => 400));
    // The code is used up: even the right one from the owner's address is refused.
    expect((await reset(a, username, code, OWNER)).json()).toEqual({ otp: ['Invalid OTP'] });
    // More tries from new addresses do not count past the cap either.
    await Promise.all(
      Array.from({ length: PER_CODE }, (_, i) => reset(b, username, wrongCode(code, i), `192.0.2.${50 + i}`)),
    );
    const [row] = await t.database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.username, username))
      .orderBy(desc(otpCodes.id))
      .limit(1);
    expect(row!.attempts).toBe(PER_CODE);
    // A fresh code works.
    // (From another address of the owner: this one asked for its 2 codes of the day already.)
    const fresh = await codeFor(username, 'reset', '203.0.113.11');
    expect((await reset(b, username, fresh, OWNER)).statusCode).toBe(200);
  });

  it('the total cap counts each wrong try once, whatever the concurrency', async () => {
    const username = await member();
    const code = await codeFor(username, 'reset');
    // One try short of the cap from many addresses at once, then the right code still works (with
    // the test above: the cap is exactly OTP_WRONG_TRIES_PER_CODE).
    const wrong = await Promise.all(
      Array.from({ length: PER_CODE - 1 }, (_, i) =>
        reset(i % 2 === 0 ? a : b, username, wrongCode(code, i), `192.0.2.${100 + i}`),
      ),
    );
    expect(wrong.map((r) => r.statusCode)).toEqual(wrong.map(() => 400));
    const done = await reset(a, username, code, OWNER);
    expect(done.statusCode, done.body).toBe(200);
  });
});
