import { describe, expect, it } from 'vitest';
import { createRng, hashSeed, weighted } from './random';

describe('createRng', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng('other');
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
    for (const x of seqA) expect(x >= 0 && x < 1).toBe(true);
  });

  it('keeps int, pick, sample and shuffle within bounds', () => {
    const rng = createRng('bounds');
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i++) {
      const n = rng.int(3, 6);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(6);
      seen.add(n);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
    expect(['a', 'b']).toContain(rng.pick(['a', 'b']));
    expect(() => rng.pick([])).toThrow();
    const list = [1, 2, 3, 4, 5];
    expect(rng.shuffle(list).sort()).toEqual(list);
    const s = rng.sample(list, 3);
    expect(new Set(s).size).toBe(3);
    expect(rng.sample(list, 10)).toHaveLength(5);
  });

  it('expands weighted entries', () => {
    expect(
      weighted([
        ['a', 2],
        ['b', 1],
      ] as const),
    ).toEqual(['a', 'a', 'b']);
  });

  it('hashes strings stably', () => {
    expect(hashSeed('MP100001')).toBe(hashSeed('MP100001'));
    expect(hashSeed('MP100001')).not.toBe(hashSeed('MP100002'));
  });
});
