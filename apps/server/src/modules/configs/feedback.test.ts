/**
 * The feedback form (SPEC.md sections 3 and 5, our submit action `POST /api/configs/feedback/`):
 * every field required, contact 10 digits, e-mail valid; errors as `{field: [messages]}`; a valid
 * message is stored for moderators and thanked; requests per address are limited. Each database kind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { FEEDBACK_FIELDS, FEEDBACK_MSG, FORM_MSG, MSG } from '@nikah/shared';
import { feedback } from '../../db/schema';
import { loadConfig } from '../../config';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';

const FEEDBACK_PER_HOUR = loadConfig({}).RATE_LIMIT_FEEDBACK_PER_HOUR;

const VALID = {
  category: 'Suggestion',
  name: 'Abdul Rahman',
  gender: 'Male',
  mobile: '9876543210',
  email: 'Abdul@Example.com',
  location: 'Hyderabad',
  description: 'Please add a search by mother tongue to the profile search.',
};

describe.each(DATABASE_KINDS)('feedback on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0 });
  });
  afterAll(() => t.close());

  /** Posts from its own client address, so each test has its own rate-limit budget. */
  const post = (payload: unknown, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/configs/feedback/',
      payload: payload as object,
      remoteAddress: ip,
    });

  it('stores a valid message for moderators and thanks the sender', async () => {
    const res = await post({ ...VALID, name: '  Abdul Rahman  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: FEEDBACK_MSG.thanks });
    const [row] = await t.database.db.select().from(feedback).orderBy(desc(feedback.id)).limit(1);
    expect(row).toMatchObject({ ...VALID, email: 'abdul@example.com' });
    expect(row!.createdOn).toBeInstanceOf(Date);
  });

  it('requires every field', async () => {
    const res = await post({}, '10.0.0.2');
    expect(res.statusCode).toBe(400);
    const errors = res.json<Record<string, string[]>>();
    expect(Object.keys(errors).sort()).toEqual([...FEEDBACK_FIELDS].sort());
    for (const field of FEEDBACK_FIELDS) expect(errors[field]).toEqual([MSG.required]);
    const blanks = await post(Object.fromEntries(FEEDBACK_FIELDS.map((f) => [f, '   '])), '10.0.0.2');
    expect(Object.keys(blanks.json<Record<string, string[]>>()).sort()).toEqual([...FEEDBACK_FIELDS].sort());
  });

  it('checks the contact number, the e-mail, the choices and the lengths', async () => {
    const ip = '10.0.0.3';
    for (const mobile of ['98765', '98765432100', '98765abcde', '+919876543210']) {
      const res = await post({ ...VALID, mobile }, ip);
      expect(res.statusCode, mobile).toBe(400);
      expect(res.json(), mobile).toEqual({ mobile: [FEEDBACK_MSG.mobileDigits] });
    }
    const email = await post({ ...VALID, email: 'abdul@' }, ip);
    expect(email.json()).toEqual({ email: [FORM_MSG.emailValid] });
    const choices = await post({ ...VALID, category: 'Spam', gender: 'Other' }, ip);
    expect(choices.json()).toEqual({ category: [MSG.invalidChoice], gender: [MSG.invalidChoice] });
    const lengths = await post({ ...VALID, description: 'Too short', name: 'A'.repeat(101) }, ip);
    expect(lengths.json()).toEqual({ description: [MSG.minChars(10)], name: [MSG.maxChars(100)] });
  });

  it('answers 400 for a missing or non-object body', async () => {
    for (const payload of [undefined, '[]', '"text"']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/configs/feedback/',
        headers: payload === undefined ? {} : { 'content-type': 'application/json' },
        payload,
        remoteAddress: '10.0.0.5',
      });
      expect(res.statusCode, String(payload)).toBe(400);
      expect(JSON.stringify(res.json()), String(payload)).not.toMatch(/stack|at \//);
    }
  });

  it('answers 400 {detail} for a body that is not JSON, and never stores a bad message', async () => {
    const before = (await t.database.db.select().from(feedback)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/configs/feedback/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
      remoteAddress: '10.0.0.4',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: MSG.malformedJson });
    expect((await t.database.db.select().from(feedback)).length).toBe(before);
  });

  it(`limits an address to ${FEEDBACK_PER_HOUR} messages an hour`, async () => {
    const ip = '10.0.0.9';
    for (let i = 0; i < FEEDBACK_PER_HOUR; i++) expect((await post(VALID, ip)).statusCode).toBe(201);
    const limited = await post(VALID, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: MSG.tooManyRequests });
    // Another address is not affected.
    expect((await post(VALID, '10.0.0.10')).statusCode).toBe(201);
  });
});
