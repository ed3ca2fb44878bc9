/**
 * Pure parts of the account screens: the drafts (no password ever stored) and the step of a field.
 * Message translation by key is tested in messages.test.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { ownerProfileDetail } from '@nikah/shared';
import { en } from '../../i18n/english';
import {
  SIGNUP_DRAFT_KEY,
  emptyValues,
  readSignupDraft,
  startSignupDraft,
  valuesFromProfile,
  withoutEmpty,
  writeSignupDraft,
} from './drafts';
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
    });
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
