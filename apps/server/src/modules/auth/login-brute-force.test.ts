/**
 * Issue 13 defect 3, login brute force across IPs: wrong passwords for one account from rotating
 * addresses get a growing wait per account (capped, so never a permanent lockout; the right
 * password after the wait works and a success starts afresh), and one address trying many
 * usernames is limited. In memory and, with TEST_REDIS_URL, in Redis shared by two API processes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { RELAXED_LIMITS, newMobile, signUp, type Member } from '../../../test/accounts-helpers';
import { COUNTER_STORES } from '../../../test/stores';

const LIMITS = {
  ...RELAXED_LIMITS,
  LOGIN_FREE_FAILURES: '2',
  LOGIN_DELAY_BASE_SECONDS: '1',
  LOGIN_DELAY_MAX_SECONDS: '2',
  RATE_LIMIT_LOGIN_PER_IP_PER_HOUR: '6',
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let ipCounter = 0;
/** A different client address for each call (an attacker rotating addresses). */
const nextIp = () => {
  ipCounter += 1;
  return `10.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}.7`;
};

const STORES = COUNTER_STORES;

const CASES = DATABASE_KINDS.flatMap((kind) => STORES.map((store) => [kind, store] as const));

describe.each(CASES)('defect 3, login brute force across IPs, on %s with %o', (kind, store) => {
  let a: TestApp;
  let b: TestApp;
  let member: Member;
  beforeAll(async () => {
    a = await makeTestApp(kind, { demoProfiles: 0, env: { ...LIMITS, ...store.env, LOG_LEVEL: 'error' } });
    // With Redis, a second API process over the same database shares the counts; in memory the
    // second app is only used for the per-address test.
    b =
      store.name === 'redis'
        ? await makeTestApp(kind, { demoProfiles: 0, env: { ...LIMITS, ...store.env } })
        : a;
    member = await signUp(a);
  });
  afterAll(async () => {
    if (b !== a) await b.close();
    await a.close();
  });

  const login = (t: TestApp, username: string, password: string, ip = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/profiles/login/',
      payload: { username, password },
      remoteAddress: ip,
    });

  it('makes an account wait after failures from rotating addresses, growing and capped', async () => {
    const { username, password } = member;
    expect((await login(a, username, 'wrong-1')).statusCode).toBe(400);
    expect((await login(a, username, 'wrong-2')).statusCode).toBe(400);
    // Third try from yet another address (and, with Redis, another process): the account waits.
    const waiting = await login(b, username, password);
    expect(waiting.statusCode, waiting.body).toBe(429);
    expect(waiting.json()).toEqual({ detail: expect.any(String) });
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    // After the wait the right password works, and a success starts afresh.
    await sleep(1100);
    expect((await login(a, username, password)).statusCode).toBe(200);
    expect((await login(a, username, 'wrong-3')).statusCode).toBe(400);
    expect((await login(a, username, 'wrong-4')).statusCode).toBe(400);
    expect((await login(a, username, 'wrong-5')).statusCode).toBe(429);

    // Each further failure doubles the wait, up to LOGIN_DELAY_MAX_SECONDS (never permanent).
    await sleep(1100);
    expect((await login(a, username, 'wrong-6')).statusCode).toBe(400);
    const longer = await login(a, username, password);
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBe(2);
    await sleep(2100);
    expect((await login(a, username, 'wrong-7')).statusCode).toBe(400);
    expect(Number((await login(a, username, password)).headers['retry-after'])).toBe(2);
    await sleep(2100);
    expect((await login(a, username, password)).statusCode).toBe(200);
  }, 30_000);

  it('limits one address trying many usernames', async () => {
    const ip = nextIp();
    for (let i = 0; i < 6; i++) {
      expect((await login(a, newMobile(), 'wrong-pass', ip)).statusCode).toBe(400);
    }
    const seventh = await login(b, newMobile(), 'wrong-pass', ip);
    expect(seventh.statusCode).toBe(429);
    expect(seventh.json()).toEqual({ detail: 'Too many requests. Please try again later.' });
    expect((await login(a, newMobile(), 'wrong-pass')).statusCode).toBe(400);
  });
});
