/**
 * What the fuzz tests share (issue 14): the seed (fixed in CI, FUZZ_SEED=random or a number for
 * longer runs, always printed so a failure can be replayed), a small seeded PRNG, and a pool of
 * hostile scalar values (types, boundaries, unicode and NUL bytes, huge numbers, injections).
 */
import { DB_INT_MAX } from '@nikah/shared';

/** The CI seed. */
export const FIXED_SEED = 13_2026;

/** FUZZ_SEED as a number: unset gives FIXED_SEED, `random` a fresh one (print it). */
export function fuzzSeed(env: string | undefined = process.env.FUZZ_SEED): number {
  if (env === undefined || env === '') return FIXED_SEED;
  if (env === 'random') return Math.floor(Math.random() * 2 ** 31);
  const n = Number(env);
  if (!Number.isInteger(n)) throw new Error(`FUZZ_SEED must be an integer or "random", got ${env}`);
  return n;
}

/**
 * mulberry32: a tiny seeded PRNG, uniform in [0, 1); the tests' only one (also the seeded test
 * pictures, moderation/test-images.ts).
 */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Scalars and shapes no handler expects; `extra` adds ids and names of the test's own members. */
export function hostileValues(extra: unknown[] = []): unknown[] {
  return [
    0,
    -1,
    1,
    1.5,
    DB_INT_MAX,
    DB_INT_MAX + 1,
    -DB_INT_MAX - 2,
    Number.MAX_SAFE_INTEGER,
    1e308,
    -0,
    Number.NaN,
    '99999999999999999999999',
    '1e400',
    'NaN',
    '-0',
    '',
    ' ',
    'a',
    '\u0000',
    `x\u0000y`,
    '%00',
    '\ud800',
    '🙂'.repeat(50),
    'دہیز नहीं ｄｏｗｒｙ',
    'x'.repeat(5000),
    "' OR 1=1 --",
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '{"$ne":1}',
    true,
    false,
    null,
    [],
    [1, 'a', null],
    {},
    { $ne: 1 },
    { __proto__: { admin: true } },
    '123456',
    'abcdef1',
    '2000-01-01',
    'Kerala',
    'Female',
    ...extra,
  ];
}
