/**
 * Issue 28, the moderators' second factor (DESIGN.md D24): in production every /api/admin/ route
 * waits for it (enrol first, then a code each session); enrolment with the app's first code gives
 * 10 recovery codes; a replayed code and a used recovery code are refused; wrong codes are limited
 * per account even when sent all at once (memory and, with TEST_REDIS_URL, Redis); the secret is
 * encrypted at rest; the audit log records enrolment, recovery-code use and disabling. Outside
 * production an enrolled moderator is still asked for the code.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import {
  ERROR_KEYS_HEADER,
  parseErrorKeys,
  type AuditPage,
  type SecondFactorEnrolment,
  type SecondFactorStatus,
} from '@nikah/shared';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { RELAXED_LIMITS, auth, send, signUp } from '../../../test/accounts-helpers';
import { ok } from '../../../test/discovery-helpers';
import { recoveryCodes, secondFactors } from '../../db/schema';
import { createSession } from '../auth/sessions';
import { superuser } from '../moderation/cases-test-helpers';
import { COUNTER_STORES } from '../../../test/stores';

const STORES = COUNTER_STORES;
const CASES = DATABASE_KINDS.flatMap((kind) => STORES.map((store) => [kind, store] as const));

/** The app's clock: each test moves it on by whole 30-second steps, so codes are exact. */
let clock = new Date('2026-11-28T10:00:05Z');
const nextStep = (steps = 1) => {
  clock = new Date(clock.getTime() + steps * 30_000);
};
const codeAt = (secret: string, at = clock) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at.getTime(),
  });
const detailKey = (res: LightMyRequestResponse) =>
  parseErrorKeys(res.headers[ERROR_KEYS_HEADER.toLowerCase()] as string | undefined).detail?.key;

