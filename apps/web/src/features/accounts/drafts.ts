/**
 * The wizard drafts (SPEC.md section 2): the values typed so far and the current step, kept in
 * localStorage so that a refresh resumes where the person was. Signup and edit keep separate
 * drafts; Cancel and logout clear both.
 */
import {
  DEFAULT_COUNTRY,
  DEFAULT_MOTHERS_OCCUPATION,
  DEFAULT_WHATSAPP_CODE,
  contactShape,
  familyShape,
  otherShape,
  personalShape,
  type OwnerProfileDetail,
  type ProfileFields,
} from '@nikah/shared';
import { EDIT_DRAFT_KEY, SIGNUP_DRAFT_KEY } from '../../app/draftStorage';

/** Form values as the inputs hold them: text (numbers as digit strings) and checkboxes. */
export type FormValues = Record<string, string | boolean>;

export {
  SIGNUP_DRAFT_KEY,
  EDIT_DRAFT_KEY,
  clearSignupDraft,
  clearEditDraft,
  clearDrafts,
} from '../../app/draftStorage';

export interface SignupDraft {
  /** The username the login page found no account for (Indian mobile or e-mail). */
  username: string;
  values: FormValues;
  /** Index in SIGNUP_STEPS. */
  step: number;
  /** The five boxes of the acknowledgement dialog were ticked. */
  acknowledged: boolean;
  /** When the last signup code was requested (ms since epoch), so a refresh does not ask again. */
  otpSentAt?: number;
}

export interface EditDraft {
  /** The profile the draft belongs to: a draft of another member is ignored. */
  profileId: number;
  values: FormValues;
  /** Index in EDIT_STEPS. */
  step: number;
}

/** The fields of the profile form (steps 1 to 4), the keys of the shared step shapes. */
export const PROFILE_FIELDS = Object.keys({
  ...personalShape,
  ...familyShape,
  ...contactShape,
  ...otherShape,
}) as readonly ProfileFieldName[];
export type ProfileFieldName = keyof ProfileFields;

const DEFAULTS: FormValues = {
  physical_status: 'Normal',
  country: DEFAULT_COUNTRY,
  country_current: DEFAULT_COUNTRY,
  mothers_occupation: DEFAULT_MOTHERS_OCCUPATION,
  whatsapp_country_code: DEFAULT_WHATSAPP_CODE,
  private_contact: true,
  same_location: false,
};

/** Never written to storage: passwords stay in memory (a refresh on the code step asks again). */
const SECRET_FIELDS = ['password', 'confirm_password', 'otp'];

function withoutSecrets(values: FormValues): FormValues {
  const out = { ...values };
  for (const f of SECRET_FIELDS) delete out[f];
  return out;
}

/** The values of an empty form, with the defaults of SPEC.md section 3. */
export function emptyValues(): FormValues {
  const out: FormValues = {};
  for (const f of PROFILE_FIELDS) out[f] = '';
  return { ...out, ...DEFAULTS };
}

/**
 * The form values of the owner's profile (or any part of it), for the edit wizard: texts, numbers
 * as digits, flags; fields the wizard does not edit are left out.
 */
export function valuesFromProfile(p: Partial<OwnerProfileDetail>): FormValues {
  const out = emptyValues();
  const fields = new Set<string>(PROFILE_FIELDS);
  for (const [f, v] of Object.entries(p)) {
    if (!fields.has(f)) continue;
    if (typeof v === 'boolean' || typeof v === 'string') out[f] = v;
    else if (typeof v === 'number') out[f] = String(v);
  }
  return out;
}

/**
 * The values without empty texts: an empty input is a missing value (the shared schemas read it
 * so; an optional e-mail, for one, accepts a missing value but not an empty string).
 */
export function withoutEmpty(values: FormValues): FormValues {
  const out: FormValues = {};
  for (const [k, v] of Object.entries(values)) if (!(typeof v === 'string' && v.trim() === '')) out[k] = v;
  return out;
}

function readJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or unavailable: the draft lasts for this page only.
  }
}

function isValues(v: unknown): v is FormValues {
  return (
    !!v &&
    typeof v === 'object' &&
    Object.values(v).every((x) => typeof x === 'string' || typeof x === 'boolean')
  );
}

export function readSignupDraft(): SignupDraft | null {
  const d = readJson(SIGNUP_DRAFT_KEY) as Partial<SignupDraft> | null;
  if (!d || typeof d.username !== 'string' || !d.username || !isValues(d.values)) return null;
  return {
    username: d.username,
    values: { ...emptyValues(), ...withoutSecrets(d.values) },
    step: typeof d.step === 'number' && d.step >= 0 ? Math.floor(d.step) : 0,
    acknowledged: d.acknowledged === true,
    otpSentAt: typeof d.otpSentAt === 'number' ? d.otpSentAt : undefined,
  };
}

export function writeSignupDraft(draft: SignupDraft): void {
  writeJson(SIGNUP_DRAFT_KEY, { ...draft, values: withoutSecrets(draft.values) });
}

/**
 * Starts a signup draft for `username` (from the login page), keeping an existing draft of the
 * same username. `prefill` sets values such as the country of a member living abroad.
 */
export function startSignupDraft(username: string, prefill: FormValues = {}): void {
  const existing = readSignupDraft();
  if (existing && existing.username === username) return;
  writeSignupDraft({
    username,
    values: { ...emptyValues(), ...prefill },
    step: 0,
    acknowledged: false,
  });
}

export function readEditDraft(profileId: number): EditDraft | null {
  const d = readJson(EDIT_DRAFT_KEY) as Partial<EditDraft> | null;
  if (!d || d.profileId !== profileId || !isValues(d.values)) return null;
  return {
    profileId,
    values: d.values,
    step: typeof d.step === 'number' && d.step >= 0 ? Math.floor(d.step) : 0,
  };
}

export function writeEditDraft(draft: EditDraft): void {
  writeJson(EDIT_DRAFT_KEY, draft);
}

const PRIVACY_NOTE_KEY = 'nikah.privacyNoteSeen';

function seenPrivacyNotes(): string[] {
  const v = readJson(PRIVACY_NOTE_KEY);
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/**
 * True when the female-privacy note (SPEC.md section 8, contact step) was already shown for the
 * profile of `username` on this device: it is shown once per profile, not on every edit. Kept
 * apart from the drafts, so Cancel and logout do not bring it back.
 */
export function privacyNoteSeen(username: string): boolean {
  return seenPrivacyNotes().includes(username);
}

/** Remembers that the privacy note was shown for the profile of `username`. */
export function markPrivacyNoteSeen(username: string): void {
  const seen = seenPrivacyNotes();
  if (!seen.includes(username)) writeJson(PRIVACY_NOTE_KEY, [...seen, username]);
}
