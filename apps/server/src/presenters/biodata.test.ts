import { describe, expect, it } from 'vitest';
import { presentBiodata } from './biodata';
import { mismatches, PRESENT_AT, profileRow } from './presenter-test-helpers';

/** Printed field -> column of every field printed as stored. */
const PRINTED = {
  profileCode: 'profileCode',
  fullName: 'fullName',
  gender: 'gender',
  height: 'height',
  weight: 'weight',
  martialStatus: 'martialStatus',
  detailForThisStatus: 'detailForThisStatus',
  durationAfterKhulaOrDivorce: 'durationAfterKhulaOrDivorce',
  noOfChildren: 'noOfChildren',
  physicalStatus: 'physicalStatus',
  handicapDetail: 'handicapDetail',
  hobbies: 'hobbies',
  education: 'education',
  degree: 'degree',
  occupation: 'occupation',
  fathersName: 'fathersName',
  fathersOccupation: 'fathersOccupation',
  mothersName: 'mothersName',
  mothersOccupation: 'mothersOccupation',
  noOfBrothers: 'noOfBrothers',
  noOfMarriedBrothers: 'noOfMarriedBrothers',
  noOfSisters: 'noOfSisters',
  noOfMarriedSisters: 'noOfMarriedSisters',
  maslak: 'maslak',
  biradari: 'biradari',
  expectations: 'expectations',
  extraInformation: 'extraInformation',
} as const;

const PHOTOS = ['data:image/jpeg;base64,AAAA'];

describe('presentBiodata', () => {
  it('prints every field from its column, places on one line, the photos it is given', () => {
    const p = profileRow();
    const content = presentBiodata(p, { now: PRESENT_AT, photos: PHOTOS, withContact: true });
    expect(mismatches(content, p, PRINTED)).toEqual([]);
    expect(content.age).toBe(30);
    expect(content.nativePlace).toBe('Pune, Maharashtra, India');
    expect(content.currentPlace).toBe('Bengaluru, Karnataka, United Arab Emirates');
    expect(content.photos).toBe(PHOTOS);
    expect(content.contact).toEqual({
      contactOf: 'Father',
      contactNumber: '9876543210',
      whatsappNumber: '+971 501234567',
      email: 'amina@example.com',
    });
    expect(Object.keys(content).sort()).toEqual(
      [...Object.keys(PRINTED), 'age', 'nativePlace', 'currentPlace', 'photos', 'contact'].sort(),
    );
  });

  it('prints no contact detail anywhere when the contact section is not allowed (DESIGN.md D6)', () => {
    const p = profileRow();
    const content = presentBiodata(p, { now: PRESENT_AT, photos: [], withContact: false });
    expect(content.contact).toBeNull();
    const text = JSON.stringify(content);
    for (const secret of [p.contactNumber, p.whatsappNumber, p.email!]) expect(text).not.toContain(secret);
  });

  it('leaves out the children of an unmarried profile and the empty parts of a place', () => {
    const p = profileRow({ martialStatus: 'Unmarried', cityCurrent: null, stateCurrent: ' ' });
    const content = presentBiodata(p, { now: PRESENT_AT, photos: [], withContact: false });
    expect(content.noOfChildren).toBeNull();
    expect(content.currentPlace).toBe('United Arab Emirates');
  });
});
