/**
 * `PATCH /api/profiles/update/{userId}/` declares its real body in the route schema (issue 15):
 * the OpenAPI document lists the three bodies' fields, and the route's own validation answers the
 * 400 field errors (the keys of the body choose which body's rules apply).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSignup } from '../../../../../packages/shared/test/sample-profile';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { RELAXED_LIMITS, auth, send, signUp, type Member } from '../../../test/accounts-helpers';

describe.each(DATABASE_KINDS)('profile update body on %s', (kind) => {
  let t: TestApp;
  let m: Member;
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0, env: RELAXED_LIMITS });
    m = await signUp(t);
  });
  afterAll(() => t.close());

  it('documents the form, e-mail and expectation bodies in the OpenAPI document', async () => {
    const doc = (await send(t, 'GET', '/api/docs/json')).json<{
      paths: Record<string, { patch?: { requestBody?: unknown } }>;
    }>();
    const body = JSON.stringify(doc.paths['/api/profiles/update/{userId}/']?.patch?.requestBody ?? null);
    for (const field of ['full_name', 'year_of_birth', 'whatsapp_number', 'email', 'expectation_proposal']) {
      expect(body).toContain(`"${field}"`);
    }
  });

  it('answers the field errors of the body the keys name, and nothing of the others', async () => {
    const url = `/api/profiles/update/${m.profileId}/`;
    const form = await send(
      t,
      'PATCH',
      url,
      sampleSignup({ full_name: 'Ali', weight: 500, email: 'nope' }),
      auth(m.token),
    );
    expect(form.statusCode).toBe(400);
    expect(Object.keys(form.json<object>()).sort()).toEqual(['email', 'full_name', 'weight']);
    const tooYoung = await send(
      t,
      'PATCH',
      url,
      sampleSignup({ year_of_birth: new Date().getUTCFullYear() - 10 }),
      auth(m.token),
    );
    expect(tooYoung.json()).toEqual({ year_of_birth: ['Minimum age is 18 years.'] });
    const notObject = await send(t, 'PATCH', url, [1, 2], auth(m.token));
    expect(notObject.statusCode).toBe(400);
    const ok = await send(t, 'PATCH', url, sampleSignup({ occupation: 'Lecturer' }), auth(m.token));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ occupation: 'Lecturer', is_owner: true });
  });
});
