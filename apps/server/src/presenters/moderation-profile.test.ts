import { describe, expect, it } from 'vitest';
import { adminProfileDetail, adminProfileItem, type AuditEntry } from '@nikah/shared';
import {
  adminPhotoUrl,
  presentModerationDetail,
  presentModerationFields,
  presentModerationProfile,
  type ModerationContext,
  type ReportRow,
} from './moderation-profile';
import { mismatches, PRESENT_AT, profileRow } from './presenter-test-helpers';

/** Wire field -> column of the queue item's fields copied as stored. */
const ITEM = {
  id: 'id',
  slug: 'slug',
  profile_code: 'profileCode',
  full_name: 'fullName',
  gender: 'gender',
  martial_status: 'martialStatus',
  education: 'education',
  occupation: 'occupation',
  city: 'city',
  state: 'state',
  hobbies: 'hobbies',
  expectations: 'expectations',
  extra_information: 'extraInformation',
  approval_status: 'approvalStatus',
  approval_remarks: 'approvalRemarks',
  changed_since_approval: 'changedSinceApproval',
  is_active: 'isActive',
  is_blocked: 'isBlocked',
  verification_status: 'verificationStatus',
} as const;

/** Wire field -> column of every form field a moderator reads. */
const FIELDS = {
  full_name: 'fullName',
  gender: 'gender',
  date_of_birth: 'dateOfBirth',
  martial_status: 'martialStatus',
  detail_for_this_status: 'detailForThisStatus',
  duration_after_khula_or_divorce: 'durationAfterKhulaOrDivorce',
  no_of_children: 'noOfChildren',
  height: 'height',
  weight: 'weight',
  education: 'education',
  degree: 'degree',
  occupation: 'occupation',
  physical_status: 'physicalStatus',
  handicap_detail: 'handicapDetail',
  hobbies: 'hobbies',
  country: 'country',
  state: 'state',
  city: 'city',
  country_current: 'countryCurrent',
  state_current: 'stateCurrent',
  city_current: 'cityCurrent',
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
  expectations: 'expectations',
  extra_information: 'extraInformation',
} as const;

const key = (id: number, letter: string) => `photos/${id}/${letter.repeat(32)}.jpg`;

/** Another profile holding, as its pending slot 1, a photo like our slot 0, and one like nothing now. */
const other = profileRow({
  id: 5201,
  slug: 'other-MP5201',
  profileCode: 'MP5201',
  fullName: 'Other Person',
  photo1: null,
  photo2: null,
  photo1Pending: null,
  photo2Pending: key(5201, 'e'),
});

const ctx = (): ModerationContext => ({
  scamFlag: null,
  matches: [
    { key: key(4101, 'a'), otherProfileId: 5201, otherKey: key(5201, 'e'), distance: 3 },
    // The other profile replaced this photo since: listed without a slot or URL.
    { key: key(4101, 'a'), otherProfileId: 5201, otherKey: key(5201, 'f'), distance: 9 },
    // A match whose profile is gone is left out.
    { key: key(4101, 'b'), otherProfileId: 9999, otherKey: key(9999, 'a'), distance: 0 },
  ],
  others: new Map([[other.id, other]]),
  now: PRESENT_AT,
});

