/**
 * Rate limits of the account calls (DESIGN.md D1): code requests per address, login per address and
 * username, code checks and look-ups per address; a forged X-Forwarded-For does not reset them
 * (TRUST_PROXY defaults to false); with Redis the counts are shared by every API process.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { sampleSignup } from '../../../../packages/shared/test/sample-profile';
import { DATABASE_KINDS } from '../../test/databases';
import { makeTestApp, type TestApp } from '../../test/app';
import { newMobile } from '../../test/accounts-helpers';

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
