/**
 * Translation by key (DESIGN.md D18): form errors and server answers show in the interface
 * language from their keys, never from their English text.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import i18next, { type TFunction } from 'i18next';
import {
  MESSAGES,
  MESSAGE_KEYS,
  encodeErrorKeys,
  msg,
  setPasswordForm,
  sendOtpForm,
  type ErrorKeys,
} from '@nikah/shared';
import { ApiError, NETWORK_ERROR } from './api';
import { loaders } from '../i18n/catalogues';
import { en } from '../i18n/english';
import { errorLines, errorText, translateMessage, translateRef } from './messages';
import { installZodMessageRefs } from '@nikah/shared';

// In a browser lib/messages.ts installs the error map of refs when it loads; these
// tests run in Node, where it leaves Zod's process-wide map alone (the server-rendering case).
installZodMessageRefs();

let t: { en: TFunction; ur: TFunction; hi: TFunction };

beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  for (const lang of ['hi', 'ur'] as const) {
    i18n.addResourceBundle(lang, 'translation', await loaders[lang]());
  }
  t = { en: i18n.getFixedT('en'), hi: i18n.getFixedT('hi'), ur: i18n.getFixedT('ur') };
});

/** A 400 answer as the server sends it: the English body and the keys header. */
const answer = (status: number, body: unknown, keys?: ErrorKeys) =>
  new ApiError(
    status,
    body && typeof body === 'object' && 'detail' in body ? String(body.detail) : 'Bad Request',
    body,
    keys ? encodeErrorKeys(keys) : null,
  );

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the catalogue of messages', () => {
  it('translates every key of the registry, with the same parameters', () => {
    const catalogue: Record<string, string> = en.accounts.msg;
    for (const key of MESSAGE_KEYS) {
      expect(catalogue[key], key).toBeTypeOf('string');
      const params = [...MESSAGES[key].matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(placeholders(catalogue[key] ?? ''), key).toEqual(params);
    }
  });
});

describe('translateMessage', () => {
  it('translates a ref with its parameters', () => {
    expect(translateRef(t.ur, msg('minChars', { n: 25 }))).toBe('کم از کم 25 حروف ضروری ہیں۔');
    expect(translateRef(t.ur, msg('userBlocked', { reason: 'spam' }))).toBe('صارف بلاک ہے، وجہ: spam');
    expect(translateRef(t.hi, msg('alreadyExists'))).not.toBe(MESSAGES.alreadyExists);
  });

  it("translates a form's own errors by the key their message carries", () => {
    const reset = setPasswordForm.safeParse({
      username: 'user',
      otp: '12',
      password: 'a',
      confirm_password: 'b',
    });
    expect(reset.success).toBe(false);
    const shown = (reset.error?.issues ?? []).map((i) => translateMessage(t.en, i.message));
    expect(shown).toContain('Enter the 6-digit code.');
    expect(shown).toContain('Min 6 characters required.');
    const otp = sendOtpForm.safeParse({ username: '0123456789' });
    expect(translateMessage(t.ur, otp.error?.issues[0]?.message ?? '')).toBe(
      translateRef(t.ur, msg('mobileStart')),
    );
  });

  it('shows a text that came without a key as it is, and never reads English back', () => {
    expect(translateMessage(t.ur, 'Something new.')).toBe('Something new.');
    // The English of a known message is not translated: only keys are.
    expect(translateMessage(t.ur, MESSAGES.alreadyExists)).toBe(MESSAGES.alreadyExists);
  });
});

describe('errorLines and errorText', () => {
  it('lists each field with its first message by key, in Urdu (SPEC.md section 8)', () => {
    const err = answer(
      400,
      { username: ['Already exists.'], otp: ['OTP is incorrect'] },
      { fields: { username: [msg('alreadyExists')], otp: [msg('otpIncorrect')] } },
    );
    const [username, otp] = errorLines(t.ur, err);
    expect(username).toMatch(/^.+: /);
    expect(username?.endsWith(translateRef(t.ur, msg('alreadyExists')))).toBe(true);
    expect(otp?.endsWith('او ٹی پی غلط ہے')).toBe(true);
  });

  it('gives a detail by its key, a network message for status 0, and a generic one for 5xx', () => {
    const blocked = answer(
      403,
      { detail: 'User Blocked, Reason: spam' },
      { detail: msg('userBlocked', { reason: 'spam' }) },
    );
    expect(errorLines(t.ur, blocked)).toEqual(['صارف بلاک ہے، وجہ: spam']);
    expect(errorLines(t.en, new ApiError(0, NETWORK_ERROR, null))[0]).toMatch(/connection/);
    expect(errorLines(t.en, answer(502, null))).toEqual([en.accounts.msg.serverError]);
  });

  it('reads an upload error as one sentence, without the field name', () => {
    const err = answer(400, { file: ['Upload a valid image.'] }, { fields: { file: [msg('invalidImage')] } });
    expect(errorText(t.en, err)).toBe('This file is not a photo. Choose a JPEG, PNG, WebP or GIF image.');
    expect(errorText(t.ur, err)).toBe('یہ فائل تصویر نہیں ہے۔ JPEG، PNG، WebP یا GIF تصویر منتخب کریں۔');
    expect(
      errorText(t.en, answer(413, { detail: 'Request is too large.' }, { detail: msg('tooLarge') })),
    ).not.toMatch(/^FILE/);
  });
});
