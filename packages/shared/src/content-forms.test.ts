/** The feedback form schema (SPEC.md section 5): all required, contact 10 digits, e-mail valid. */
import { beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_FIELDS, FEEDBACK_MSG, feedbackForm } from './content-forms';
import { FORM_MSG } from './fields';
import { MSG } from './messages';
import { installZodMessages } from './zod-messages';

const VALID = {
  category: 'Complaint',
  name: 'Fatima',
  gender: 'Female',
  mobile: '9123456780',
  email: 'fatima@example.in',
  location: 'Pune',
  description: 'A profile asked me to pay a registration fee.',
};

/** Field name to its messages, as the server's 400 answer and the web form show them. */
function errorsOf(input: unknown): Record<string, string[]> {
  const r = feedbackForm.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of r.error.issues) (out[String(issue.path[0])] ??= []).push(issue.message);
  return out;
}

describe('feedbackForm', () => {
  beforeAll(installZodMessages);

  it('accepts a complete form, trimming text and lower-casing the e-mail', () => {
    const r = feedbackForm.parse({
      ...VALID,
      name: ' Fatima ',
      email: 'Fatima@Example.IN',
      mobile: 9123456780,
    });
    expect(r).toEqual({ ...VALID, name: 'Fatima', email: 'fatima@example.in' });
  });

  it('requires every field, blank counting as missing', () => {
    const errors = errorsOf(Object.fromEntries(FEEDBACK_FIELDS.map((f) => [f, ' '])));
    expect(Object.keys(errors).sort()).toEqual([...FEEDBACK_FIELDS].sort());
    for (const f of FEEDBACK_FIELDS) expect(errors[f]).toEqual([MSG.required]);
  });

  it('wants exactly 10 digits for the contact number and a valid e-mail', () => {
    for (const mobile of ['912345678', '91234567801', '91234 5678', 'abcdefghij']) {
      expect(errorsOf({ ...VALID, mobile })).toEqual({ mobile: [FEEDBACK_MSG.mobileDigits] });
    }
    for (const email of ['fatima', 'fatima@', '@example.in', 'a b@example.in']) {
      expect(errorsOf({ ...VALID, email })).toEqual({ email: [FORM_MSG.emailValid] });
    }
  });

  it('limits choices and lengths', () => {
    expect(errorsOf({ ...VALID, category: 'Ads' })).toEqual({ category: [MSG.invalidChoice] });
    expect(errorsOf({ ...VALID, description: 'short' })).toEqual({ description: [MSG.minChars(10)] });
    expect(errorsOf({ ...VALID, location: 'x'.repeat(101) })).toEqual({ location: [MSG.maxChars(100)] });
  });
});
