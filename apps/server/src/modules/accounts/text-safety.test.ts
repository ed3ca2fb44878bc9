/**
 * Text safety on `PATCH /api/profiles/update/{id}/` (issue 13 defect 9, DESIGN.md D6 and D9): the
 * server refuses blocked words written with spaces or look-alike letters and phone numbers or
 * e-mails written into free text, and accepts a family that refuses dowry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_MSG, blockedWordMessage } from '@nikah/shared';
import { sampleSignup } from '../../../../../packages/shared/test/sample-profile';
import { blockedKeywords } from '../../db/schema';
import { BLOCKED_KEYWORDS } from '../../db/seed/demo/content';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { RELAXED_LIMITS, auth, send, signUp, type Member } from '../../../test/accounts-helpers';

describe.each(DATABASE_KINDS)('text safety of profile updates on %s', (kind) => {
  let t: TestApp;
  let m: Member;
  let url: string;
  const update = (change: Record<string, unknown>) =>
    send(t, 'PATCH', url, sampleSignup(change), auth(m.token));

  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0, env: RELAXED_LIMITS });
    await t.database.db.insert(blockedKeywords).values(BLOCKED_KEYWORDS.map((keyword) => ({ keyword })));
    m = await signUp(t);
    url = `/api/profiles/update/${m.profileId}/`;
  });
  afterAll(() => t.close());

  it.each([
    ['spaced letters', 'expectations', 'A pious man from a good family. D o w r y expected.'],
    [
      'Cyrillic look-alikes',
      'extra_information',
      'We are a known family of Lucknow; dоwrу will be discussed.',
    ],
    ['dotted letters', 'hobbies', 'Cooking, d.o.w.r.y talks'],
  ])('refuses a blocked word written with %s (400)', async (_how, field, value) => {
    const res = await update({ [field]: value });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ [field]: [blockedWordMessage('dowry')] });
  });

  it('refuses a phone number or an e-mail in free text (400)', async () => {
    const phone = await update({
      extra_information: 'Please call my father on +91 98765 43210 after Maghrib prayers.',
    });
    expect(phone.statusCode, phone.body).toBe(400);
    expect(phone.json()).toEqual({ extra_information: [FORM_MSG.phoneInText] });

    const email = await update({ expectations: 'A practising man; write to ayesha at gmail dot com' });
    expect(email.statusCode, email.body).toBe(400);
    expect(email.json()).toEqual({ expectations: [FORM_MSG.emailInText] });
  });

  it('accepts a family that refuses dowry, and saves it', async () => {
    const text = 'We will not give or take any dowry, only a simple nikah.';
    const res = await update({ expectations: text });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ expectations: text });
  });
});