describe.each(CASES)("moderators' second factor in production, on %s with %o", (kind, store) => {
  let t: TestApp;
  const call = (token: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
    send(t, method, url, body, auth(token));

  /** A superuser who enrolled: its id, first token (passed), secret and recovery codes. */
  async function enrolled() {
    const mod = await superuser(t);
    const start = ok<SecondFactorEnrolment>(await call(mod.token, 'POST', '/api/admin/2fa/enrol/'));
    const confirmed = ok<{ recovery_codes: string[] }>(
      await call(mod.token, 'POST', '/api/admin/2fa/confirm/', { code: codeAt(start.secret) }),
    );
    nextStep();
    return { ...mod, secret: start.secret, recovery: confirmed.recovery_codes };
  }

  beforeAll(async () => {
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: {
        ...RELAXED_LIMITS,
        ...store.env,
        // Each app its own keys: user ids repeat across the fresh databases.
        ...(store.env.REDIS_URL ? { REDIS_PREFIX: `nikah-test-${randomBytes(4).toString('hex')}:` } : {}),
        NODE_ENV: 'production',
        API_DOCS: 'true',
      },
      deps: { clock: () => clock },
    });
  }, 120_000);
  afterAll(() => t?.close());

  it('refuses every /api/admin/ route to a superuser without a second factor: enrol first', async () => {
    const mod = await superuser(t);
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/api/admin/') && !p.startsWith('/api/admin/2fa/'))
      .flatMap(([p, methods]) => Object.keys(methods).map((m) => [m.toUpperCase(), p] as const));
    expect(routes.length).toBeGreaterThan(30);
    for (const [method, path] of routes) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const res = await t.app.inject({ method: method as 'GET', url, headers: auth(mod.token), payload: {} });
      expect([method, path, res.statusCode, detailKey(res)]).toEqual([
        method,
        path,
        403,
        'secondFactorEnrol',
      ]);
    }
    const status = ok<SecondFactorStatus>(await call(mod.token, 'GET', '/api/admin/2fa/'));
    expect(status).toEqual({ enrolled: false, required: true, passed: false, recovery_codes_left: 0 });
  });

  it('enrols with the QR secret and the first code; each new session then needs its own code', async () => {
    const mod = await superuser(t);
    const start = ok<SecondFactorEnrolment>(await call(mod.token, 'POST', '/api/admin/2fa/enrol/'));
    expect(start.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(start.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Nikah:.*secret=[A-Z2-7]{32}/);
    expect(start.qr_image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(start.qr_image.split(',')[1]!, 'base64').toString()).toContain('<svg');
    // Not on until confirmed: the console still waits.
    expect((await call(mod.token, 'GET', '/api/admin/dashboard/')).statusCode).toBe(403);
    const wrong = await call(mod.token, 'POST', '/api/admin/2fa/confirm/', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await call(mod.token, 'POST', '/api/admin/2fa/confirm/', {
      code: codeAt(start.secret),
    });
    const codes = ok<{ recovery_codes: string[] }>(confirmed).recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(confirmed.headers['cache-control']).toContain('no-store');
    expect((await call(mod.token, 'GET', '/api/admin/dashboard/')).statusCode).toBe(200);
    // Enrolled: starting again is refused (disable it first, with a code).
    expect((await call(mod.token, 'POST', '/api/admin/2fa/enrol/')).statusCode).toBe(409);

    // At rest: the secret is encrypted and the recovery codes hashed.
    const [row] = await t.database.db
      .select()
      .from(secondFactors)
      .where(eq(secondFactors.userId, mod.userId));
    expect(row?.secretEncrypted).not.toContain(start.secret);
    const hashes = await t.database.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, mod.userId));
    expect(hashes).toHaveLength(10);
    for (const h of hashes) expect(codes.map((c) => c.replace('-', ''))).not.toContain(h.codeHash);

    // A new session (a new login) is asked for a code.
    const second = await createSession(t.database.db, mod.userId);
    const refused = await call(second, 'GET', '/api/admin/dashboard/');
    expect([refused.statusCode, detailKey(refused)]).toEqual([403, 'secondFactorRequired']);
    // The code that confirmed the enrolment is spent: the same time step is refused (a replay).
    expect(
      (await call(second, 'POST', '/api/admin/2fa/verify/', { code: codeAt(start.secret) })).statusCode,
    ).toBe(400);
    nextStep();
    const verified = await call(second, 'POST', '/api/admin/2fa/verify/', { code: codeAt(start.secret) });
    expect(ok(verified)).toEqual({ passed: true, recovery_codes_left: 10 });
    expect((await call(second, 'GET', '/api/admin/dashboard/')).statusCode).toBe(200);
    // That code again, from a third session, is a replay.
    const third = await createSession(t.database.db, mod.userId);
    expect(
      (await call(third, 'POST', '/api/admin/2fa/verify/', { code: codeAt(start.secret) })).statusCode,
    ).toBe(400);
    expect((await call(third, 'GET', '/api/admin/dashboard/')).statusCode).toBe(403);
  });

  it('takes a recovery code once (typed in any case, with or without the dash), and audits it', async () => {
    const mod = await enrolled();
    const code = mod.recovery[3]!;
    const first = await createSession(t.database.db, mod.userId);
    const typed = ` ${code.replace('-', '').toUpperCase()} `;
    expect(ok(await call(first, 'POST', '/api/admin/2fa/verify/', { code: typed }))).toEqual({
      passed: true,
      recovery_codes_left: 9,
    });
    expect((await call(first, 'GET', '/api/admin/dashboard/')).statusCode).toBe(200);
    const again = await createSession(t.database.db, mod.userId);
    const reused = await call(again, 'POST', '/api/admin/2fa/verify/', { code });
    expect(reused.statusCode).toBe(400);
    expect(JSON.parse(reused.body)).toEqual({ code: [expect.stringContaining('not valid')] });
    expect((await call(again, 'GET', '/api/admin/dashboard/')).statusCode).toBe(403);

    const audit = ok<AuditPage>(
      await call(first, 'GET', `/api/admin/audit/?target_type=moderator&target_id=${mod.userId}`),
    );
    expect(audit.results.map((e) => e.action)).toEqual([
      'second-factor.recovery-code',
      'second-factor.enrol',
    ]);
    expect(audit.results[0]).toMatchObject({ actor_user_id: mod.userId, after: { recovery_codes_left: 9 } });
  });

  it('limits wrong codes per account, even sent all at once: 429 with Retry-After, the right code too', async () => {
    const mod = await enrolled();
    const session = await createSession(t.database.db, mod.userId);
    const tries = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(session, 'POST', '/api/admin/2fa/verify/', { code: String(100000 + i) }),
      ),
    );
    const statuses = tries.map((r) => r.statusCode).sort();
    // ADMIN_2FA_MAX_TRIES (5) codes were checked; the other 15 were refused before any check.
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const late = await call(session, 'POST', '/api/admin/2fa/verify/', { code: codeAt(mod.secret) });
    expect(late.statusCode).toBe(429);
    expect(Number(late.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    const other = await enrolled();
    const otherSession = await createSession(t.database.db, other.userId);
    expect(
      (await call(otherSession, 'POST', '/api/admin/2fa/verify/', { code: codeAt(other.secret) })).statusCode,
    ).toBe(200);
  });

  it('disables with a code (audited): the sessions lose their pass and must enrol again', async () => {
    const mod = await enrolled();
    expect((await call(mod.token, 'POST', '/api/admin/2fa/disable/', { code: '123456' })).statusCode).toBe(
      400,
    );
    expect(
      ok(await call(mod.token, 'POST', '/api/admin/2fa/disable/', { code: codeAt(mod.secret) })),
    ).toEqual({
      enrolled: false,
    });
    const refused = await call(mod.token, 'GET', '/api/admin/dashboard/');
    expect([refused.statusCode, detailKey(refused)]).toEqual([403, 'secondFactorEnrol']);
    const actions = await t.database.db.query.auditLog.findMany({
      where: (a) => and(eq(a.targetType, 'moderator'), eq(a.targetId, mod.userId)),
    });
    expect(actions.map((a) => a.action).sort()).toEqual(['second-factor.disable', 'second-factor.enrol']);
  });
});

