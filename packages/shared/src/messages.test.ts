import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MSG, decodeMessage, encodeMessage, msg, toMessageRef } from './messages';
import { installZodMessages } from './zod-messages';
import { ageFromDateOfBirth } from './age';
import { HEIGHT_CHOICES, heightToInches, EDUCATION_CHOICES, EDUCATION_WITHOUT_DEGREE } from './reference';

beforeAll(() => installZodMessages());

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  if (r.success) throw new Error('expected a failure');
  return r.error.issues[0]?.message;
};

describe('validation messages of SPEC.md section 5', () => {
  it('reports a missing value as required', () => {
    expect(firstMessage(z.object({ a: z.string() }), {})).toBe(MSG.required);
    expect(firstMessage(z.string().min(1), '')).toBe(MSG.required);
  });
  it('reports string lengths in characters', () => {
    expect(firstMessage(z.string().min(5), 'abc')).toBe('Min 5 characters required.');
    expect(firstMessage(z.string().max(20), 'x'.repeat(21))).toBe('Max 20 characters required.');
  });
  it('reports number bounds', () => {
    expect(firstMessage(z.number().min(40), 39)).toBe('Value must be greater than or equal to 40.');
    expect(firstMessage(z.number().max(200), 201)).toBe('Value must be less than or equal to 200.');
    expect(firstMessage(z.number(), 'abc')).toBe(MSG.invalidNumbers);
  });
  it('reports e-mail, URL and choice errors', () => {
    expect(firstMessage(z.email(), 'not-an-email')).toBe('Invalid e-mail.');
    expect(firstMessage(z.url(), 'nope')).toBe('Invalid Url.');
    expect(firstMessage(z.enum(['Male', 'Female']), 'Other')).toBe(MSG.invalidChoice);
  });
});

describe('ageFromDateOfBirth', () => {
  it('counts whole years', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    expect(ageFromDateOfBirth('2000-01-01', now)).toBe(26);
    expect(ageFromDateOfBirth('2000-11-22', now)).toBe(25);
    expect(ageFromDateOfBirth('2000-11-21', now)).toBe(26);
  });
  it('rejects a malformed date', () => {
    expect(() => ageFromDateOfBirth('01/01/2000')).toThrow(/Invalid date/);
  });
});

describe('reference choices', () => {
  it('has heights from 4 ft to 7 ft by inch', () => {
    expect(HEIGHT_CHOICES[0]?.name).toBe(`4'0"`);
    expect(HEIGHT_CHOICES.at(-1)?.name).toBe(`7'0"`);
    expect(heightToInches(`5'6"`)).toBe(66);
    expect(heightToInches('tall')).toBeUndefined();
  });
  it('lists every education that needs no degree among the choices', () => {
    for (const e of EDUCATION_WITHOUT_DEGREE) expect(EDUCATION_CHOICES).toContain(e);
    expect(EDUCATION_CHOICES).toHaveLength(12);
  });
});

describe('toMessageRef and the encoded refs', () => {
  it('takes a known key with string and number parameters, and only those fields', () => {
    expect(toMessageRef({ key: 'minChars', params: { n: 5 }, extra: 1 })).toEqual({
      key: 'minChars',
      params: { n: 5 },
    });
    expect(toMessageRef({ key: 'required' })).toEqual({ key: 'required' });
  });

  it('refuses an unknown key, a parameter of another type and what is not an object', () => {
    expect(toMessageRef({ key: 'noSuchKey' })).toBeUndefined();
    expect(toMessageRef({ key: 'minChars', params: { n: { deep: 1 } } })).toBeUndefined();
    expect(toMessageRef({ key: 'minChars', params: ['5'] })).toBeUndefined();
    expect(toMessageRef(['required'])).toBeUndefined();
    expect(toMessageRef(null)).toBeUndefined();
  });

  it('decodes what encodeMessage wrote, and nothing else', () => {
    const ref = msg('maxChars', { n: 300 });
    expect(decodeMessage(encodeMessage(ref))).toEqual(ref);
    expect(decodeMessage('msg:{"key":"noSuchKey"}')).toBeUndefined();
    expect(decodeMessage('msg:not json')).toBeUndefined();
    expect(decodeMessage('Required')).toBeUndefined();
  });
});
