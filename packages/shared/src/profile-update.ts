/**
 * Bodies of the owner's profile call `PATCH profiles/update/{userId}/` (SPEC.md section 7),
 * declared in the route schema, so a bad field answers 400 `{field: [messages]}` before the handler
 * runs. The visibility call (DESIGN.md D16) is in visibility.ts.
 */
import { z } from 'zod';
import { emailUpdateForm, expectationUpdateForm } from './auth-forms';
import { applyFormRules, profileForm } from './profile-form';

/**
 * Which of its three bodies an update is, by its keys (SPEC.md section 7): `{expectation_proposal}`,
 * `{email}` alone, or else the whole form (steps 1 to 4).
 */
export type ProfileUpdateKind = 'expectation' | 'email' | 'form';

function updateKindOf(body: object): ProfileUpdateKind {
  if ('expectation_proposal' in body) return 'expectation';
  const keys = Object.keys(body);
  return keys.length === 1 && keys[0] === 'email' ? 'email' : 'form';
}

/**
 * `PATCH profiles/update/{userId}/`: the whole form, or `{email}`, or `{expectation_proposal}`
 * (an object or a JSON string of one). The call sends no `kind`: it is derived from the keys, so
 * only the matching body's rules report errors. Parses to `{kind: 'form', form}` (the form with
 * the clearing rules applied), `{kind: 'email', email}` or `{kind: 'expectation',
 * expectation_proposal}`. The legal age needs today's date and is checked by the caller
 * (`legalAgeProblem`, DESIGN.md D15).
 */
export const profileUpdateBody = z.preprocess(
  (v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? { ...v, kind: updateKindOf(v) } : v),
  z.discriminatedUnion('kind', [
    expectationUpdateForm.extend({ kind: z.literal('expectation') }),
    emailUpdateForm.extend({ kind: z.literal('email') }),
    // The form's own object, with its cross-field rules, plus the derived kind.
    profileForm.in
      .safeExtend({ kind: z.literal('form') })
      .transform(({ kind, ...fields }) => ({ kind, form: applyFormRules(fields) })),
  ]),
);
export type ProfileUpdateBody = z.output<typeof profileUpdateBody>;
