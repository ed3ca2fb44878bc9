/**
 * Reports for moderators (DESIGN.md D11, D13): the list with both profiles, the admin-only
 * evidence and the reported profile's history; dismiss, warn (the member gets the message) and
 * block (sessions end, login shows the reason), each audited with before and after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, messageText, msg, type ReportItem, type ReportPage } from '@nikah/shared';
import { profiles, reports } from '../../db/schema';
import { DAY_MS } from '../../lib/time';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { auth, RELAXED_LIMITS, send, signUp, type Member } from '../../../test/accounts-helpers';
import { ok } from '../../../test/discovery-helpers';
import { auditOf, capturingSenders, insertReport, superuser } from './cases-test-helpers';

describe.each(DATABASE_KINDS)('reports on %s', (kind) => {
  let t: TestApp;
  let a: Member;
  let b: Member;
  let c: Member;
  let target: Member;
  let mod: { userId: number; token: string };
  const mail = capturingSenders();

  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0, env: RELAXED_LIMITS, deps: { senders: mail.senders } });
    [a, b, c, target] = [await signUp(t), await signUp(t), await signUp(t), await signUp(t)];
    mod = await superuser(t);
  }, 120_000);
  afterAll(() => t.close());

  const asMod = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    send(t, method, url, body, auth(mod.token));

  it('lists open reports with both profiles, evidence, and the earlier reports against the profile', async () => {
    const first = await insertReport(t, a.profileId, target.profileId, {
      createdOn: new Date(Date.now() - 2 * DAY_MS),
    });
    const second = await insertReport(t, b.profileId, target.profileId, { reason: 'Asking for money' });
    const page = ok<ReportPage>(await asMod('GET', '/api/admin/reports/'));
    expect(page.count).toBe(2);
    expect(page.results.map((r) => r.id)).toEqual([first.id, second.id]);
    const item = page.results[1]!;
    expect(item).toMatchObject({
      reason: 'Asking for money',
      text: 'Photos copied.',
      evidence: `/api/admin/reports/${second.id}/evidence`,
      reporter: { id: b.profileId, slug: b.slug },
      reported: { id: target.profileId, slug: target.slug, is_blocked: false },
    });
    expect(item.history.reports.map((r) => r.id)).toEqual([first.id]);
    const newest = ok<ReportPage>(await asMod('GET', '/api/admin/reports/?ordering=-created_on&page_size=1'));
    expect(newest).toMatchObject({ count: 2, results: [{ id: second.id }] });
  });

  it('dismisses a report with remarks, audited; a decided report cannot be decided again', async () => {
    const [r] = await t.database.db.select().from(reports).where(eq(reports.reporterId, a.profileId));
    const done = ok<ReportItem>(
      await asMod('POST', `/api/admin/reports/${r!.id}/dismiss/`, { remarks: 'Same photos, but his own.' }),
    );
    expect(done).toMatchObject({ status: 'dismissed', remarks: 'Same photos, but his own.' });
    const [entry] = await auditOf(t, 'report', r!.id);
    expect(entry).toMatchObject({
      actorUserId: mod.userId,
      action: 'report.dismiss',
      before: { status: 'open' },
      after: { status: 'dismissed' },
    });
    const again = await asMod('POST', `/api/admin/reports/${r!.id}/warn/`, { message: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: MESSAGES.caseDecided });
    const dismissed = ok<ReportPage>(await asMod('GET', '/api/admin/reports/?status=dismissed'));
    expect(dismissed.results.map((x) => x.id)).toEqual([r!.id]);
  });

  it('warns the reported member with the moderator message; the history shows the earlier action', async () => {
    const [r] = await t.database.db.select().from(reports).where(eq(reports.reporterId, b.profileId));
    const message = 'Please do not ask members for money; the service is free.';
    const done = ok<ReportItem>(await asMod('POST', `/api/admin/reports/${r!.id}/warn/`, { message }));
    expect(done.status).toBe('warned');
    expect(mail.sent.filter((m) => m.to === target.username && m.text.includes(message))).toHaveLength(1);
    const [entry] = await auditOf(t, 'report', r!.id);
    expect(entry).toMatchObject({
      action: 'report.warn',
      before: { status: 'open' },
      after: { status: 'warned' },
    });
    // A new report against the same member shows both earlier reports and both actions.
    const third = await insertReport(t, c.profileId, target.profileId);
    const page = ok<ReportPage>(await asMod('GET', '/api/admin/reports/'));
    const item = page.results.find((x) => x.id === third.id)!;
    expect(item.history.reports).toHaveLength(2);
    expect(item.history.actions.map((x) => x.action).sort()).toEqual(['report.dismiss', 'report.warn']);
  });

  it('blocks the reported member: sessions end, login shows the reason, audited, told', async () => {
    const [r] = await t.database.db.select().from(reports).where(eq(reports.reporterId, c.profileId));
    const reason = 'Asked two members for money.';
    const done = ok<ReportItem>(await asMod('POST', `/api/admin/reports/${r!.id}/block/`, { reason }));
    expect(done).toMatchObject({ status: 'blocked', reported: { is_blocked: true, blocked_reason: reason } });
    const [p] = await t.database.db.select().from(profiles).where(eq(profiles.id, target.profileId));
    expect(p).toMatchObject({ isBlocked: true, blockedReason: reason });
    // The old session no longer works; login answers with the reason of SPEC.md section 8.
    const me = await send(
      t,
      'GET',
      `/api/profiles/detail-slug/${target.slug}`,
      undefined,
      auth(target.token),
    );
    expect(me.statusCode).toBe(401);
    const login = await send(t, 'POST', '/api/profiles/login/', {
      username: target.username,
      password: target.password,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ detail: messageText(msg('userBlocked', { reason })) });
    const [entry] = await auditOf(t, 'report', r!.id);
    expect(entry).toMatchObject({
      action: 'report.block',
      before: { status: 'open' },
      after: { status: 'blocked' },
      remarks: reason,
    });
    const [block] = await auditOf(t, 'member', target.profileId);
    expect(block).toMatchObject({
      actorUserId: mod.userId,
      action: 'member.block',
      before: { is_blocked: false },
      after: { is_blocked: true, blocked_reason: reason },
    });
    expect(mail.sent.some((m) => m.to === target.username && m.text.includes(reason))).toBe(true);
  });

  it('answers 404 for an unknown report and its evidence', async () => {
    expect((await asMod('POST', '/api/admin/reports/999999/dismiss/', {})).statusCode).toBe(404);
    expect((await asMod('GET', '/api/admin/reports/999999/evidence')).statusCode).toBe(404);
  });
});
