/**
 * The consent notice (DESIGN.md D22, issue 31): the acceptance sent with the signup form is stored
 * with its version, time and language and listed by `GET /api/profiles/consents/`; a version not
 * in force is refused; a member whose newest acceptance is an older notice (or none) is asked
 * again at sign-in (`consent_required`) until they accept the one in force.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONSENT_VERSION, MESSAGES, type ConsentList, type SessionResponse } from '@nikah/shared';
import { consents, users } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { auth, newMobile, RELAXED_LIMITS, requestCode, send, signUp } from '../../../test/accounts-helpers';
import { sampleSignup } from '../../../../../packages/shared/test/sample-profile';

describe.each(DATABASE_KINDS)('consent notice on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: {
        ...RELAXED_LIMITS,
        SITE_GRIEVANCE_NAME: 'Ayesha Khan',
        SITE_GRIEVANCE_EMAIL: 'Grievance@Nikah.test',
      },
    });
  }, 120_000);
  afterAll(() => t.close());

  const login = async (username: string, password: string) => {
    const res = await send(t, 'POST', '/api/profiles/login/', { username, password });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SessionResponse>();
  };
  const consentsOf = async (token: string) => {
    const res = await send(t, 'GET', '/api/profiles/consents/', undefined, auth(token));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ConsentList>().results;
  };

  it('stores the acceptance given at signup and asks again after the notice changed', async () => {
    const before = Date.now();
    const member = await signUp(t, { consent_version: CONSENT_VERSION, consent_language: 'ur' });
    const [accepted] = await consentsOf(member.token);
    expect(accepted).toMatchObject({ version: CONSENT_VERSION, language: 'ur' });
    expect(Date.parse(accepted!.accepted_at)).toBeGreaterThanOrEqual(before - 1000);
    expect((await login(member.username, member.password)).consent_required).toBe(false);

    // The notice changed since: the member's newest acceptance is of an older version.
    const [account] = await t.database.db.select().from(users).where(eq(users.username, member.username));
    await t.database.db
      .update(consents)
      .set({ version: '2025-01-01' })
      .where(eq(consents.userId, account!.id));
    const again = await login(member.username, member.password);
    expect(again.consent_required).toBe(true);

    const old = await send(
      t,
      'POST',
      '/api/profiles/consents/',
      { version: '2025-01-01', language: 'hi' },
      auth(again.token),
    );
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ version: [MESSAGES.invalidChoice] });
    const ok = await send(
      t,
      'POST',
      '/api/profiles/consents/',
      { version: CONSENT_VERSION, language: 'hi' },
      auth(again.token),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const list = await consentsOf(again.token);
    expect(list.map((c) => [c.version, c.language])).toEqual([
      [CONSENT_VERSION, 'hi'],
      ['2025-01-01', 'ur'],
    ]);
    expect((await login(member.username, member.password)).consent_required).toBe(false);
  });

  it('refuses a notice version not in force at signup, and asks a signup without one', async () => {
    const username = newMobile();
    const otp = await requestCode(t, username);
    const wrong = await send(
      t,
      'POST',
      '/api/profiles/create/',
      sampleSignup({ username, otp, consent_version: '2020-01-01', consent_language: 'en' }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ consent_version: [MESSAGES.invalidChoice] });

    const created = await send(
      t,
      'POST',
      '/api/profiles/create/',
      sampleSignup({ username, otp, consent_version: undefined, consent_language: undefined }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const session = created.json<SessionResponse>();
    expect(session.consent_required).toBe(true);
    expect(await consentsOf(session.token)).toEqual([]);
  });

  it("serves the privacy page's settings: the grievance officer and the periods", async () => {
    const res = await send(t, 'GET', '/api/configs/privacy/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      grievance_name: 'Ayesha Khan',
      grievance_email: 'grievance@nikah.test',
      erasure_days: 7,
      document_retention_days: 30,
      ip_retention_days: 90,
      export_link_hours: 24,
    });
  });

  it('lists nothing to a visitor', async () => {
    expect((await send(t, 'GET', '/api/profiles/consents/')).statusCode).toBe(401);
  });
});
