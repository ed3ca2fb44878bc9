import { describe, expect, it } from 'vitest';
import { returnProfileOf, withoutReturnProfile } from './returnProfile';

describe("the login page's profile parameter", () => {
  it('reads a plausible slug, trimmed, decoded by URLSearchParams', () => {
    expect(returnProfileOf(new URLSearchParams('profile=ali-NK12'))).toBe('ali-NK12');
    expect(returnProfileOf(new URLSearchParams('profile=%D8%B9%D9%84%DB%8C-NK1'))).toBe('علی-NK1');
    expect(returnProfileOf(new URLSearchParams('profile=+ali-NK1+'))).toBe('ali-NK1');
  });

  it('gives null for no parameter, a blank one or one too long for a slug', () => {
    expect(returnProfileOf(new URLSearchParams(''))).toBeNull();
    expect(returnProfileOf(new URLSearchParams('profile='))).toBeNull();
    expect(returnProfileOf(new URLSearchParams('profile=%20%20'))).toBeNull();
    expect(returnProfileOf(new URLSearchParams(`profile=${'a'.repeat(121)}`))).toBeNull();
  });

  it('drops only the parameter from the query', () => {
    expect(withoutReturnProfile(new URLSearchParams('profile=ali-NK1'))).toBe('');
    expect(withoutReturnProfile(new URLSearchParams('a=1&profile=ali-NK1&b=2'))).toBe('?a=1&b=2');
  });
});
