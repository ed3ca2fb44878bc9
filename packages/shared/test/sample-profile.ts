import { CONSENT_VERSION } from '../src/privacy';

/**
 * A complete, valid signup form for tests (server and web); override fields per case. It accepts
 * the consent notice in force in English, as the signup page sends it (DESIGN.md D22); pass
 * `consent_version: undefined` for a client that sends none.
 */
export function sampleSignup(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    username: '9876543210',
    consent_version: CONSENT_VERSION,
    consent_language: 'en',
    full_name: 'Ayesha Siddiqui',
    gender: 'Female',
    martial_status: 'Unmarried',
    year_of_birth: 1998,
    month_of_birth: 4,
    height: `5'3"`,
    weight: 55,
    education: 'Post Graduate',
    degree: 'M.Sc. Chemistry',
    occupation: 'Teacher',
    physical_status: 'Normal',
    hobbies: 'Reading, cooking',
    state: 'Uttar Pradesh',
    city: 'Lucknow',
    country: 'India',
    country_current: 'India',
    state_current: 'Uttar Pradesh',
    city_current: 'Lucknow',
    same_location: true,
    fathers_name: 'Abdul Rahman Siddiqui',
    fathers_occupation: 'Retired teacher',
    mothers_name: 'Shabana Siddiqui',
    mothers_occupation: 'HouseWife',
    no_of_brothers: 2,
    no_of_married_brothers: 1,
    no_of_sisters: 1,
    no_of_married_sisters: 0,
    biradari: 'Siddiqui',
    maslak: 'Sunni Hanafi',
    contact_of: 'Father',
    contact_number: '9876543210',
    whatsapp_country_code: '+91',
    whatsapp_number: '9876543210',
    private_contact: true,
    expectations: 'A practising, educated and kind man from a good family.',
    extra_information: 'We are a simple family living in Lucknow for three generations.',
    password: 'secret123',
    confirm_password: 'secret123',
    otp: '123456',
    ...overrides,
  };
}
