/**
 * The profile form of SPEC.md section 3 as Zod schemas, one per wizard step (section 2), with every
 * rule of section 5 and the clearing rules of section 4. The web wizard validates each step with
 * these; `profiles/create/` and `profiles/update/` validate the whole form with the same schemas.
 * Reference values (state, city, biradari, maslak, countries) are display names; the server also
 * checks them against its lists.
 */
import { z } from 'zod';
import { legalAgeProblem, minAgeRef } from './age';
import {
  BIRTH_YEAR_MIN,
  CHILDREN_MAX,
  DEFAULT_COUNTRY,
  DEFAULT_MOTHERS_OCCUPATION,
  DEFAULT_WHATSAPP_CODE,
  DURATION_TEXT_MIN,
  FULL_NAME_MAX,
  FULL_NAME_MIN,
  LONG_TEXT_MIN,
  PARENT_FIELD_MAX,
  PARENT_FIELD_MIN,
  SIBLINGS_MAX,
  WEIGHT_MAX,
  WEIGHT_MIN,
} from './constants';
import { msg, type MessageRef } from './messages';
import { addMessageIssue, keyed } from './zod-messages';
import {
  CONTACT_OF_CHOICES,
  EDUCATION_CHOICES,
  EDUCATION_WITHOUT_DEGREE,
  GENDERS,
  HEIGHT_CHOICES,
  MARITAL_STATUSES,
  MARITAL_UNMARRIED,
  PHYSICAL_STATUSES,
  INTERFACE_LANGUAGES,
} from './reference';
import {
  choice,
  digitString,
  digits,
  optionalEmailAddress,
  flag,
  isPersonName,
  optionalDigits,
  optionalText,
  text,
  username,
} from './fields';
import { withoutContactDetails } from './text-safety';
import { otpShape, passwordShape, refinePassword } from './credentials';

const NAME_MAX = 100;
const TEXT_MAX = 2000;
const PHONE_MIN = 6;
const PHONE_MAX = 15;
/** Parent occupation text set by the 'Expired' checkbox (SPEC.md section 4). */
export const EXPIRED = 'Expired';

/**
 * Free text of the profile (the fields of PROFILE_TEXT_FIELDS): no phone number or e-mail inside
 * (DESIGN.md D6; contact details belong to the contact step, shown by its rules).
 */
const freeText = (min: number, max: number) => withoutContactDetails(text(min, max));
const optionalFreeText = (max: number) => withoutContactDetails(optionalText(max));

const heightNames = HEIGHT_CHOICES.map((h) => h.name) as [string, ...string[]];

/** Step 1, personal. */
export const personalShape = {
  full_name: freeText(FULL_NAME_MIN, FULL_NAME_MAX).refine((s) => isPersonName(s), keyed(msg('invalidName'))),
  gender: choice(GENDERS),
  martial_status: choice(MARITAL_STATUSES),
  detail_for_this_status: optionalFreeText(TEXT_MAX),
  duration_after_khula_or_divorce: optionalFreeText(NAME_MAX),
  no_of_children: optionalDigits(0, CHILDREN_MAX),
  // A four-digit year here; the legal-age rule, which needs today's date, bounds it (DESIGN.md D15).
  year_of_birth: digits(BIRTH_YEAR_MIN, 9999),
  month_of_birth: optionalDigits(1, 12),
  height: choice(heightNames),
  weight: optionalDigits(WEIGHT_MIN, WEIGHT_MAX),
  education: choice(EDUCATION_CHOICES),
  degree: optionalFreeText(NAME_MAX),
  occupation: freeText(1, NAME_MAX),
  physical_status: choice(PHYSICAL_STATUSES).default('Normal'),
  handicap_detail: optionalFreeText(TEXT_MAX),
  hobbies: freeText(1, 500),
  state: text(1, NAME_MAX),
  city: text(1, NAME_MAX),
  country: text(1, NAME_MAX).default(DEFAULT_COUNTRY),
  country_current: text(1, NAME_MAX).default(DEFAULT_COUNTRY),
  state_current: optionalFreeText(NAME_MAX),
  city_current: optionalFreeText(NAME_MAX),
  same_location: flag(false),
};

