/**
 * DESIGN.md D18: every message of SPEC.md sections 5 and 8 has a key in the registry, and every
 * schema issue carries its key (so the web translates by key and the server sends keys beside the
 * English body).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES, decodeMessage, encodeMessage, messageText, msg, type MessageRef } from './messages';
import { installZodMessageRefs, installZodMessages, issueRef } from './zod-messages';
import { encodeErrorKeys, parseErrorKeys } from './error-keys';
import { indianMobile, emailAddress, plainAccountName, strongPassword, username, digits } from './fields';
import { loginIdentityForm, sendOtpForm, setPasswordForm } from './auth-forms';
import { feedbackForm } from './content-forms';
import { personalShape } from './profile-form';
import { blockedWordMessage, blockedWordRef } from './blocked-words';

/** The messages SPEC.md section 5 quotes, copied as data (N stands for a number). */
const SPEC_SECTION_5 = [
  'Please fill all the required fields',
  'Your Profile contains blocked words, please remove them to proceed. Blocked Word: ...',
  'E-mail must be valid',
  "Can't start with 0, 1, 2, 3, 4, 5",
  'Wrong value',
  'Reason is required',
  'File is required',
  'This field is required.',
  'Invalid e-mail.',
  'Invalid Url.',
  'Min N characters required.',
  'Max N characters required.',
  'Min 8 characters Password required.',
  'Password must contain 1 lowercase(a-z).',
  'Password must contain 1 digit(0-9)',
  'Only Alpha Numeric.',
  'Invalid Numbers.',
  'Does not match.',
  'Already exists.',
  'Space not allowed.',
  'Positive Number Required.',
  'Value must be less than or equal to N.',
  'Value must be greater than or equal to N.',
  'Invalid Name.',
];

/** The messages SPEC.md section 8 quotes, copied as data ({message} and N are parameters). */
const SPEC_SECTION_8 = [
  'Something went wrong, please try again.',
  'User Blocked, Reason: {message}',
  'Something went wrong',
  'OTP is incorrect',
  'OTP sent successfully',
  'Your profile contains blocked words, please remove them to proceed.',
  'Your profile has been created successfully',
  'Your profile has been updated successfully',
  'Failed to update profile',
  'Invalid OTP',
  'Password set successfully',
  'No Profile Found!',
  'Create your profile to open others profile. If you have already created the profile, please login',
  'Kindly verify your profile to report the user.',
  'Reported successfully.',
  'Something went wrong.',
  'your delete request is sent to Admin. Admin will delete your profile. Kindly check after some time.',
  'Failed to create group 😕',
  "You're not verified! Please complete your verification.⚠️",
  'You need to join this group to see messages!❗',
  'Successfully joined the group! 🎉',
  'Group created successfully! 🎉',
  'Deleted! Group has been deleted.',
  'Failed to delete group ❌',
  'You cannot send messages to this user as they are blocked.',
  'Blocked! User has been blocked successfully.',
  'User already blocked.',
  'Unblocked! User has been unblocked successfully.',
  'Failed to unblock user.',
  'Proposal sent successfully.',
  'Proposal has been rejected successfully',
  'Failed to reject proposal',
  'Profile Added to favourites.',
  'Profile removed from favourites.',
  'Wrong value',
  'Invalid token.',
  'No friends found.',
  'No messages yet',
  'Please select a group to start chatting...',
  'No Book Found!',
  'No profiles found!',
  'No Visitor Found',
  'Profiles are loading, please wait....',
];

/** A registry template as SPEC.md writes it: numbers as N, other parameters as their SPEC name. */
const asSpecWrites = (template: string) =>
  numbersAsN(template.replace(/\{n\}/g, 'N').replace('{reason}', '{message}').replace('{word}', '...'));
/** SPEC.md writes some numbers out ('Min 8 characters Password required.'): compare them as N. */
const numbersAsN = (text: string) => text.replace(/\b\d+\b/g, 'N');

