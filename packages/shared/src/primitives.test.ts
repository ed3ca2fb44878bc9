/**
 * The database's limits as schemas (primitives.ts): a profile slug as requests name it, the one
 * rule of the server's path parameter, the photo captcha's body and the login page's `?profile=`.
 */
import { describe, expect, it } from 'vitest';
import { captchaAnswer } from './discovery';
import { PROFILE_SLUG_MAX, profileSlug } from './primitives';

describe('profileSlug', () => {
  it('takes a slug, trimmed', () => {
    expect(profileSlug.parse('  sana-farooqui-nk100301 ')).toBe('sana-farooqui-nk100301');
    expect(profileSlug.parse('a'.repeat(PROFILE_SLUG_MAX))).toHaveLength(PROFILE_SLUG_MAX);
  });

  it('refuses an empty, an over-long and a NUL-holding slug', () => {
    for (const bad of ['', '   ', 'a'.repeat(PROFILE_SLUG_MAX + 1), 'sana\u0000', 42, null]) {
      expect(profileSlug.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("is the photo captcha's rule for the slug too", () => {
    const answer = { captcha_id: 'c1', answer: 7 };
    expect(captchaAnswer.safeParse({ ...answer, slug: 'x\u0000y' }).success).toBe(false);
    expect(captchaAnswer.parse({ ...answer, slug: ' x ' }).slug).toBe('x');
  });
});
