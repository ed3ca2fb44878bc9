/**
 * The bio-data HTML (template.ts) without printing: user text is escaped, the page direction
 * follows the language, letterless values stay left to right, and contact appears only when given.
 */
import { describe, expect, it } from 'vitest';
import { biodataHtml, type BiodataContent } from './template';

const content: BiodataContent = {
  profileCode: 'NK123',
  fullName: 'Ayesha <b>Siddiqui</b>',
  gender: 'Female',
  age: 28,
  height: `5'3"`,
  weight: 55,
  martialStatus: 'Unmarried',
  detailForThisStatus: null,
  durationAfterKhulaOrDivorce: null,
  noOfChildren: null,
  physicalStatus: 'Normal',
  handicapDetail: null,
  hobbies: '<script>alert(1)</script>',
  education: 'Post Graduate',
  degree: null,
  occupation: 'Teacher',
  fathersName: 'Abdul Rahman',
  fathersOccupation: 'Retired teacher',
  mothersName: 'Shabana',
  mothersOccupation: 'HouseWife',
  noOfBrothers: 0,
  noOfMarriedBrothers: 0,
  noOfSisters: 0,
  noOfMarriedSisters: 0,
  nativePlace: 'Lucknow',
  currentPlace: 'Lucknow',
  maslak: 'Sunni Hanafi',
  biradari: 'Siddiqui',
  expectations: 'ہم ایک سادہ خاندان ہیں',
  extraInformation: 'More',
  photos: [],
  contact: null,
};
const NOW = new Date('2026-01-15T06:30:00Z');

describe('biodataHtml', () => {
  it('escapes user text and prints no script', () => {
    const html = biodataHtml(content, 'en', NOW, '');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Siddiqui');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('is right to left in Urdu only, and keeps a letterless value left to right', () => {
    expect(biodataHtml(content, 'ur', NOW, '')).toContain('<html lang="ur" dir="rtl">');
    expect(biodataHtml(content, 'hi', NOW, '')).toContain('<html lang="hi" dir="ltr">');
    const html = biodataHtml(content, 'ur', NOW, '');
    expect(html).toContain('<span dir="ltr">5&#39;3&quot;</span>');
    expect(html).toContain('<span dir="auto" class="nq">ہم ایک سادہ خاندان ہیں</span>');
  });

  it('prints the contact section only when given', () => {
    expect(biodataHtml(content, 'en', NOW, '')).not.toContain('Contact number');
    const withContact = biodataHtml(
      {
        ...content,
        contact: { contactOf: 'Father', contactNumber: '98', whatsappNumber: '+91 97', email: null },
      },
      'en',
      NOW,
      '',
    );
    expect(withContact).toContain('Contact number');
    expect(withContact).not.toContain('E-mail');
  });
});
