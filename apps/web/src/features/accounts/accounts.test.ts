/**
 * Pure parts of the account screens: message translation, error lines of SPEC.md section 8, the
 * drafts (no password ever stored) and the step of a field.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { FORM_MSG, MSG, blockedWordMessage, ownerProfileDetail } from '@nikah/shared';
import { ApiError } from '../../lib/api';
import { en } from '../../i18n/catalogues';
import {
  SIGNUP_DRAFT_KEY,
  emptyValues,
  readSignupDraft,
  startSignupDraft,
  valuesFromProfile,
  withoutEmpty,
  writeSignupDraft,
} from './drafts';
import { errorLines, translateMessage } from './messages';
import { stepOfField } from './wizard/common';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
}

beforeEach(async () => {
  (globalThis as unknown as { window: unknown }).window = { localStorage: new MemoryStorage() };
  if (!i18n.isInitialized) {
    await i18n.init({
      lng: 'ur',
      fallbackLng: 'en',
      resources: {
        en: { translation: en },
        ur: { translation: { accounts: (await import('./i18n/ur.json')).default } },
      },
      interpolation: { escapeValue: false },
    });
  }
});

describe('translateMessage', () => {
  it('translates the shared messages, with their numbers and words', () => {
    const t = i18n.getFixedT('ur');
    expect(translateMessage(t, MSG.required)).toBe('یہ معلومات ضروری ہے۔');
    expect(translateMessage(t, MSG.minChars(25))).toBe('کم از کم 25 حروف ضروری ہیں۔');
    expect(translateMessage(t, MSG.lte(3))).toBe('قدر 3 یا اس سے کم ہونی چاہیے۔');
    expect(translateMessage(t, FORM_MSG.otpIncorrect)).toBe('او ٹی پی غلط ہے');
    expect(translateMessage(t, blockedWordMessage('dowry'))).toContain('dowry');
    expect(translateMessage(t, 'User Blocked, Reason: spam')).toBe('صارف بلاک ہے، وجہ: spam');
  });

  it('shows an unknown text as it came', () => {
    expect(translateMessage(i18n.getFixedT('ur'), 'Something new.')).toBe('Something new.');
  });
});

describe('errorLines', () => {
  it('lists each field, upper-cased, with its first message (SPEC.md section 8)', () => {
    const t = i18n.getFixedT('en');
    const err = new ApiError(400, 'Bad Request', {
      full_name: ['Min 5 characters required.', 'other'],
      no_such_field: [],
    });
    expect(errorLines(t, err)).toEqual([
      'FULL NAME: Min 5 characters required.',
      'NO SUCH FIELD: This field is required.',
    ]);
  });

  it('gives the detail otherwise, and a network message for status 0', () => {
    const t = i18n.getFixedT('en');
    expect(errorLines(t, new ApiError(429, MSG.tooManyRequests, { detail: MSG.tooManyRequests }))).toEqual([
      MSG.tooManyRequests,
    ]);
    expect(errorLines(t, new ApiError(0, 'Network error', null))[0]).toMatch(/connection/);
  });
});

describe('drafts', () => {
  it('never stores passwords or codes', () => {
    writeSignupDraft({
      username: '9876543210',
      values: {
        ...emptyValues(),
        full_name: 'Imran',
        password: 'secret1',
        confirm_password: 'secret1',
        otp: '1',
      },
      step: 5,
      acknowledged: true,
    });
    const raw = window.localStorage.getItem(SIGNUP_DRAFT_KEY) ?? '';
    expect(raw).not.toContain('secret1');
    expect(readSignupDraft()).toMatchObject({ username: '9876543210', step: 5, acknowledged: true });
    expect(readSignupDraft()?.values.full_name).toBe('Imran');
  });

  it('keeps the draft of the same username and starts a new one for another', () => {
    startSignupDraft('9876543210', { country_current: 'India' });
    writeSignupDraft({ ...readSignupDraft()!, step: 2 });
    startSignupDraft('9876543210');
    expect(readSignupDraft()?.step).toBe(2);
    startSignupDraft('a@example.com', { country_current: 'Qatar', email: 'a@example.com' });
    expect(readSignupDraft()).toMatchObject({ username: 'a@example.com', step: 0 });
    expect(readSignupDraft()?.values.country_current).toBe('Qatar');
  });

  it('starts with the defaults of SPEC.md section 3', () => {
    expect(emptyValues()).toMatchObject({
      country: 'India',
      country_current: 'India',
      mothers_occupation: 'HouseWife',
      whatsapp_country_code: '+91',
      private_contact: true,
      physical_status: 'Normal',
    });
  });

  it('drops empty texts before validation', () => {
    expect(withoutEmpty({ a: '', b: ' ', c: 'x', d: false })).toEqual({ c: 'x', d: false });
  });

  it('reads the owner view back into form values', () => {
    const shape = ownerProfileDetail.shape;
    expect(Object.keys(shape)).toContain('contact_number');
    const values = valuesFromProfile({
      no_of_brothers: 2,
      weight: null,
      private_contact: false,
      same_location: true,
      full_name: 'Imran Qureshi',
    } as never);
    expect(values).toMatchObject({
      no_of_brothers: '2',
      weight: '',
      private_contact: false,
      same_location: true,
      full_name: 'Imran Qureshi',
    });
  });
});

describe('stepOfField', () => {
  it('finds the wizard step of a field', () => {
    expect(stepOfField('full_name')).toBe(0);
    expect(stepOfField('maslak')).toBe(1);
    expect(stepOfField('whatsapp_number')).toBe(2);
    expect(stepOfField('expectations')).toBe(3);
    expect(stepOfField('confirm_password')).toBe(4);
    expect(stepOfField('otp')).toBe(5);
    expect(stepOfField('username')).toBeUndefined();
  });
});
