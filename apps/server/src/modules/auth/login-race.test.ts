/**
 * Issue 28 point 2: the per-account login limit holds under concurrency. Many wrong passwords for
 * one account at once, each from its own address (and, with Redis, through two API processes),
 * must not get more password checks than LOGIN_FREE_FAILURES: the try is counted before the
 * password is checked. Verifications are counted by wrapping the real `verifyPassword` (it still
 * runs argon2; the wrapper only observes).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, secondApp, type TestApp } from '../../../test/app';
import type { App } from '../../app';
import { RELAXED_LIMITS, signUp, type Member } from '../../../test/accounts-helpers';
import { COUNTER_STORES } from '../../../test/stores';

const verified = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/passwords')>();
  return {
    ...real,
    verifyPassword: (stored: string, password: string) => {
      verified.count += 1;
      return real.verifyPassword(stored, password);
    },
  };
});

const FREE = 5;
const BURST = 40;
const LIMITS = {
  ...RELAXED_LIMITS,
  LOGIN_FREE_FAILURES: String(FREE),
  LOGIN_DELAY_BASE_SECONDS: '30',
  LOGIN_DELAY_MAX_SECONDS: '900',
};

const STORES = COUNTER_STORES;
const CASES = DATABASE_KINDS.flatMap((kind) => STORES.map((store) => [kind, store.name, store] as const));

describe.each(CASES)('issue 28 point 2, concurrent login failures, on %s with %s', (kind, _name, store) => {
  let t: TestApp;
  let a: App;
  let b: App;
  let member: Member;
  beforeAll(async () => {
    const env = { ...LIMITS, ...store.env };
    t = await makeTestApp(kind, { demoProfiles: 0, env });
    a = t.app;
    // With Redis, a second API process over the same database shares the counts: the burst is
    // split between the two.
    if (store.name === 'redis') {
      b = await secondApp(t, env);
    } else b = a;
    member = await signUp(t);
  });
  afterAll(async () => {
    if (b !== a) await b.close();
    await t.close();
  });

  it(`checks at most LOGIN_FREE_FAILURES passwords of ${BURST} simultaneous wrong tries`, async () => {
    verified.count = 0;
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        (i % 2 === 0 ? a : b).inject({
          method: 'POST',
          url: '/api/profiles/login/',
          payload: { username: member.username, password: `wrong-${i}` },
          remoteAddress: `192.0.2.${i + 1}`,
        }),
      ),
    );
    const checks = verified.count;
    const statuses = responses.map((r) => r.statusCode);
    expect({ checks, status400: statuses.filter((s) => s === 400).length }).toEqual({
      checks: FREE,
      status400: FREE,
    });
    expect(statuses.filter((s) => s === 429)).toHaveLength(BURST - FREE);
    for (const r of responses.filter((x) => x.statusCode === 429)) {
      expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(30);
    }

    // The account now waits: even the right password is refused without a check.
    verified.count = 0;
    const right = await a.inject({
      method: 'POST',
      url: '/api/profiles/login/',
      payload: { username: member.username, password: member.password },
      remoteAddress: '198.51.100.77',
    });
    expect(right.statusCode).toBe(429);
    expect(verified.count).toBe(0);
  });
});
