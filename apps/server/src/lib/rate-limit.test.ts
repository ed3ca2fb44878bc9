/**
 * Rate limits of the account calls (DESIGN.md D1): code requests per address, login per address and
 * username, code checks and look-ups per address; a forged X-Forwarded-For does not reset them
 * (TRUST_PROXY defaults to false); with Redis the counts are shared by every API process. Also the
 * counter store's atomic attempts (issue 28 point 2).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { sampleSignup } from '../../../../packages/shared/test/sample-profile';
import { DATABASE_KINDS } from '../../test/databases';
import { makeTestApp, type TestApp } from '../../test/app';
import { newMobile } from '../../test/accounts-helpers';
import {
  type BackoffRule,
  type CounterStore,
  backoffWaitMs,
  memoryCounters,
  redisCounters,
} from './rate-limit';
import { HOUR_MS } from './time';

const TOO_MANY = { detail: 'Too many requests. Please try again later.' };

describe.each(DATABASE_KINDS)('rate limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: {
        RATE_LIMIT_OTP_PER_HOUR: '3',
        RATE_LIMIT_LOGIN_PER_MINUTE: '3',
        RATE_LIMIT_CODE_CHECKS_PER_HOUR: '2',
        RATE_LIMIT_LOOKUPS_PER_MINUTE: '2',
      },
    });
  });
  afterAll(() => t.close());

  const post = (
    url: string,
    payload: unknown,
    remoteAddress = '10.0.0.1',
    headers: Record<string, string> = {},
  ) => t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress, headers });

  it('limits code requests per client address, whatever X-Forwarded-For says', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/configs/send-otp/', { username: newMobile() })).statusCode).toBe(200);
    }
    const fourth = await post('/api/configs/send-otp/', { username: newMobile() }, '10.0.0.1', {
      'x-forwarded-for': '203.0.113.9',
    });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual(TOO_MANY);
    expect(fourth.headers['retry-after']).toBeDefined();
    expect((await post('/api/configs/send-otp/', { username: newMobile() }, '10.0.0.2')).statusCode).toBe(
      200,
    );
  });

  it('limits login attempts per address and username', async () => {
    const username = newMobile();
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/profiles/login/', { username, password: 'wrong-pass' })).statusCode).toBe(400);
    }
    expect((await post('/api/profiles/login/', { username, password: 'wrong-pass' })).json()).toEqual(
      TOO_MANY,
    );
    expect(
      (await post('/api/profiles/login/', { username: ` ${username} `, password: 'x' })).statusCode,
    ).toBe(429);
    expect(
      (await post('/api/profiles/login/', { username: newMobile(), password: 'wrong-pass' })).statusCode,
    ).toBe(400);
  });

  it('limits code checks and username look-ups per address', async () => {
    for (const [url, body] of [
      ['/api/profiles/create/', () => sampleSignup({ username: newMobile() })],
      [
        '/api/profiles/set-password/',
        () => ({ username: newMobile(), password: 'abcdef', confirm_password: 'abcdef', otp: '123456' }),
      ],
      ['/api/profiles/verify-user/', () => ({ username: newMobile() })],
    ] as const) {
      for (let i = 0; i < 2; i++) expect((await post(url, body(), '10.0.0.3')).statusCode, url).not.toBe(429);
      expect((await post(url, body(), '10.0.0.3')).statusCode, url).toBe(429);
    }
  });
});

describe.runIf(Boolean(process.env.TEST_REDIS_URL))('rate limits on Redis', () => {
  const prefix = `nikah-test-${randomBytes(4).toString('hex')}:`;
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    const env = {
      REDIS_URL: process.env.TEST_REDIS_URL!,
      REDIS_PREFIX: prefix,
      RATE_LIMIT_OTP_PER_HOUR: '2',
    };
    [a, b] = await Promise.all([
      makeTestApp('pglite', { demoProfiles: 0, env }),
      makeTestApp('pglite', { demoProfiles: 0, env }),
    ]);
    redis = new Redis(process.env.TEST_REDIS_URL!);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await a.close();
    await b.close();
  });

  it('shares the counts between two API processes', async () => {
    const send = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/configs/send-otp/',
        payload: { username: newMobile() },
        remoteAddress: '10.9.9.9',
      });
    expect((await send(a)).statusCode).toBe(200);
    expect((await send(b)).statusCode).toBe(200);
    expect((await send(a)).statusCode).toBe(429);
    expect((await send(b)).statusCode).toBe(429);
    expect((await redis.keys(`${prefix}rl:*`)).length).toBeGreaterThan(0);
  });
});

/**
 * Issue 28 point 2: `CounterStore.attempt` counts a try and starts the next wait in one step, so
 * simultaneous tries never all pass; in memory (with a test clock) and in Redis.
 */
