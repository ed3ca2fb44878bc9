/**
 * Every rule of SPEC.md section 5 for the signup steps, as API cases over `sampleSignup`:
 * [field, failing change, message, passing change]. Messages are SPEC.md's, spelled out.
 */
const REQ = 'This field is required.';
const NUM = 'Invalid Numbers.';
const min = (n: number) => `Min ${n} characters required.`;
const max = (n: number) => `Max ${n} characters required.`;
const lte = (n: number) => `Value must be less than or equal to ${n}.`;
const gte = (n: number) => `Value must be greater than or equal to ${n}.`;
const THIS_YEAR = new Date().getUTCFullYear();

const divorced = {
  martial_status: 'Divorced',
  detail_for_this_status: 'Divorced in 2021 after one year',
  duration_after_khula_or_divorce: '2 years',
  no_of_children: 1,
};
const abroad = { country_current: 'Oman', state_current: '', city_current: '' };

type Change = Record<string, unknown>;
export const RULES: [string, Change, string, Change][] = [
  // Step 1, personal
  ['full_name', { full_name: 'Ali' }, min(5), { full_name: 'Aliya' }],
  ['full_name', { full_name: 'A'.repeat(21) }, max(20), { full_name: 'A'.repeat(20) }],
  ['gender', { gender: '' }, REQ, { gender: 'Male' }],
  ['martial_status', { martial_status: '' }, REQ, { martial_status: 'Unmarried' }],
  [
    'martial_status',
    { martial_status: 'Engaged' },
    'Select a valid choice.',
    { ...divorced, martial_status: 'Widowed' },
  ],
  // DESIGN.md D15: the youngest year follows today's date and the legal age (men 21).
  [
    'year_of_birth',
    { gender: 'Male', year_of_birth: THIS_YEAR - 20 },
    'Minimum age is 21 years.',
    { gender: 'Male', year_of_birth: THIS_YEAR - 22 },
  ],
  ['year_of_birth', { year_of_birth: 1929 }, gte(1930), { year_of_birth: 1930 }],
  ['year_of_birth', { year_of_birth: '' }, REQ, { year_of_birth: '1990' }],
  ['height', { height: '' }, REQ, { height: `6'0"` }],
  ['education', { education: '' }, REQ, { education: 'Graduate' }],
  ['occupation', { occupation: '' }, REQ, { occupation: 'Doctor' }],
  ['hobbies', { hobbies: ' ' }, REQ, { hobbies: 'Cricket' }],
  ['state', { state: '' }, REQ, { state: 'Kerala', city: 'Kochi' }],
  ['city', { city: '' }, REQ, { city: 'Kanpur' }],
  ['detail_for_this_status', { ...divorced, detail_for_this_status: '' }, REQ, divorced],
  ['no_of_children', { ...divorced, no_of_children: '' }, REQ, { ...divorced, no_of_children: 0 }],
  ['no_of_children', { ...divorced, no_of_children: 10 }, lte(9), { ...divorced, no_of_children: 9 }],
  ['duration_after_khula_or_divorce', { ...divorced, duration_after_khula_or_divorce: '' }, REQ, divorced],
  [
    'duration_after_khula_or_divorce',
    { ...divorced, duration_after_khula_or_divorce: '2 y' },
    min(4),
    { ...divorced, duration_after_khula_or_divorce: '2 yr' },
  ],
  ['degree', { education: 'Engineer', degree: '' }, REQ, { education: 'Aalim / Aalima', degree: '' }],
  [
    'handicap_detail',
    { physical_status: 'Handicap', handicap_detail: '' },
    REQ,
    { physical_status: 'Handicap', handicap_detail: 'Uses a wheelchair' },
  ],
  ['weight', { weight: '5O' }, NUM, { weight: '60' }],
  ['weight', { weight: 39 }, gte(40), { weight: 40 }],
  ['weight', { weight: 201 }, lte(200), { weight: 200 }],
  ['state_current', { state_current: '' }, REQ, { ...abroad, email: 'a@example.com' }],
  ['city_current', { city_current: '' }, REQ, { state_current: 'Maharashtra', city_current: 'Mumbai' }],
  // Step 2, family
  ['fathers_name', { fathers_name: 'Ali' }, min(5), { fathers_name: 'Abdul' }],
  [
    'fathers_occupation',
    { fathers_occupation: 'x'.repeat(201) },
    max(200),
    { fathers_occupation: 'Expired' },
  ],
  ['mothers_name', { mothers_name: '' }, REQ, { mothers_name: 'Shabana' }],
  ['mothers_occupation', { mothers_occupation: 'Job' }, min(5), { mothers_occupation: undefined }],
  ['no_of_brothers', { no_of_brothers: '' }, REQ, { no_of_brothers: '0', no_of_married_brothers: '0' }],
  ['no_of_brothers', { no_of_brothers: 'two' }, NUM, { no_of_brothers: '2' }],
  ['no_of_brothers', { no_of_brothers: 11 }, lte(10), { no_of_brothers: 10 }],
  ['no_of_sisters', { no_of_sisters: 11 }, lte(10), { no_of_sisters: 10 }],
  [
    'no_of_married_brothers',
    { no_of_brothers: 1, no_of_married_brothers: 2 },
    lte(1),
    { no_of_brothers: 2, no_of_married_brothers: 2 },
  ],
  [
    'no_of_married_sisters',
    { no_of_sisters: 1, no_of_married_sisters: 2 },
    lte(1),
    { no_of_sisters: 2, no_of_married_sisters: 1 },
  ],
  ['biradari', { biradari: '' }, REQ, { biradari: 'siddiqui' }],
  ['maslak', { maslak: '' }, REQ, { maslak: 'SUNNI HANAFI' }],
  // Step 3, contact
  ['contact_of', { contact_of: '' }, REQ, { contact_of: 'Self' }],
  [
    'whatsapp_country_code',
    { whatsapp_country_code: '91' },
    'Invalid value.',
    { whatsapp_country_code: '+971' },
  ],
  ['contact_number', { contact_number: '' }, REQ, { contact_number: '9123456789' }],
  ['contact_number', { contact_number: '98765-43210' }, NUM, { contact_number: '919876543210' }],
  ['whatsapp_number', { whatsapp_number: '+919876543210' }, NUM, { whatsapp_number: '9876543210' }],
  ['email', { ...abroad, email: 'zara@' }, 'E-mail must be valid', { ...abroad, email: 'zara@example.com' }],
  // Step 4, other
  ['expectations', { expectations: 'Short text' }, min(25), { expectations: 'x'.repeat(25) }],
  [
    'extra_information',
    { extra_information: 'y'.repeat(24) },
    min(25),
    { extra_information: 'y'.repeat(25) },
  ],
  // Step 5, password
  [
    'password',
    { password: '12345', confirm_password: '12345' },
    min(6),
    { password: '123456', confirm_password: '123456' },
  ],
  [
    'confirm_password',
    { confirm_password: 'secret124' },
    'Does not match.',
    { confirm_password: 'secret123' },
  ],
  // Step 6, the code: 6 digits, compared trimmed
  ['otp', { otp: '12345' }, 'Enter the 6-digit code.', { otp: ' 000000 ' }],
  // Username (login rules of SPEC.md section 5)
  ['username', { username: '5876543210' }, "Can't start with 0, 1, 2, 3, 4, 5", {}],
  ['username', { username: 'zara@' }, 'E-mail must be valid', {}],
];
