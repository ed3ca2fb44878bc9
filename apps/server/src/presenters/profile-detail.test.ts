import { describe, expect, it } from 'vitest';
import { ownerProfileDetail, profileDetail, publicProfileDetail } from '@nikah/shared';
import { presentCard } from './card';
import { mismatches, PRESENT_AT, profileRow } from './presenter-test-helpers';
import {
  presentOwnerDetail,
  presentOwnerPhotos,
  presentPublicDetail,
  type ProfileDetailRow,
  type ViewerAccess,
} from './profile-detail';

const row = (): ProfileDetailRow => ({ ...profileRow(), username: 'amina96' });

/** Wire field -> column of the detail fields every viewer gets as stored. */
const DETAIL = {
  degree: 'degree',
  hobbies: 'hobbies',
  weight: 'weight',
  detail_for_this_status: 'detailForThisStatus',
  duration_after_khula_or_divorce: 'durationAfterKhulaOrDivorce',
  no_of_children: 'noOfChildren',
  physical_status: 'physicalStatus',
  handicap_detail: 'handicapDetail',
  country: 'country',
  country_current: 'countryCurrent',
  fathers_name: 'fathersName',
  fathers_occupation: 'fathersOccupation',
  mothers_name: 'mothersName',
  mothers_occupation: 'mothersOccupation',
  no_of_brothers: 'noOfBrothers',
  no_of_married_brothers: 'noOfMarriedBrothers',
  no_of_sisters: 'noOfSisters',
  no_of_married_sisters: 'noOfMarriedSisters',
  biradari: 'biradari',
  maslak: 'maslak',
  contact_of: 'contactOf',
  private_contact: 'privateContact',
  expectations: 'expectations',
  extra_information: 'extraInformation',
} as const;

/** Wire field -> column of what only the owner gets as stored. */
const OWNER_ONLY = {
  username: 'username',
  email: 'email',
  contact_number: 'contactNumber',
  whatsapp_number: 'whatsappNumber',
  whatsapp_country_code: 'whatsappCountryCode',
  year_of_birth: 'yearOfBirth',
  month_of_birth: 'monthOfBirth',
  date_of_birth: 'dateOfBirth',
  same_location: 'sameLocation',
  approval_status: 'approvalStatus',
  is_active: 'isActive',
  verification_remarks: 'verificationRemarks',
  reason_to_delete: 'reasonToDelete',
  deletion_status: 'deletionStatus',
  view_count: 'viewCount',
  expectation_proposal: 'expectationProposal',
} as const;

const ACCESS: ViewerAccess = {
  contactHiddenReason: 'hours',
  contactTimeZone: 'Asia/Kolkata',
  isFavourite: true,
  relation: {
    proposal: { sent: { id: 9, status: 'Sent', message: 'salaam' }, received: null },
    blocked_by_me: false,
    reported_by_me: true,
  },
};

const photo = (slot: number, letter: string, variant: string) =>
  `/api/profiles/photo/amina-khan-MP4101/${slot}?variant=${variant}&v=${letter.repeat(32)}`;

describe('presentPublicDetail', () => {
  const p = row();
  const detail = presentPublicDetail(p, PRESENT_AT, ACCESS);

  it('parses as the shared publicProfileDetail and as the route schema', () => {
    expect(publicProfileDetail.strict().parse(detail)).toEqual(detail);
    expect(profileDetail.parse(detail)).toEqual(detail);
  });

  it('fills the card fields from the card presenter and every detail field from its column', () => {
    expect(detail).toMatchObject(presentCard(p, PRESENT_AT));
    expect(mismatches(detail, p, DETAIL)).toEqual([]);
    expect(detail.last_active).toBe('2026-06-14T09:30:00.000Z');
    expect(detail.is_owner).toBe(false);
  });

  it('applies the access it is given, unchanged', () => {
    expect(detail.contact_hidden_reason).toBe('hours');
    expect(detail.contact_time_zone).toBe('Asia/Kolkata');
    expect(detail.is_favourite).toBe(true);
    expect(detail.relation).toEqual(ACCESS.relation);
    const open = presentPublicDetail(p, PRESENT_AT, {
      ...ACCESS,
      contactHiddenReason: null,
      isFavourite: false,
    });
    expect(open.contact_hidden_reason).toBeNull();
    expect(open.is_favourite).toBe(false);
  });

  it('gives no contact details, account state or originals to a non-owner (DESIGN.md D5, D6)', () => {
    for (const field of [...Object.keys(OWNER_ONLY), 'photo_1_blur', 'photo_2_blur', 'pending_photos']) {
      expect(detail).not.toHaveProperty(field);
    }
    const text = JSON.stringify(detail);
    for (const secret of [p.contactNumber, p.whatsappNumber, p.email!, p.username!, p.verificationRemarks!]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('variant=original');
    expect(detail.photo_1).toBe(photo(0, 'a', 'blur'));
    expect(detail.photo_2).toBe(photo(1, 'b', 'blur'));
    expect(detail.thumbnail).toBe(photo(0, 'a', 'blur'));
  });
});

describe('presentOwnerDetail', () => {
  const p = row();
  const detail = presentOwnerDetail(p, PRESENT_AT);

  it('parses as the shared ownerProfileDetail and as the route schema', () => {
    expect(ownerProfileDetail.strict().parse(detail)).toEqual(detail);
    expect(profileDetail.parse(detail)).toEqual(detail);
  });

  it('fills every field from its column, with originals and the owner state', () => {
    expect(mismatches(detail, p, { ...DETAIL, ...OWNER_ONLY })).toEqual([]);
    expect(detail.is_owner).toBe(true);
    expect(detail.age).toBe(30);
    expect(detail.deletion_requested_on).toBe('2026-05-05T05:05:05.000Z');
    expect(detail.photo_1).toBe(photo(0, 'a', 'original'));
    expect(detail.photo_2).toBe(photo(1, 'b', 'original'));
    expect(detail.thumbnail).toBe(photo(0, 'a', 'original'));
    expect(detail.photo_1_blur).toBe(photo(0, 'a', 'blur'));
    expect(detail.photo_2_blur).toBe(photo(1, 'b', 'blur'));
    expect(detail.pending_photos).toEqual([0]);
    // The owner's zone from country_current, not a zone anyone declares.
    expect(detail.contact_time_zone).toBe('Asia/Dubai');
    expect(detail.contact_hidden_reason).toBeNull();
    expect(detail.is_favourite).toBe(false);
    expect(detail).not.toHaveProperty('relation');
  });

  it('keeps empty slots null and falls back to the avatar thumbnail', () => {
    const bare = presentOwnerDetail({ ...p, photo1: null, photo2: null, photo1Pending: null }, PRESENT_AT);
    expect([bare.photo_1, bare.photo_2, bare.photo_1_blur, bare.photo_2_blur]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(bare.thumbnail).toMatch(/^\/api\/media\/avatar\/seed-4101\?/);
    expect(bare.pending_photos).toEqual([]);
    expect(
      presentOwnerDetail({ ...p, expectationProposal: null }, PRESENT_AT).expectation_proposal,
    ).toBeNull();
  });
});

describe('presentOwnerPhotos', () => {
  it('gives originals, the first filled slot as the thumbnail, and the photos awaiting approval', () => {
    const p = row();
    expect(presentOwnerPhotos({ ...p, photo1: null })).toEqual({
      photo_1: null,
      photo_2: photo(1, 'b', 'original'),
      thumbnail: photo(1, 'b', 'original'),
      photo_1_pending: photo(0, 'd', 'pending'),
      photo_2_pending: null,
    });
  });
});
