/**
 * Text safety (DESIGN.md D6 and D9, issue 13 defect 9): the folding blocked words are matched on,
 * and phone numbers and e-mail addresses found in free text, refused by the profile form schemas.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FORM_MSG } from './fields';
import { installZodMessages } from './zod-messages';
import { otherStep, personalStep, profileForm, signupForm } from './profile-form';
import { PROFILE_TEXT_FIELDS } from './blocked-words';
import { findContactDetails, foldText, maskContactDetails } from './text-safety';
import { sampleSignup } from '../test/sample-profile';

beforeAll(() => installZodMessages());

describe('foldText', () => {
  it('folds NFKC forms, look-alikes, accents and invisible characters to plain Latin', () => {
    for (const s of [
      'Dоwrу',
      'Δοwry',
      'ｄｏｗｒｙ',
      '𝐝𝐨𝐰𝐫𝐲',
      'dòwrý',
      'dow\u200Bry',
      'DOW\u00ADRY',
      'ᴅᴏᴡʀʏ',
    ]) {
      expect(foldText(s), s).toBe('dowry');
    }
  });
  it('keeps Devanagari and Urdu letters and reads their digits', () => {
    expect(foldText('दहेज नहीं')).toBe('दहेज नहीं'.normalize('NFD'));
    expect(foldText('جہیز نہیں چاہیے')).toBe('جہیز نہیں چاہیے'.normalize('NFD'));
    expect(foldText('९८७६ ۹۸۷۶ ٩٨٧٦')).toBe('9876 9876 9876');
  });
});

const PHONES = [
  'Call +91 98765 43210 after 6 pm',
  'Mobile: 9876543210',
  'Abbu ka number 98765-43210 hai',
  '98765.43210',
  '+91-9876-543-210',
  '09876543210',
  'Landline (0522) 2345678',
  'In Dubai: +971 50 123 4567',
  'UK +44 7911 123456',
  '9 8 7 6 5 4 3 2 1 0',
  'nine eight seven six five four three two one zero',
  'Nine Eight Seven, double six, five four three two one',
  'nau aath saat chhe paanch char teen do ek shunya',
  '९८७६५४३२१०',
  '۹۸۷۶۵۴۳۲۱۰',
  '９８７６５４３２１０',
];
const EMAILS = [
  'Write to ayesha.siddiqui@gmail.com',
  'ayesha @ gmail . com',
  'ayesha at gmail dot com',
  'ayesha[at]gmail[dot]com',
  'ayesha(at)yahoo.co.in',
  'ａｙｅｓｈａ＠ｇｍａｉｌ．ｃｏｍ',
  'ayesha at gmail.com',
  'ayesha @ yahoo dot co dot in',
];
const CLEAN = [
  'Salary 12 LPA, born 1995, height 5 ft 6 in, 65 kg',
  'We have 2 brothers and 1 sister; father retired in 2019 after 35 years.',
  'PIN 226001, Lucknow',
  'B.Tech 2018-2022, MBA 2024',
  'Years in Dubai: 2015 2018 2020',
  'We work at Infosys. In sha Allah we settle in Lucknow.',
  'Meet @ home. Then decide with families.',
  'Do not share your number on the site, use the contact button.',
  'Income 1234567890 per year is not a phone number',
  'Ek do teen din mein jawab denge',
  'Software engineer at Infosys.com, Bengaluru',
  'Analyst @ Amazon.in since 2021',
  'Follow the sunnah @ home.',
];

describe('findContactDetails', () => {
  it.each(PHONES)('finds a phone number in %j', (text) => {
    expect(findContactDetails(text).map((d) => d.kind)).toEqual(['phone']);
  });
  it.each(EMAILS)('finds an e-mail address in %j', (text) => {
    expect(findContactDetails(text).map((d) => d.kind)).toEqual(['email']);
  });
  it.each(CLEAN)('finds nothing in %j', (text) => {
    expect(findContactDetails(text)).toEqual([]);
  });
  it('gives the places as written, and masks them for chat', () => {
    const text = 'Call 98765 43210 or mail a.b@example.com today';
    expect(findContactDetails(text)).toEqual([
      { kind: 'phone', text: '98765 43210', start: 5, end: 16 },
      { kind: 'email', text: 'a.b@example.com', start: 25, end: 40 },
    ]);
    expect(maskContactDetails(text)).toBe('Call *** or mail *** today');
    expect(maskContactDetails('Nothing here')).toBe('Nothing here');
  });
});

describe('profile form schemas refuse contact details in free text (DESIGN.md D6)', () => {
  const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    r.success ? [] : (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

  it('refuses a phone number in extra_information and an e-mail in expectations, on every schema', () => {
    const bad = {
      extra_information: 'Please call my father on +91 98765 43210 after Maghrib.',
      expectations: 'A practising man; write to us at family dot siddiqui at gmail dot com',
    };
    const expected = [
      ['expectations', FORM_MSG.emailInText],
      ['extra_information', FORM_MSG.phoneInText],
    ];
    expect(issues(otherStep.safeParse(bad))).toEqual(expected);
    expect(issues(profileForm.safeParse(sampleSignup(bad)))).toEqual(expected);
    expect(issues(signupForm.safeParse(sampleSignup(bad)))).toEqual(expected);
  });

  it('checks every free-text field of the profile', () => {
    for (const field of PROFILE_TEXT_FIELDS) {
      const r = signupForm.safeParse(
        sampleSignup({
          martial_status: 'Divorced',
          physical_status: 'Handicap',
          [field]: 'Call 9876543210 now',
        }),
      );
      expect(issues(r), field).toContainEqual([field, FORM_MSG.phoneInText]);
    }
  });

  it('accepts the sample profile and numbers that are not phone numbers', () => {
    expect(signupForm.safeParse(sampleSignup()).success).toBe(true);
    expect(
      personalStep.safeParse({
        ...sampleSignup(),
        hobbies: 'Cricket since 2005, 3 marathons of 42 km',
        occupation: 'Engineer, 5 years at TCS',
      }).success,
    ).toBe(true);
  });
});