/** Step 2, family. */
export const familyShape = {
  fathers_name: freeText(PARENT_FIELD_MIN, PARENT_FIELD_MAX),
  fathers_occupation: freeText(PARENT_FIELD_MIN, PARENT_FIELD_MAX),
  mothers_name: freeText(PARENT_FIELD_MIN, PARENT_FIELD_MAX),
  mothers_occupation: freeText(PARENT_FIELD_MIN, PARENT_FIELD_MAX).default(DEFAULT_MOTHERS_OCCUPATION),
  no_of_brothers: digits(0, SIBLINGS_MAX),
  no_of_married_brothers: digits(0, SIBLINGS_MAX),
  no_of_sisters: digits(0, SIBLINGS_MAX),
  no_of_married_sisters: digits(0, SIBLINGS_MAX),
  biradari: text(1, NAME_MAX),
  maslak: text(1, NAME_MAX),
};

/** Step 3, contact. */
export const contactShape = {
  contact_of: choice(CONTACT_OF_CHOICES),
  contact_number: digitString(PHONE_MIN, PHONE_MAX),
  whatsapp_country_code: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .trim()
      .refine((s) => /^\+\d{1,4}$/.test(s), keyed(msg('invalidValue')))
      .default(DEFAULT_WHATSAPP_CODE),
  ),
  whatsapp_number: digitString(PHONE_MIN, PHONE_MAX),
  private_contact: flag(true),
  email: optionalEmailAddress,
};

/** Step 4, other: expectations and extra information. */
export const otherShape = {
  expectations: freeText(LONG_TEXT_MIN, TEXT_MAX),
  extra_information: freeText(LONG_TEXT_MIN, TEXT_MAX),
};

type Ctx = z.RefinementCtx;
const need = (ctx: Ctx, path: string, ref: MessageRef = msg('required')) => addMessageIssue(ctx, ref, [path]);

/**
 * The conditional rules run even when some fields already failed, so a step reports every missing
 * field at once (Zod skips them by default). They then see raw values for the failed fields, so
 * they only compare and test presence.
 */
const EVERY_TIME = { when: (p: { value: unknown }) => typeof p.value === 'object' && p.value !== null };

/** Conditional rules of step 1 (SPEC.md section 5). */
export function refinePersonal(v: z.output<z.ZodObject<typeof personalShape>>, ctx: Ctx): void {
  // Status details are asked once a status other than Unmarried is chosen.
  if (v.martial_status && v.martial_status !== MARITAL_UNMARRIED) {
    if (!v.detail_for_this_status) need(ctx, 'detail_for_this_status');
    if (v.no_of_children === undefined) need(ctx, 'no_of_children');
    if (!v.duration_after_khula_or_divorce) need(ctx, 'duration_after_khula_or_divorce');
    else if (v.duration_after_khula_or_divorce.length < DURATION_TEXT_MIN) {
      need(ctx, 'duration_after_khula_or_divorce', msg('minChars', { n: DURATION_TEXT_MIN }));
    }
  }
  if (v.education && !(EDUCATION_WITHOUT_DEGREE as readonly string[]).includes(v.education) && !v.degree) {
    need(ctx, 'degree');
  }
  if (v.physical_status === 'Handicap' && !v.handicap_detail) need(ctx, 'handicap_detail');
  if (v.country === v.country_current) {
    if (!v.state_current) need(ctx, 'state_current');
    if (!v.city_current) need(ctx, 'city_current');
  }
}

/** Married siblings cannot exceed siblings (SPEC.md section 5, step 2). */
export function refineFamily(v: z.output<z.ZodObject<typeof familyShape>>, ctx: Ctx): void {
  if (v.no_of_married_brothers > v.no_of_brothers) {
    need(ctx, 'no_of_married_brothers', msg('lte', { n: v.no_of_brothers }));
  }
  if (v.no_of_married_sisters > v.no_of_sisters) {
    need(ctx, 'no_of_married_sisters', msg('lte', { n: v.no_of_sisters }));
  }
}

/** E-mail is required of members living outside India (issue: accounts). */
export function refineContact(v: { email?: string; country_current?: string }, ctx: Ctx): void {
  if (v.country_current !== undefined && v.country_current !== DEFAULT_COUNTRY && !v.email) {
    need(ctx, 'email');
  }
}

/**
 * The clearing rules of SPEC.md section 4: Unmarried clears status detail, duration and children;
 * Normal clears handicap detail; no brothers (sisters) means none married; living in India in the
 * same place as the native place copies it.
 */
export function applyFormRules<T extends Partial<ProfileFields>>(v: T): T {
  const out = { ...v };
  if (out.martial_status === MARITAL_UNMARRIED) {
    out.detail_for_this_status = undefined;
    out.duration_after_khula_or_divorce = undefined;
    out.no_of_children = undefined;
  }
  if (out.physical_status === 'Normal') out.handicap_detail = undefined;
  if (out.no_of_brothers !== undefined && out.no_of_brothers < 1) out.no_of_married_brothers = 0;
  if (out.no_of_sisters !== undefined && out.no_of_sisters < 1) out.no_of_married_sisters = 0;
  return out;
}

