/**
 * The member-action forms (SPEC.md section 5): report and delete reasons, the 'Other'/'Others'
 * text rule and its limit, and who may upload a verification document.
 */
import { describe, expect, it } from 'vitest';
import { REASON_TEXT_MAX } from './constants';
import { DELETE_REASONS, deleteRequestBody } from './deletion';
import { REPORT_REASONS, reportForm } from './reports';
import { mayUploadVerification } from './verification';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('reportForm', () => {
  it('has the seven reasons of SPEC.md', () => {
    expect(REPORT_REASONS).toHaveLength(7);
  });

  it('accepts a listed reason without text and drops no text it was given', () => {
    expect(reportForm.parse({ reason: 'Fake profile' })).toEqual({ reason: 'Fake profile' });
  });

  it('needs a text for Other, at most REASON_TEXT_MAX characters', () => {
    expect(messages(reportForm.safeParse({ reason: 'Other' }))).toEqual([
      'other_reason: This field is required.',
    ]);
    expect(messages(reportForm.safeParse({ reason: 'Other', other_reason: '   ' }))).toEqual([
      'other_reason: This field is required.',
    ]);
    const long = reportForm.safeParse({ reason: 'Other', other_reason: 'x'.repeat(REASON_TEXT_MAX + 1) });
    expect(messages(long)).toEqual([`other_reason: Max ${REASON_TEXT_MAX} characters required.`]);
    expect(reportForm.parse({ reason: 'Other', other_reason: ' asks for fees ' }).other_reason).toBe(
      'asks for fees',
    );
  });

  it('refuses a missing or unknown reason', () => {
    expect(messages(reportForm.safeParse({}))).toEqual(['reason: This field is required.']);
    expect(messages(reportForm.safeParse({ reason: 'Boring' }))).toEqual(['reason: Select a valid choice.']);
  });
});

describe('deleteRequestBody', () => {
  it('has the ten reasons of SPEC.md', () => {
    expect(DELETE_REASONS).toHaveLength(10);
  });

  it('needs a text for Others only', () => {
    expect(deleteRequestBody.safeParse({ reason_to_delete: 'Taking a break' }).success).toBe(true);
    expect(messages(deleteRequestBody.safeParse({ reason_to_delete: 'Others' }))).toEqual([
      'reason_detail: This field is required.',
    ]);
    expect(
      messages(deleteRequestBody.safeParse({ reason_to_delete: 'Others', reason_detail: 'a\u0000b' })),
    ).toEqual(['reason_detail: Null characters are not allowed.']);
  });
});

describe('mayUploadVerification', () => {
  it('allows Not Verified and Rejected, not In Process or Verified', () => {
    expect(mayUploadVerification('Not Verified')).toBe(true);
    expect(mayUploadVerification('Rejected')).toBe(true);
    expect(mayUploadVerification('In Process')).toBe(false);
    expect(mayUploadVerification('Verified')).toBe(false);
  });
});
