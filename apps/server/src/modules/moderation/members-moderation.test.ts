/**
 * Moderation API part 1 (issue 9): members (search, block with a reason that login then shows,
 * unblock, promote, demote), the audit log (every action with before/after, and the table refuses
 * UPDATE and DELETE), and the dashboard (30 zero-filled days, the oldest waiting item).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  SESSION_ENDED_HEADER,
  type AdminMemberItem,
  type AdminMemberPage,
  type AuditPage,
  type Dashboard,
} from '@nikah/shared';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { RELAXED_LIMITS, auth, send, signUp, type Member } from '../../../test/accounts-helpers';
import { ok } from '../../../test/discovery-helpers';
import { capturingSenders, superuser } from './cases-test-helpers';

describe.each(DATABASE_KINDS)('moderation of members on %s', (kind) => {
  let t: TestApp;
  let mod: { token: string; userId: number };
  const captured = capturingSenders();
  const asMod = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    send(t, method, url, body, auth(mod.token));
  const login = (m: Member) =>
    send(t, 'POST', '/api/profiles/login/', { username: m.username, password: m.password });
  const auditOf = async (id: number) =>
    ok<AuditPage>(await asMod('GET', `/api/admin/audit/?target_type=member&target_id=${id}`)).results;

  beforeAll(async () => {
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: RELAXED_LIMITS,
      deps: { senders: captured.senders },
    });
    mod = await superuser(t);
  }, 120_000);
  afterAll(() => t.close());

  it('finds members by part of the name, profile code or username, a page at a time', async () => {
    const m = await signUp(t, { full_name: 'Zubaida Quraishi' });
    const byName = ok<AdminMemberPage>(await asMod('GET', '/api/admin/members/?q=zubaida'));
    expect(byName.results.map((r) => r.id)).toEqual([m.profileId]);
    const code = byName.results[0]!.profile_code;
    const byCode = ok<AdminMemberPage>(await asMod('GET', `/api/admin/members/?q=${code.toLowerCase()}`));
    expect(byCode.results.map((r) => r.id)).toContain(m.profileId);
    const byUsername = ok<AdminMemberPage>(await asMod('GET', `/api/admin/members/?q=${m.username}`));
    expect(byUsername.results.map((r) => r.id)).toEqual([m.profileId]);
    await signUp(t);
    const page = ok<AdminMemberPage>(await asMod('GET', '/api/admin/members/?page_size=1&page=2'));
    expect(page.count).toBeGreaterThanOrEqual(2);
    expect(page.results).toHaveLength(1);
    expect((await asMod('GET', '/api/admin/members/?page_size=101')).statusCode).toBe(400);
  });

  it('blocks with a reason: sessions end, login answers the reason, the member is told; unblock undoes it', async () => {
    const m = await signUp(t);
    expect((await asMod('POST', `/api/admin/members/${m.profileId}/block/`, { reason: '' })).statusCode).toBe(
      400,
    );
    const blocked = ok<AdminMemberItem>(
      await asMod('POST', `/api/admin/members/${m.profileId}/block/`, { reason: 'Fake photos' }),
    );
    expect(blocked).toMatchObject({ is_blocked: true, blocked_reason: 'Fake photos' });
    const ended = await send(t, 'GET', '/api/profiles/update-last-active/', undefined, auth(m.token));
    expect(ended.statusCode).toBe(401);
    // The device is told why (issue 34): its login page says the account is blocked.
    expect(ended.headers[SESSION_ENDED_HEADER.toLowerCase()]).toBe('blocked');
    const refused = await login(m);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'User Blocked, Reason: Fake photos' });
    expect(captured.sent.some((s) => s.to === m.username && s.text.includes('Fake photos'))).toBe(true);
    ok(await asMod('POST', `/api/admin/members/${m.profileId}/unblock/`, {}));
    expect((await login(m)).statusCode).toBe(200);
    const [unblock, block] = await auditOf(m.profileId);
    expect(block).toMatchObject({
      action: 'member.block',
      actor_user_id: mod.userId,
      before: { is_blocked: false, blocked_reason: null },
      after: { is_blocked: true, blocked_reason: 'Fake photos' },
      remarks: 'Fake photos',
    });
    expect(unblock).toMatchObject({ action: 'member.unblock', after: { is_blocked: false } });
  });

  it('promotes and demotes a superuser; nobody demotes themselves', async () => {
    const m = await signUp(t);
    expect(
      ok<AdminMemberItem>(await asMod('POST', `/api/admin/members/${m.profileId}/promote/`, {})).is_superuser,
    ).toBe(true);
    expect((await send(t, 'GET', '/api/admin/dashboard/', undefined, auth(m.token))).statusCode).toBe(200);
    const self = await send(t, 'POST', `/api/admin/members/${m.profileId}/demote/`, {}, auth(m.token));
    expect(self.statusCode).toBe(403);
    expect(
      ok<AdminMemberItem>(await asMod('POST', `/api/admin/members/${m.profileId}/demote/`, {})).is_superuser,
    ).toBe(false);
    expect((await send(t, 'GET', '/api/admin/dashboard/', undefined, auth(m.token))).statusCode).toBe(403);
    const [demote, promote] = await auditOf(m.profileId);
    expect(promote).toMatchObject({ before: { is_superuser: false }, after: { is_superuser: true } });
    expect(demote).toMatchObject({ before: { is_superuser: true }, after: { is_superuser: false } });
    expect((await asMod('POST', '/api/admin/members/2147483647/promote/', {})).statusCode).toBe(404);
  });

  it('keeps the audit log append-only: UPDATE and DELETE fail', async () => {
    const m = await signUp(t);
    ok(await asMod('POST', `/api/admin/members/${m.profileId}/block/`, { reason: 'x' }));
    const db = t.database.db;
    await expect(db.execute(sql`update audit_log set remarks = 'changed'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    expect((await auditOf(m.profileId))[0]?.remarks).toBe('x');
  });

  it('gives the dashboard: 30 zero-filled days ending today and the oldest waiting item', async () => {
    const m = await signUp(t);
    const d = ok<Dashboard>(await asMod('GET', '/api/admin/dashboard/'));
    expect(d.days).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(d.days.at(-1)?.date).toBe(today);
    expect(d.days.at(-1)?.new_profiles).toBeGreaterThanOrEqual(1);
    expect(d.days.at(-1)?.pending_items).toBeGreaterThanOrEqual(1);
    expect(d.days[0]).toMatchObject({ new_profiles: 0, pending_items: 0, reports: 0, deletion_requests: 0 });
    expect(d.waiting.pending_profile).toBeGreaterThanOrEqual(1);
    expect(d.oldest_waiting?.kind).toBe('pending_profile');
    expect(d.oldest_waiting?.id).not.toBe(m.profileId);
    expect(d.oldest_waiting?.age_seconds).toBeGreaterThanOrEqual(0);
  });
});