/**
 * The legal-age rule of DESIGN.md D15 on `today` (the web passes the browser's date, the server
 * its clock): adds 'Minimum age is N years.' to year_of_birth.
 */
export function refineLegalAge(
  v: { gender?: string; year_of_birth?: number; month_of_birth?: number },
  ctx: Ctx,
  today: Date,
): void {
  const problem = legalAgeProblem(v, today);
  if (problem) need(ctx, problem.field, minAgeRef(v.gender));
}

/**
 * Step schemas of the wizard, each with its own rules. `personalStep`, `profileForm` and
 * `signupForm` check everything but the legal age, which needs today's date: forms and routes use
 * `personalStepOn(today)`, `profileFormOn(today)`, `signupFormOn(today)` (or `legalAgeProblem`).
 */
export const personalStep = z.object(personalShape).superRefine(refinePersonal, EVERY_TIME);
/** Step 1 with the legal age on `today` (DESIGN.md D15). */
export const personalStepOn = (today: Date) =>
  z.object(personalShape).superRefine((v, ctx) => {
    refinePersonal(v, ctx);
    refineLegalAge(v, ctx, today);
  }, EVERY_TIME);
export const familyStep = z.object(familyShape).superRefine(refineFamily, EVERY_TIME);
export const contactStep = z.object(contactShape);
export const otherStep = z.object(otherShape);
export const passwordStep = z.object(passwordShape).superRefine(refinePassword, EVERY_TIME);
export const otpStep = z.object(otpShape);

const profileObject = z.object({ ...personalShape, ...familyShape, ...contactShape, ...otherShape });
export type ProfileFields = z.output<typeof profileObject>;

const buildProfileForm = (today?: Date) =>
  profileObject
    .superRefine((v, ctx) => {
      refinePersonal(v, ctx);
      refineFamily(v, ctx);
      refineContact(v, ctx);
      if (today) refineLegalAge(v, ctx, today);
    }, EVERY_TIME)
    .transform((v) => applyFormRules(v));

/** The whole profile (steps 1 to 4), as `PATCH profiles/update/{userId}/` takes it. */
export const profileForm = buildProfileForm();
export type ProfileForm = z.output<typeof profileForm>;

/** `profileForm` with the legal age on `today` (DESIGN.md D15). */
export const profileFormOn = (today: Date) => buildProfileForm(today);

/**
 * The consent notice the person accepted before the code was sent (DESIGN.md D22): its version
 * (CONSENT_VERSION; another one is refused) and the interface language it was read in. Optional
 * for API clients that predate it: without it no acceptance is stored and the member is asked at
 * the next sign-in (`consent_required` of the login answer).
 */
const consentShape = {
  consent_version: z.string().max(40).optional(),
  consent_language: z.enum(INTERFACE_LANGUAGES.map((l) => l.code) as [string, ...string[]]).optional(),
};

const buildSignupForm = (today?: Date) =>
  z
    .object({
      username,
      ...consentShape,
      ...personalShape,
      ...familyShape,
      ...contactShape,
      ...otherShape,
      ...passwordShape,
      ...otpShape,
    })
    .superRefine((v, ctx) => {
      refinePersonal(v, ctx);
      refineFamily(v, ctx);
      refineContact(v, ctx);
      refinePassword(v, ctx);
      if (today) refineLegalAge(v, ctx, today);
    }, EVERY_TIME)
    .transform((v) => applyFormRules(v));

/** `POST profiles/create/`: the whole form, the username, the password and the one-time code. */
export const signupForm = buildSignupForm();
export type SignupForm = z.output<typeof signupForm>;

/** `signupForm` with the legal age on `today` (DESIGN.md D15). */
export const signupFormOn = (today: Date) => buildSignupForm(today);

/** The create wizard's steps in order (SPEC.md section 2); the edit wizard uses 1 to 4 then photos. */
export const SIGNUP_STEPS = ['personal', 'family', 'contact', 'other', 'password', 'otp', 'photos'] as const;
export const EDIT_STEPS = ['personal', 'family', 'contact', 'other', 'photos'] as const;
export type WizardStep = (typeof SIGNUP_STEPS)[number];

/** The schema that validates one wizard step (photos have none). */
export const STEP_SCHEMAS: Record<Exclude<WizardStep, 'photos'>, z.ZodType> = {
  personal: personalStep,
  family: familyStep,
  contact: contactStep,
  other: otherStep,
  password: passwordStep,
  otp: otpStep,
};