describe('counter store attempts (a growing wait counted before the work)', () => {
  const rule: BackoffRule = { freeTries: 3, windowMs: HOUR_MS, baseWaitMs: 10_000, maxWaitMs: 25_000 };
  const burst = (store: CounterStore, key: string, n: number) =>
    Promise.all(Array.from({ length: n }, () => store.attempt(`${key}:n`, `${key}:w`, rule)));
  const passed = (waits: number[]) => waits.filter((w) => w === 0).length;

  it('in memory: the free tries, then one try per wait, doubling up to the cap', async () => {
    let clock = 1_000_000;
    const store = memoryCounters(() => clock);
    const first = await burst(store, 'k', 20);
    expect(passed(first)).toBe(3);
    expect(first.filter((w) => w > 0)).toEqual(Array.from({ length: 17 }, () => 10_000));
    clock += 10_000;
    const second = await burst(store, 'k', 20);
    expect(passed(second)).toBe(1);
    expect(Math.max(...second)).toBe(20_000);
    clock += 20_000;
    expect(Math.max(...(await burst(store, 'k', 5)))).toBe(25_000);
    // A success clears the count: the free tries are back.
    await store.remove('k:n', 'k:w');
    expect(passed(await burst(store, 'k', 20))).toBe(3);
    // The count is forgotten after the window (a later wait passes one try; after the window, 3).
    clock += 10_000;
    expect(passed(await burst(store, 'k', 20))).toBe(1);
    clock += HOUR_MS;
    expect(passed(await burst(store, 'k', 20))).toBe(3);
    expect(backoffWaitMs(2, rule)).toBe(0);
    expect(backoffWaitMs(3, rule)).toBe(10_000);
  });

  it.runIf(Boolean(process.env.TEST_REDIS_URL))('in Redis, across two clients', async () => {
    const prefix = `nikah-test-${randomBytes(4).toString('hex')}:`;
    const clients = [new Redis(process.env.TEST_REDIS_URL!), new Redis(process.env.TEST_REDIS_URL!)];
    const log = { warn: () => undefined };
    const [one, two] = clients.map((c) => redisCounters(c, prefix, log)) as [CounterStore, CounterStore];
    try {
      const waits = (await Promise.all([burst(one, 'k', 20), burst(two, 'k', 20)])).flat();
      expect(passed(waits)).toBe(3);
      for (const w of waits.filter((x) => x > 0)) expect(w).toBeGreaterThan(9_000);
      expect(await one.ttl('k:w')).toBeGreaterThan(9_000);
      // The wait ends (removed here instead of waiting 10 s): one try passes and doubles it.
      await one.remove('k:w');
      const next = (await Promise.all([burst(one, 'k', 10), burst(two, 'k', 10)])).flat();
      expect(passed(next)).toBe(1);
      expect(await two.ttl('k:w')).toBeGreaterThan(19_000);
      await two.remove('k:n', 'k:w');
      expect(passed(await burst(one, 'k', 10))).toBe(3);
    } finally {
      const keys = await clients[0]!.keys(`${prefix}*`);
      if (keys.length > 0) await clients[0]!.del(...keys);
      await Promise.all(clients.map((c) => c.quit()));
    }
  });
});
