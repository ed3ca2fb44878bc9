import { describe, expect, it } from 'vitest';
import { profileCard } from '@nikah/shared';
import { avatarUrl, cardThumbnail, presentCard } from './card';
import { mismatches, PRESENT_AT, profileRow } from './presenter-test-helpers';

/** Wire field -> column of every card field copied as stored. */
const COPIED = {
  id: 'id',
  slug: 'slug',
  profile_code: 'profileCode',
  full_name: 'fullName',
  gender: 'gender',
  height: 'height',
  education: 'education',
  occupation: 'occupation',
  martial_status: 'martialStatus',
  city: 'city',
  state: 'state',
  city_current: 'cityCurrent',
  state_current: 'stateCurrent',
  verification_status: 'verificationStatus',
} as const;

describe('presentCard', () => {
  it('fills every card field from its column and parses as the shared profileCard', () => {
    const row = profileRow();
    const card = presentCard(row, PRESENT_AT);
    expect(profileCard.strict().parse(card)).toEqual(card);
    expect(mismatches(card, row, COPIED)).toEqual([]);
    // 1996-01-01 to 2026-06-15: 30 whole years.
    expect(card.age).toBe(30);
    expect(card.created_on).toBe('2026-01-01T08:00:00.000Z');
    expect(card.thumbnail).toBe(`/api/profiles/photo/amina-khan-MP4101/0?variant=blur&v=${'a'.repeat(32)}`);
    expect(Object.keys(card).sort()).toEqual(
      [...Object.keys(COPIED), 'age', 'created_on', 'thumbnail'].sort(),
    );
  });

  it('never carries contact details or originals (DESIGN.md D5, D6)', () => {
    const card: Record<string, unknown> = presentCard(profileRow(), PRESENT_AT);
    for (const hidden of ['contact_number', 'whatsapp_number', 'whatsapp_country_code', 'email']) {
      expect(card).not.toHaveProperty(hidden);
    }
    expect(JSON.stringify(card)).not.toContain('variant=original');
    expect(JSON.stringify(card)).not.toContain('9876543210');
  });

  it('shows the second slot blurred when the first is empty, else the avatar, else nothing', () => {
    const second = profileRow({ photo1: null });
    expect(cardThumbnail(second)).toBe(
      `/api/profiles/photo/amina-khan-MP4101/1?variant=blur&v=${'b'.repeat(32)}`,
    );
    const none = profileRow({ photo1: null, photo2: null });
    expect(presentCard(none, PRESENT_AT).thumbnail).toBe(avatarUrl('seed-4101', 'Female'));
    expect(avatarUrl('seed-4101', 'Female')).toMatch(/^\/api\/media\/avatar\/seed-4101\?g=Female&v=\w+$/);
    expect(cardThumbnail(profileRow({ photo1: null, photo2: null, avatarSeed: null }))).toBeNull();
  });
});
