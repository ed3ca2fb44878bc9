import { beforeAll, describe, expect, it } from 'vitest';
import { installZodMessages } from './zod-messages';
import {
  expectationUpdateForm,
  loginForm,
  loginIdentityForm,
  normalizeUsername,
  sendOtpForm,
  setPasswordForm,
} from './auth-forms';
import { findBlockedWord, findBlockedWordInForm, blockedWordMessage } from './blocked-words';

beforeAll(() => installZodMessages());

const firstErrors = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
};

describe('login (SPEC.md section 5)', () => {
  it('needs a password of at least 4 and accepts any account name', () => {
    expect(firstErrors(loginForm.safeParse({ username: '9876543210', password: 'abc' }))).toEqual({
      password: 'Min 4 characters required.',
    });
    expect(loginForm.parse({ username: ' Admin@Site.org ', password: 'abcd' }).username).toBe(
      'admin@site.org',
    );
    expect(loginForm.parse({ username: 'moderator', password: 'abcd' }).username).toBe('moderator');
  });
  it('checks the Indian mobile, or the e-mail and country of members abroad', () => {
    expect(firstErrors(loginIdentityForm.safeParse({ username: '4876543210' }))).toEqual({
      username: "Can't start with 0, 1, 2, 3, 4, 5",
    });
    expect(firstErrors(loginIdentityForm.safeParse({ abroad: true, username: 'x@' }))).toEqual({
      country: 'Please select your country',
      username: 'E-mail must be valid',
    });
    expect(loginIdentityForm.parse({ abroad: 'true', country: 'Qatar', username: 'A@B.com' }).username).toBe(
      'a@b.com',
    );
  });
});

describe('codes and forgot password', () => {
  it('needs a valid new username for a signup code, 4 characters for a reset code', () => {
    expect(firstErrors(sendOtpForm.safeParse({ username: '1234567890' }))).toEqual({
      username: "Can't start with 0, 1, 2, 3, 4, 5",
    });
    expect(sendOtpForm.parse({ username: 'admin', purpose: 'reset' })).toEqual({
      username: 'admin',
      purpose: 'reset',
    });
    expect(firstErrors(sendOtpForm.safeParse({ username: 'abc', purpose: 'reset' }))).toEqual({
      username: 'Min 4 characters required.',
    });
    expect(firstErrors(sendOtpForm.safeParse({ username: '9876543210', purpose: 'other' }))).toEqual({
      purpose: 'Select a valid choice.',
    });
  });
  it('needs a 6-digit code and a new password of 6 with a matching confirmation', () => {
    const ok = { username: '9876543210', password: 'abcdef', confirm_password: 'abcdef', otp: ' 123456 ' };
    expect(setPasswordForm.parse(ok).otp).toBe('123456');
    expect(firstErrors(setPasswordForm.safeParse({ ...ok, confirm_password: 'abcdeg' }))).toEqual({
      confirm_password: 'Does not match.',
    });
    expect(firstErrors(setPasswordForm.safeParse({ ...ok, otp: '12a456' }))).toEqual({
      otp: 'Enter the 6-digit code.',
    });
  });
  it('normalises usernames', () => {
    expect(normalizeUsername(' 9876543210 ')).toBe('9876543210');
    expect(normalizeUsername('Zara@Example.COM')).toBe('zara@example.com');
  });
});

describe('expectation (SPEC.md sections 3 and 9)', () => {
  it('takes an object or a JSON string, with ages 18 to 80 and a default of 18 to 50', () => {
    expect(
      expectationUpdateForm.parse({ expectation_proposal: '{"education":"Graduate"}' }).expectation_proposal,
    ).toEqual({
      age: [18, 50],
      education: ['Graduate'],
    });
    for (const age of [
      [17, 30],
      [20, 81],
      [40, 30],
    ]) {
      expect(expectationUpdateForm.safeParse({ expectation_proposal: { age } }).success).toBe(false);
    }
    expect(
      expectationUpdateForm.safeParse({ expectation_proposal: { marital_status: ['Engaged'] } }).success,
    ).toBe(false);
  });
});

describe('blocked words (SPEC.md section 5, DESIGN.md D9)', () => {
  const words = ['broker', 'google pay', 'fees'];
  it('matches whole words and phrases, case-insensitively', () => {
    expect(findBlockedWord('Call the BROKER today', words)).toBe('broker');
    expect(findBlockedWord('Pay by Google\n Pay', words)).toBe('google pay');
    expect(findBlockedWord('Fees: 500', words)).toBe('fees');
    expect(findBlockedWord('We like coffees and brokerage-free talks', words)).toBeUndefined();
    expect(findBlockedWord('', words)).toBeUndefined();
  });
  it('names the first field with a blocked word and builds the message', () => {
    expect(
      findBlockedWordInForm({ full_name: 'Ayesha', hobbies: 'broker', expectations: 'fees' }, words),
    ).toEqual({
      field: 'hobbies',
      word: 'broker',
    });
    expect(blockedWordMessage('broker')).toBe(
      'Your Profile contains blocked words, please remove them to proceed. Blocked Word: broker',
    );
  });
});
