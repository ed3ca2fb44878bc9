/**
 * The drafts' field list comes from the shared schemas, and the female-privacy note is remembered
 * per profile (issue 15).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { contactShape, familyShape, otherShape, personalShape, profileForm } from '@nikah/shared';
import { sampleSignup } from '../../../../../packages/shared/test/sample-profile';
import { PROFILE_FIELDS, clearDrafts, emptyValues, markPrivacyNoteSeen, privacyNoteSeen } from './drafts';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
}

beforeEach(() => {
  Object.assign(globalThis, { window: { localStorage: new MemoryStorage() } });
});

describe('the profile fields of the drafts', () => {
  it('are the keys of the four shared step shapes', () => {
    const keys = Object.keys({ ...personalShape, ...familyShape, ...contactShape, ...otherShape });
    expect([...PROFILE_FIELDS].sort()).toEqual(keys.sort());
  });

  it('cover every field the whole profile form returns', () => {
    const parsed = profileForm.parse(sampleSignup());
    for (const key of Object.keys(parsed)) expect(PROFILE_FIELDS).toContain(key);
  });

  it('start empty, with the defaults of SPEC.md section 3', () => {
    expect(emptyValues()).toMatchObject({ full_name: '', private_contact: true, same_location: false });
  });
});

describe('the female-privacy note', () => {
  it('is remembered per profile, and survives Cancel and logout', () => {
    expect(privacyNoteSeen('9876543210')).toBe(false);
    markPrivacyNoteSeen('9876543210');
    expect(privacyNoteSeen('9876543210')).toBe(true);
    expect(privacyNoteSeen('9123456789')).toBe(false);
    clearDrafts();
    expect(privacyNoteSeen('9876543210')).toBe(true);
  });
});
