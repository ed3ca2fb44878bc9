import { describe, expect, it } from 'vitest';
import { BANNER_VISIT_KEY, bannerVisit, VISITS_KEY } from './bannerVisits';

/** A Storage-like map. */
function store(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe('bannerVisit', () => {
  it('shows in the second visit only, on every page of it', () => {
    const local = store();
    const first = store();
    expect(bannerVisit(local, first)).toBe(false);
    expect(bannerVisit(local, first)).toBe(false);
    const second = store();
    expect(bannerVisit(local, second)).toBe(true);
    expect(bannerVisit(local, second)).toBe(true);
    expect(local.map.get(BANNER_VISIT_KEY)).toBe('2');
    const third = store();
    expect(bannerVisit(local, third)).toBe(false);
    expect(local.map.get(VISITS_KEY)).toBe('3');
  });

  it('shows once for a browser that visited before the rule (count missing) and counts from there', () => {
    const local = store({ [VISITS_KEY]: 'x' });
    expect(bannerVisit(local, store())).toBe(false);
    expect(bannerVisit(local, store())).toBe(true);
  });

  it('shows nothing when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(bannerVisit(broken, store())).toBe(false);
  });
});
