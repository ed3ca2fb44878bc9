/**
 * Cached list counts (count-cache.ts, issue 14): reused within the time to live, counted again
 * after it, never cached with 0, kept apart per database and key; and through the API, a count up
 * to SEARCH_COUNT_CACHE_SECONDS old while the page itself is fresh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../test/app';
import { DATABASE_KINDS } from '../../../test/databases';
import { RELAXED_DISCOVERY_LIMITS, insertProfile, testClock } from '../../../test/discovery-helpers';
import { cachedCount } from './count-cache';

/** A counter standing in for the count query: answers `value` and counts its calls. */
function counter(value: () => number) {
  let calls = 0;
  return {
    compute: () => {
      calls += 1;
      return Promise.resolve(value());
    },
    calls: () => calls,
  };
}

describe('cachedCount', () => {
  // Distinct objects stand for distinct databases (the cache is keyed by the database object).
  const dbA = {};
  const dbB = {};

  it('reuses a count within the time to live and counts again after it', async () => {
    let rows = 5;
    const c = counter(() => rows);
    expect(await cachedCount(dbA, 'k', 60_000, 1_000, c.compute)).toBe(5);
    rows = 6;
    expect(await cachedCount(dbA, 'k', 60_000, 60_999, c.compute)).toBe(5);
    expect(c.calls()).toBe(1);
    expect(await cachedCount(dbA, 'k', 60_000, 61_000, c.compute)).toBe(6);
    expect(c.calls()).toBe(2);
  });

  it('never caches with a time to live of 0, and keeps databases and keys apart', async () => {
    let rows = 1;
    const c = counter(() => rows++);
    expect(await cachedCount(dbA, 'z', 0, 1, c.compute)).toBe(1);
    expect(await cachedCount(dbA, 'z', 0, 1, c.compute)).toBe(2);
    expect(await cachedCount(dbA, 'x', 10_000, 1, c.compute)).toBe(3);
    expect(await cachedCount(dbB, 'x', 10_000, 1, c.compute)).toBe(4);
    expect(await cachedCount(dbA, 'y', 10_000, 1, c.compute)).toBe(5);
    expect(await cachedCount(dbA, 'x', 10_000, 2, c.compute)).toBe(3);
  });

  it('does not keep a failed count', async () => {
    let fail = true;
    const compute = () => (fail ? Promise.reject(new Error('db down')) : Promise.resolve(7));
    await expect(cachedCount(dbA, 'f', 10_000, 1, compute)).rejects.toThrow('db down');
    fail = false;
    expect(await cachedCount(dbA, 'f', 10_000, 2, compute)).toBe(7);
  });
});

describe.each(DATABASE_KINDS)('list count cache through the API on %s', (kind) => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: { ...RELAXED_DISCOVERY_LIMITS, SEARCH_COUNT_CACHE_SECONDS: '60' },
      deps: { clock: clock.now },
    });
    clock.set('2026-03-01T10:00:00Z');
  });
  afterAll(() => t.close());

  const list = async () => {
    const res = await t.app.inject({ url: '/api/profiles/list/?state=Kerala&martial_status=Unmarried' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ count: number; results: unknown[] }>();
  };

  it('shows a count up to SEARCH_COUNT_CACHE_SECONDS old while the page is fresh', async () => {
    await insertProfile(t, { gender: 'Female', state: 'Kerala', martialStatus: 'Unmarried' });
    expect((await list()).count).toBe(1);
    await insertProfile(t, { gender: 'Male', state: 'Kerala', martialStatus: 'Unmarried' });
    clock.advance(59_000);
    const stale = await list();
    expect(stale.count).toBe(1);
    expect(stale.results).toHaveLength(2);
    clock.advance(1_000);
    expect((await list()).count).toBe(2);
  });
});
