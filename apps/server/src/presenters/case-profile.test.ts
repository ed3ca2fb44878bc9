import { describe, expect, it } from 'vitest';
import { caseProfile } from '@nikah/shared';
import { caseProfileColumns } from '../modules/moderation/cases-shared';
import { presentCaseProfile, type CaseProfileRow } from './case-profile';
import { mismatches, profileRow } from './presenter-test-helpers';

/** Wire field -> column of every case profile field. */
const FIELDS = {
  id: 'id',
  profile_code: 'profileCode',
  full_name: 'fullName',
  slug: 'slug',
  verification_status: 'verificationStatus',
  is_blocked: 'isBlocked',
  blocked_reason: 'blockedReason',
} as const;

describe('presentCaseProfile', () => {
  it('fills every field from its column and parses as the shared caseProfile', () => {
    const full = profileRow({ isBlocked: true });
    const { id, profileCode, fullName, slug, verificationStatus, isBlocked, blockedReason } = full;
    const row: CaseProfileRow = {
      id,
      profileCode,
      fullName,
      slug,
      verificationStatus,
      isBlocked,
      blockedReason,
    };
    // The row is what the cases select.
    expect(Object.keys(row).sort()).toEqual(Object.keys(caseProfileColumns).sort());
    const wire = presentCaseProfile(row);
    expect(caseProfile.strict().parse(wire)).toEqual(wire);
    expect(mismatches(wire, row, FIELDS)).toEqual([]);
    expect(Object.keys(wire).sort()).toEqual(Object.keys(FIELDS).sort());
    expect(JSON.stringify(wire)).not.toContain(full.contactNumber);
  });
});
