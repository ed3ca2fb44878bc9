import { beforeAll, describe, expect, it } from 'vitest';
import { installZodMessages } from './zod-messages';
import {
  familyStep,
  personalStep,
  signupForm,
  profileForm,
  contactStep,
  otherStep,
  passwordStep,
  otpStep,
} from './profile-form';
import { username } from './fields';
import { sampleSignup } from '../test/sample-profile';

beforeAll(() => installZodMessages());

const errors = (
  schema: {
    safeParse(v: unknown): {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  v: unknown,
) => {
  const r = schema.safeParse(v);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error!.issues) out[i.path.join('.')] ??= i.message;
  return out;
};

describe('the whole signup form', () => {
  it('accepts a complete form', () => {
    expect(errors(signupForm, sampleSignup())).toEqual({});
  });
  it('clears status detail, duration and children for Unmarried', () => {
    const r = signupForm.parse(
      sampleSignup({
        detail_for_this_status: 'x',
        no_of_children: 2,
        duration_after_khula_or_divorce: '2 years',
      }),
    );
    expect(r.detail_for_this_status).toBeUndefined();
    expect(r.no_of_children).toBeUndefined();
    expect(r.duration_after_khula_or_divorce).toBeUndefined();
  });
  it('clears handicap detail for Normal and married siblings when there are none', () => {
    const r = profileForm.parse(
      sampleSignup({
        handicap_detail: 'x',
        no_of_brothers: 0,
        no_of_married_brothers: 0,
        no_of_sisters: '0',
      }),
    );
    expect(r.handicap_detail).toBeUndefined();
    expect(r.no_of_married_brothers).toBe(0);
    expect(r.no_of_married_sisters).toBe(0);
  });
});

describe('step 1 rules (SPEC.md section 5)', () => {
  const base = sampleSignup();
  it.each([
    ['full_name', { full_name: 'Ali' }, 'Min 5 characters required.'],
    ['full_name', { full_name: 'A'.repeat(21) }, 'Max 20 characters required.'],
    ['gender', { gender: '' }, 'This field is required.'],
    ['martial_status', { martial_status: undefined }, 'This field is required.'],
    ['year_of_birth', { year_of_birth: 1929 }, 'Value must be greater than or equal to 1930.'],
    ['year_of_birth', { year_of_birth: 'abcd' }, 'Invalid Numbers.'],
    ['height', { height: '' }, 'This field is required.'],
    ['education', { education: 'Astronaut' }, 'Select a valid choice.'],
    ['degree', { education: 'Engineer', degree: '' }, 'This field is required.'],
    ['occupation', { occupation: ' ' }, 'This field is required.'],
    ['hobbies', { hobbies: '' }, 'This field is required.'],
    ['state', { state: '' }, 'This field is required.'],
    ['city', { city: '' }, 'This field is required.'],
    [
      'detail_for_this_status',
      { martial_status: 'Divorced', no_of_children: 0, duration_after_khula_or_divorce: '1 year' },
      'This field is required.',
    ],
    [
      'no_of_children',
      {
        martial_status: 'Divorced',
        detail_for_this_status: 'Divorced in 2022',
        duration_after_khula_or_divorce: '1 year',
      },
      'This field is required.',
    ],
    [
      'duration_after_khula_or_divorce',
      {
        martial_status: 'Khula',
        detail_for_this_status: 'Khula in 2022',
        no_of_children: 0,
        duration_after_khula_or_divorce: '1yr',
      },
      'Min 4 characters required.',
    ],
    [
      'no_of_children',
      {
        martial_status: 'Widowed',
        detail_for_this_status: 'Husband passed away',
        duration_after_khula_or_divorce: '3 years',
        no_of_children: 10,
      },
      'Value must be less than or equal to 9.',
    ],
    ['handicap_detail', { physical_status: 'Handicap' }, 'This field is required.'],
    ['weight', { weight: 39 }, 'Value must be greater than or equal to 40.'],
    ['weight', { weight: 201 }, 'Value must be less than or equal to 200.'],
    ['state_current', { state_current: '' }, 'This field is required.'],
    ['city_current', { city_current: '' }, 'This field is required.'],
  ])('%s: %j', (field, change, message) => {
    expect(errors(personalStep, { ...base, ...change })[field]).toBe(message);
  });
  it.each([
    [{ education: 'Hafiz / Hafiza', degree: '' }],
    [{ education: '12th Pass', degree: undefined }],
    [
      {
        martial_status: 'Divorced',
        detail_for_this_status: 'Divorced in 2021',
        duration_after_khula_or_divorce: '2 years',
        no_of_children: 1,
      },
    ],
    [{ physical_status: 'Handicap', handicap_detail: 'Partial hearing loss' }],
    [{ country_current: 'United Arab Emirates', state_current: '', city_current: '' }],
    [{ weight: '' }],
  ])('passes %j', (change) => {
    expect(errors(personalStep, { ...base, ...change })).toEqual({});
  });
});

describe('step 2 rules', () => {
  const base = sampleSignup();
  it.each([
    ['fathers_name', { fathers_name: 'Ali' }, 'Min 5 characters required.'],
    ['mothers_occupation', { mothers_occupation: 'x'.repeat(201) }, 'Max 200 characters required.'],
    ['no_of_brothers', { no_of_brothers: 11 }, 'Value must be less than or equal to 10.'],
    ['no_of_sisters', { no_of_sisters: '2a' }, 'Invalid Numbers.'],
    [
      'no_of_married_brothers',
      { no_of_brothers: 1, no_of_married_brothers: 2 },
      'Value must be less than or equal to 1.',
    ],
    [
      'no_of_married_sisters',
      { no_of_sisters: 0, no_of_married_sisters: 1 },
      'Value must be less than or equal to 0.',
    ],
    ['biradari', { biradari: '' }, 'This field is required.'],
    ['maslak', { maslak: '' }, 'This field is required.'],
  ])('%s: %j', (field, change, message) => {
    expect(errors(familyStep, { ...base, ...change })[field]).toBe(message);
  });
  it('passes with the parent occupation Expired and string digits', () => {
    expect(
      errors(familyStep, {
        ...base,
        fathers_occupation: 'Expired',
        no_of_brothers: '3',
        no_of_married_brothers: '3',
      }),
    ).toEqual({});
  });
});

describe('steps 3 to 6 rules', () => {
  const base = sampleSignup();
  it.each([
    [contactStep, 'contact_of', { contact_of: '' }, 'This field is required.'],
    [contactStep, 'contact_number', { contact_number: '98765-43210' }, 'Invalid Numbers.'],
    [contactStep, 'whatsapp_number', { whatsapp_number: '' }, 'This field is required.'],
    [contactStep, 'whatsapp_country_code', { whatsapp_country_code: '91' }, 'Invalid value.'],
    [otherStep, 'expectations', { expectations: 'Too short' }, 'Min 25 characters required.'],
    [otherStep, 'extra_information', { extra_information: '' }, 'This field is required.'],
    [
      passwordStep,
      'password',
      { password: '12345', confirm_password: '12345' },
      'Min 6 characters required.',
    ],
    [passwordStep, 'confirm_password', { confirm_password: 'secret124' }, 'Does not match.'],
    [otpStep, 'otp', { otp: '12345' }, 'Enter the 6-digit code.'],
  ] as const)('%#: %s', (schema, field, change, message) => {
    expect(errors(schema, { ...base, ...change })[field]).toBe(message);
  });
  it('compares the code trimmed', () => {
    expect(otpStep.parse({ otp: ' 123456 ' }).otp).toBe('123456');
  });
  it('accepts an empty or missing e-mail for members in India', () => {
    expect(errors(signupForm, sampleSignup({ email: '' }))).toEqual({});
    expect(signupForm.parse(sampleSignup({ email: '' })).email).toBeUndefined();
  });
  it('requires an e-mail of members living abroad', () => {
    expect(
      errors(signupForm, sampleSignup({ country_current: 'Qatar', state_current: '', city_current: '' }))
        .email,
    ).toBe('This field is required.');
    expect(errors(signupForm, sampleSignup({ country_current: 'Qatar', email: 'bad' })).email).toBe(
      'E-mail must be valid',
    );
  });
});

describe('username', () => {
  it.each([
    ['5876543210', "Can't start with 0, 1, 2, 3, 4, 5"],
    ['98765', 'Mobile number must be 10 digits.'],
    ['98765abcde', 'Invalid Numbers.'],
    ['someone@', 'E-mail must be valid'],
    ['', 'This field is required.'],
  ])('%s is refused', (value, message) => {
    expect(errors(username, value)['']).toBe(message);
  });
  it('accepts an Indian mobile and a lower-cased e-mail', () => {
    expect(username.parse('9876543210')).toBe('9876543210');
    expect(username.parse(' Zara@Example.COM ')).toBe('zara@example.com');
  });
});

describe('a step reports every problem at once', () => {
  it('step 1: the conditional fields and the legal age with the plain missing ones', () => {
    const e = errors(personalStep, { martial_status: 'Divorced', education: 'Graduate', gender: 'Male' });
    expect(Object.keys(e).sort()).toEqual(
      [
        'city',
        'degree',
        'detail_for_this_status',
        'duration_after_khula_or_divorce',
        'full_name',
        'height',
        'hobbies',
        'no_of_children',
        'occupation',
        'state',
        'state_current',
        'city_current',
        'year_of_birth',
      ].sort(),
    );
  });
  it('step 2: married brothers above brothers is reported beside the missing names', () => {
    const e = errors(familyStep, { no_of_brothers: 1, no_of_married_brothers: 2 });
    expect(e.no_of_married_brothers).toBe('Value must be less than or equal to 1.');
    expect(e.fathers_name).toBe('This field is required.');
  });
});