describe.each(DATABASE_KINDS)('the second factor outside production (ADMIN_2FA=optional), on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0, env: RELAXED_LIMITS, deps: { clock: () => clock } });
  }, 120_000);
  afterAll(() => t?.close());

  it('lets a moderator without one in, and asks an enrolled one for the code in every new session', async () => {
    const mod = await superuser(t);
    const call = (token: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
      send(t, method, url, body, auth(token));
    expect((await call(mod.token, 'GET', '/api/admin/dashboard/')).statusCode).toBe(200);
    expect(ok<SecondFactorStatus>(await call(mod.token, 'GET', '/api/admin/2fa/'))).toEqual({
      enrolled: false,
      required: false,
      passed: true,
      recovery_codes_left: 0,
    });
    const start = ok<SecondFactorEnrolment>(await call(mod.token, 'POST', '/api/admin/2fa/enrol/'));
    ok(await call(mod.token, 'POST', '/api/admin/2fa/confirm/', { code: codeAt(start.secret) }));
    const next = await createSession(t.database.db, mod.userId);
    const refused = await call(next, 'GET', '/api/admin/dashboard/');
    expect([refused.statusCode, detailKey(refused)]).toEqual([403, 'secondFactorRequired']);
    nextStep();
    ok(await call(next, 'POST', '/api/admin/2fa/verify/', { code: codeAt(start.secret) }));
    expect((await call(next, 'GET', '/api/admin/dashboard/')).statusCode).toBe(200);
  });

  it('answers 401 to a visitor and 403 to a member on its own routes', async () => {
    expect((await send(t, 'GET', '/api/admin/2fa/')).statusCode).toBe(401);
    const member = await signUp(t);
    expect((await send(t, 'POST', '/api/admin/2fa/enrol/', undefined, auth(member.token))).statusCode).toBe(
      403,
    );
    expect(
      (await send(t, 'POST', '/api/admin/2fa/verify/', { code: '123456' }, auth(member.token))).statusCode,
    ).toBe(403);
  });
});