describe('the message registry (DESIGN.md D18)', () => {
  const templates = new Set(Object.values(MESSAGES).map(asSpecWrites));

  it.each(SPEC_SECTION_5)('holds SPEC.md section 5 message %j', (text) => {
    expect(templates.has(numbersAsN(text))).toBe(true);
  });
  it.each(SPEC_SECTION_8)('holds SPEC.md section 8 message %j', (text) => {
    expect(templates.has(numbersAsN(text))).toBe(true);
  });

  it('fills parameters into the English text', () => {
    expect(messageText(msg('minChars', { n: 5 }))).toBe('Min 5 characters required.');
    expect(messageText(msg('userBlocked', { reason: 'spam' }))).toBe('User Blocked, Reason: spam');
    expect(blockedWordMessage('dowry')).toBe(
      'Your Profile contains blocked words, please remove them to proceed. Blocked Word: dowry',
    );
    expect(blockedWordRef('dowry')).toEqual({ key: 'blockedWords', params: { word: 'dowry' } });
  });

  it('round-trips a ref through its encoded form, and refuses other strings', () => {
    const ref = msg('lte', { n: 3 });
    expect(decodeMessage(encodeMessage(ref))).toEqual(ref);
    expect(decodeMessage('Min 5 characters required.')).toBeUndefined();
    expect(decodeMessage('msg:{"key":"noSuchKey"}')).toBeUndefined();
  });

  it('encodes error keys as ASCII and reads them back, unknown keys as null', () => {
    const keys = { fields: { about: [msg('blockedWords', { word: 'دہیز' })] } };
    const header = encodeErrorKeys(keys);
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(parseErrorKeys(header)).toEqual(keys);
    expect(parseErrorKeys('{"detail":{"key":"fromTheFuture"}}')).toEqual({ detail: null });
    expect(parseErrorKeys('not json')).toEqual({});
    expect(parseErrorKeys(null)).toEqual({});
  });
});

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  if (r.success) throw new Error('expected a failure');
  return r.error.issues;
};
const refsOf = (schema: z.ZodType, value: unknown): MessageRef[] => issuesOf(schema, value).map(issueRef);

describe('schema issues carry their key', () => {
  afterEach(() => installZodMessages());

  it('maps built-in checks and keyed refinements to refs whose text is the message', () => {
    const cases: [z.ZodType, unknown, MessageRef][] = [
      [z.object({ a: z.string() }), {}, msg('required')],
      [z.string().min(5), 'abc', msg('minChars', { n: 5 })],
      [digits(40, 200), 39, msg('gte', { n: 40 })],
      [digits(0, 10), -1, msg('positiveNumber')],
      [indianMobile, '12345', msg('mobileLength', { n: 10 })],
      [indianMobile, '1234567890', msg('mobileStart')],
      [indianMobile, '98765x3210', msg('invalidNumbers')],
      [emailAddress, 'nope', msg('emailValid')],
      [username, '98765', msg('mobileLength', { n: 10 })],
      [feedbackForm.shape.mobile, '123', msg('mobileLength', { n: 10 })],
      [strongPassword, 'abc1', msg('passwordMin', { n: 8 })],
      [strongPassword, 'ABCDEFGH1', msg('passwordLowercase')],
      [strongPassword, 'abcdefghi', msg('passwordDigit')],
      [plainAccountName, 'ad min', msg('spaceNotAllowed')],
      [plainAccountName, 'admin!', msg('onlyAlphaNumeric')],
      [personalShape.full_name, 'Imran 786', msg('invalidName')],
    ];
    for (const [schema, value, ref] of cases) {
      const [issue] = issuesOf(schema, value);
      expect(issue && issueRef(issue), JSON.stringify(value)).toEqual(ref);
      expect(issue?.message).toBe(messageText(ref));
    }
  });

  it('keeps the key of nested checks in refinements of whole forms', () => {
    expect(refsOf(sendOtpForm, { username: '98765' })).toEqual([msg('mobileLength', { n: 10 })]);
    expect(refsOf(loginIdentityForm, { abroad: true, username: 'a@b.co' })).toEqual([msg('countryRequired')]);
    const reset = refsOf(setPasswordForm, {
      username: 'user',
      otp: '12',
      password: 'secret1',
      confirm_password: 'secret2',
    });
    expect(reset).toContainEqual(msg('otpDigits', { n: 6 }));
  });

  it('writes encoded refs as issue messages in ref mode (the web app)', () => {
    installZodMessageRefs();
    const [issue] = issuesOf(z.string().max(20), 'x'.repeat(21));
    expect(decodeMessage(issue?.message ?? '')).toEqual(msg('maxChars', { n: 20 }));
    const [mobile] = issuesOf(indianMobile, '0123456789');
    expect(decodeMessage(mobile?.message ?? '')).toEqual(msg('mobileStart'));
  });
});