describe('presentModerationProfile', () => {
  const p = profileRow();
  const item = presentModerationProfile({ profile: p, username: 'amina96' }, ctx());

  it('parses as the shared adminProfileItem and fills every field from its column', () => {
    expect(adminProfileItem.strict().parse(item)).toEqual(item);
    expect(mismatches(item, p, ITEM)).toEqual([]);
    expect(item.username).toBe('amina96');
    expect(item.age).toBe(30);
    expect(item.approved_on).toBe('2026-02-02T10:00:00.000Z');
    expect(item.created_on).toBe('2026-01-01T08:00:00.000Z');
    expect(item.updated_on).toBe('2026-04-04T04:04:04.000Z');
    expect(item.flagged).toBe(true);
  });

  it('gives the originals and pending photos by admin URL, with the reuse matches', () => {
    expect(item.photos).toEqual([
      {
        slot: 0,
        pending: false,
        url: `/api/admin/profiles/4101/photos/0/current?v=${'a'.repeat(32)}`,
        reuse: [
          {
            profile_id: 5201,
            profile_code: 'MP5201',
            slug: 'other-MP5201',
            full_name: 'Other Person',
            slot: 1,
            pending: true,
            url: `/api/admin/profiles/5201/photos/1/pending?v=${'e'.repeat(32)}`,
            distance: 3,
          },
          {
            profile_id: 5201,
            profile_code: 'MP5201',
            slug: 'other-MP5201',
            full_name: 'Other Person',
            slot: null,
            pending: false,
            url: null,
            distance: 9,
          },
        ],
      },
      { slot: 1, pending: false, url: adminPhotoUrl(4101, 1, false, key(4101, 'b')), reuse: [] },
    ]);
    expect(item.pending_photos).toEqual([
      {
        slot: 0,
        pending: true,
        url: `/api/admin/profiles/4101/photos/0/pending?v=${'d'.repeat(32)}`,
        reuse: [],
      },
    ]);
  });

  it('reads an unknown approval status as pending and is not flagged without matches', () => {
    const plain = presentModerationProfile(
      { profile: profileRow({ approvalStatus: 'odd' }), username: null },
      { ...ctx(), matches: [] },
    );
    expect(plain.approval_status).toBe('pending');
    expect(plain.flagged).toBe(false);
    expect(plain.photos.every((x) => x.reuse.length === 0)).toBe(true);
  });

  it('never carries contact details (a moderator needs none to decide)', () => {
    const text = JSON.stringify(item);
    for (const secret of [p.contactNumber, p.whatsappNumber, p.email!]) expect(text).not.toContain(secret);
  });
});

describe('presentModerationDetail', () => {
  const p = profileRow();
  const item = presentModerationProfile({ profile: p, username: 'amina96' }, ctx());
  const history: AuditEntry[] = [
    {
      id: 1,
      actor_user_id: 2,
      actor_username: 'mod',
      action: 'profile.approve',
      target_type: 'profile',
      target_id: 4101,
      before: { approval_status: 'pending' },
      after: { approval_status: 'approved' },
      remarks: null,
      created_on: '2026-02-02T10:00:00.000Z',
    },
  ];
  const against: ReportRow[] = [
    {
      code: 'MP7001',
      report: {
        id: 31,
        reporterId: 7001,
        reportedId: 4101,
        reason: 'Fake profile',
        details: 'report details',
        evidenceKey: 'reports/31/evidence.jpg',
        status: 'open',
        remarks: 'report remarks',
        decidedBy: 3,
        decidedOn: new Date('2026-05-01T00:00:00Z'),
        createdOn: new Date('2026-04-30T12:00:00Z'),
      },
    },
  ];
  const detail = presentModerationDetail(item, p, history, against);

  it('parses as the shared adminProfileDetail: the item, the fields, state, history and reports', () => {
    expect(adminProfileDetail.strict().parse(detail)).toEqual(detail);
    expect(detail).toMatchObject(item);
    expect(detail.blocked_reason).toBe('blocked reason');
    expect(detail.deletion_status).toBe('requested');
    expect(detail.history).toBe(history);
    expect(detail.reports).toEqual([
      {
        id: 31,
        reporter_profile_code: 'MP7001',
        reason: 'Fake profile',
        details: 'report details',
        status: 'open',
        remarks: 'report remarks',
        created_on: '2026-04-30T12:00:00.000Z',
      },
    ]);
    // The evidence file is opened through its own route, never named here.
    expect(JSON.stringify(detail.reports)).not.toContain('evidence');
  });

  it('lists every form field from its column and no contact detail', () => {
    const fields = presentModerationFields(p);
    expect(mismatches(fields, p, FIELDS)).toEqual([]);
    expect(Object.keys(fields).sort()).toEqual(Object.keys(FIELDS).sort());
    expect(detail.fields).toEqual(fields);
    for (const hidden of [
      'contact_number',
      'whatsapp_number',
      'whatsapp_country_code',
      'email',
      'private_contact',
    ]) {
      expect(fields).not.toHaveProperty(hidden);
    }
  });
});
