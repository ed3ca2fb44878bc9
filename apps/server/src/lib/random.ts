/**
 * A small seeded pseudo-random generator (mulberry32) for reproducible demo data and avatars.
 * Not for secrets: tokens and codes use node:crypto (DESIGN.md D1, D3).
 */

/** A deterministic source of pseudo-random numbers with convenience helpers. */
export interface Rng {
  /** Next float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability `p` (0..1). */
  chance(p: number): boolean;
  /** One element of a non-empty list; throws on an empty list. */
  pick<T>(items: readonly T[]): T;
  /** `count` distinct elements (fewer when the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A shuffled copy of `items` (Fisher-Yates); the input is not changed. */
  shuffle<T>(items: readonly T[]): T[];
}

/**
 * Hashes a string to a 32-bit unsigned seed (FNV-1a), so that text such as a profile code can seed
 * an `Rng`. Returns the same number for the same string on every platform.
 */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Creates a mulberry32 generator from a numeric seed (any number; it is truncated to 32 bits) or a
 * string (hashed with `hashSeed`). The same seed always gives the same sequence.
 */
export function createRng(seed: number | string): Rng {
  let state = (typeof seed === 'string' ? hashSeed(seed) : seed) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick() needs a non-empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    sample: (items, count) => shuffle(items).slice(0, Math.max(0, count)),
    shuffle,
  };
}

/**
 * Expands `[item, weight]` pairs into a list where each item appears `weight` times (whole
 * numbers), so that `rng.pick(list)` favours heavier items at the cost of one array lookup.
 */
export function weighted<T>(entries: readonly (readonly [T, number])[]): readonly T[] {
  return entries.flatMap(([item, w]) => Array<T>(w).fill(item));
}
