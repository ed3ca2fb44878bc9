/**
 * Business constants and limits of SPEC.md section 9, named once and used by both the
 * web forms and the server routes. Lengths are characters, durations milliseconds.
 */

export const FULL_NAME_MIN = 5;
export const FULL_NAME_MAX = 20;
export const PARENT_FIELD_MIN = 5;
export const PARENT_FIELD_MAX = 200;
export const LONG_TEXT_MIN = 25;
export const SIGNUP_PASSWORD_MIN = 6;
export const RESET_PASSWORD_MIN = 6;
export const LOGIN_PASSWORD_MIN = 4;
/** The shared password rule (SPEC.md sections 5 and 9): at least 8, with a lowercase letter and a digit. */
export const STRONG_PASSWORD_MIN = 8;
export const DURATION_TEXT_MIN = 4;
export const REASON_TEXT_MAX = 2000;

export const WEIGHT_MIN = 40;
export const WEIGHT_MAX = 200;
export const SIBLINGS_MAX = 10;
export const CHILDREN_MAX = 9;
/** The oldest birth year offered; the newest follows today's date (age.ts, DESIGN.md D15). */
export const BIRTH_YEAR_MIN = 1930;
export const MIN_AGE = 18;
export const MAX_AGE = 100;

export const OTP_LENGTH = 6;
export const MOBILE_LENGTH = 10;
/** More than this many code requests for one username within 24 h are refused (SPEC.md section 8). */
export const OTP_REQUESTS_PER_DAY = 2;

export const PAGE_SIZE = 20;
export const LOCAL_SEARCH_PAGE_SIZE = 50;
export const VISIBLE_PAGE_BUTTONS = 10;
export const NEW_PROFILES_LIMIT = 50;
export const LOOKUP_LIMIT = 1000;
/**
 * Largest page of `GET /api/profiles/list/` (issue 13, scraping): a visitor gets at most
 * VISITOR_LIST_LIMIT_MAX cards a page, a member MEMBER_LIST_LIMIT_MAX; only a member's look-up by
 * profile codes (`code=`, their own favourites and visitors) may ask for LOOKUP_LIMIT.
 */
export const VISITOR_LIST_LIMIT_MAX = PAGE_SIZE;
export const MEMBER_LIST_LIMIT_MAX = LOCAL_SEARCH_PAGE_SIZE;
export const HOME_CAROUSEL_ITEMS = 10;
export const HOME_RANDOM_ITEMS = 10;

/** Shown when the real profile count is unknown (SPEC.md sections 1 and 9). */
export const DEFAULT_PROFILE_COUNT_LABEL = '12000+';
export const DEFAULT_PROFILE_COUNT = 12000;

export const CONTACT_HOURS_START = 8;
export const CONTACT_HOURS_END = 22;
export const DELETION_BLOCK_DAYS = 7;

export const BLOCKED_WORD_CHECK_MS = 3000;
export const GROUP_POLL_MS = 2000;
export const FRIEND_POLL_MS = 3000;
export const SUCCESS_POPUP_MS = 2000;
export const ERROR_POPUP_MS = 3000;

/**
 * A woman's initial search range ends at this age (SPEC.md section 9: own age to 80). SPEC.md's
 * default range of 10 to 100 is not kept: DESIGN.md D15's legal ages make MIN_AGE the lowest age.
 */
export const INITIAL_SEARCH_AGE_MAX = 80;
/** Age groups of the categories page, [from, to] in years; the last is '40+' (SPEC.md section 9). */
export const AGE_GROUPS: readonly (readonly [number, number])[] = [
  [18, 21],
  [22, 25],
  [26, 29],
  [30, 33],
  [34, 40],
  [40, 100],
];
/** The '30+ Unmarried' preset of the categories page: ages 30 to 100 (SPEC.md section 9). */
export const THIRTY_PLUS_AGE_RANGE: readonly [number, number] = [30, 100];
/** Height bands in feet'inches (SPEC.md section 9) as [label, from, to) in inches. */
export const HEIGHT_BANDS: readonly (readonly [string, number, number])[] = [
  ['4-4.6', 48, 54],
  ['4.6-5', 54, 60],
  ['5-5.6', 60, 66],
  ['5.6-6', 66, 72],
  ['6-6.5', 72, 79],
];
/** The arithmetic captcha adds two digits from 0 to this (SPEC.md section 9). */
export const CAPTCHA_DIGIT_MAX = 9;

export const EXPECTATION_AGE_MIN = 18;
export const EXPECTATION_AGE_MAX = 80;
export const EXPECTATION_AGE_DEFAULT: readonly [number, number] = [18, 50];

export const DEFAULT_COUNTRY = 'India';
/** ISO 3166 code of DEFAULT_COUNTRY (reference lists, phone numbers written without a country code). */
export const INDIA_CODE = 'IN';
export const DEFAULT_WHATSAPP_CODE = '+91';
export const DEFAULT_MOTHERS_OCCUPATION = 'HouseWife';

/** Forgot password: the username must have at least this many characters (SPEC.md section 5). */
export const FORGOT_USERNAME_MIN = 4;
/** One-time codes (DESIGN.md D1): valid this long, locked after this many wrong tries. */
export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
/** Sessions end after this many days without use (DESIGN.md D3). */
export const SESSION_IDLE_DAYS = 30;
/** Photo uploads (DESIGN.md D5): two slots shown (SPEC.md section 9), at most 8 MB each. */
export const PHOTO_SLOTS = 2;
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** Image types a photo may have (checked by content on the server). */
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
