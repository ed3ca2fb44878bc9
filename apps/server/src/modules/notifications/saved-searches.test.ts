/**
 * Saved searches (DESIGN.md section 3, D21; issue 30): create with the list's filter rules, list,
 * delete, at most 10, another member's refused; the daily digest on a fixed clock finds the new
 * approved profiles that match (not the others), and its e-mail, received by a local SMTP server,
 * carries RFC 8058 one-click unsubscribe headers whose link works without signing in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { NotificationPage, NotificationPreferences, SavedSearchItem } from '@nikah/shared';
import { profiles, users } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { RELAXED_LIMITS, send, signUp, type Member } from '../../../test/accounts-helpers';
import { insertProfile, makeVisible, ok, testClock } from '../../../test/discovery-helpers';
import { sendSavedSearchDigests } from './saved-searches';
import { as, localSmtp, userIdOf } from './notifications-test-helpers';

const SITE = 'https://nikah.example';
const HOUR = 3_600_000;

/** The raw message's header block with folded lines joined. */
const headersOf = (raw: string) => raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');

describe.each(DATABASE_KINDS)('saved searches on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof localSmtp>>;
  let groom: Member;
  let other: Member;
  const clock = testClock();
  const save = (m: Member, body: unknown) => as(t, m, 'POST', '/api/searches/', body);

  beforeAll(async () => {
    smtp = await localSmtp();
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: {
        ...RELAXED_LIMITS,
        SITE_URL: SITE,
        SMTP_URL: smtp.url,
        SMTP_FROM: 'Nikah <no-reply@nikah.example>',
      },
      deps: { clock: clock.now },
    });
    groom = await signUp(t, { gender: 'Male', full_name: 'Hamza Usmani' });
    other = await signUp(t, { gender: 'Male', full_name: 'Adil Rahmani' });
    await makeVisible(t, groom);
    await makeVisible(t, other);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('saves, lists and deletes searches with the list filters; 10 at most; another member cannot delete', async () => {
    clock.set('2026-05-01T04:00:00Z');
    const bad = await save(groom, { name: 'Nobody', filters: { gender: 'Other' } });
    expect(bad.statusCode).toBe(400);
    expect((await save(groom, { name: '', filters: {} })).statusCode).toBe(400);
    const first = ok<SavedSearchItem>(
      await save(groom, { name: 'Pune', filters: { city: 'Pune', page: '3' } }),
      201,
    );
    expect(first).toMatchObject({ name: 'Pune', filters: { city: 'Pune' } });
    for (let i = 2; i <= 10; i++) {
      ok(await save(groom, { name: `Search ${i}`, filters: { age__lte: String(20 + i) } }), 201);
    }
    expect((await save(groom, { name: 'Eleventh', filters: {} })).statusCode).toBe(400);
    const mine = ok<{ results: SavedSearchItem[] }>(await as(t, groom, 'GET', '/api/searches/')).results;
    expect(mine).toHaveLength(10);
    expect(ok<{ results: SavedSearchItem[] }>(await as(t, other, 'GET', '/api/searches/')).results).toEqual(
      [],
    );
    expect((await as(t, other, 'DELETE', `/api/searches/${first.id}/`)).statusCode).toBe(404);
    expect((await send(t, 'GET', '/api/searches/')).statusCode).toBe(401);
    for (const s of mine) {
      expect((await as(t, groom, 'DELETE', `/api/searches/${s.id}/`)).statusCode).toBe(204);
    }
    expect(ok<{ results: SavedSearchItem[] }>(await as(t, groom, 'GET', '/api/searches/')).results).toEqual(
      [],
    );
  });

  it('sends one daily digest of new approved matches by e-mail, with one-click unsubscribe', async () => {
    const userId = await userIdOf(t, groom);
    await t.database.db.update(users).set({ email: 'hamza@example.org' }).where(eq(users.id, userId));
    const [me] = await t.database.db.select().from(profiles).where(eq(profiles.id, groom.profileId));
    const younger = Number(me!.dateOfBirth.slice(0, 4)) + 2;
    const t0 = new Date('2026-05-02T04:00:00Z');
    clock.set(t0);
    ok(await save(groom, { name: 'Deobandi brides', filters: { maslak: 'Test Maslak A' } }), 201);
    const approved = (h: number) => new Date(t0.getTime() + h * HOUR);
    const base = { approvalStatus: 'approved', isActive: true, birthYear: younger } as const;
    await insertProfile(t, { ...base, gender: 'Female', maslak: 'Test Maslak A', approvedOn: approved(2) });
    await insertProfile(t, { ...base, gender: 'Female', maslak: 'Test Maslak A', approvedOn: approved(3) });
    // Not matching: another maslak, approved before the search, a man (the member default), pending.
    await insertProfile(t, { ...base, gender: 'Female', maslak: 'Test Maslak B', approvedOn: approved(2) });
    await insertProfile(t, { ...base, gender: 'Female', maslak: 'Test Maslak A', approvedOn: approved(-5) });
    await insertProfile(t, { ...base, gender: 'Male', maslak: 'Test Maslak A', approvedOn: approved(2) });
    await insertProfile(t, {
      ...base,
      gender: 'Female',
      maslak: 'Test Maslak A',
      approvalStatus: 'pending',
      approvedOn: null,
    });

    const notices = t.app.deps.notices;
    expect(await sendSavedSearchDigests(t.database.db, notices, approved(24))).toBe(1);
    const list = ok<NotificationPage>(await as(t, groom, 'GET', '/api/notifications/'));
    expect(list.results[0]).toMatchObject({
      kind: 'saved-search-matches',
      text: '2 new profiles match your saved searches (Deobandi brides).',
      link: '/profiles?maslak=Test+Maslak+A',
    });
    // The next day with nothing new: no digest.
    expect(await sendSavedSearchDigests(t.database.db, notices, approved(48))).toBe(0);

    const mails = smtp.messages.filter((m) => m.includes('hamza@example.org'));
    expect(mails).toHaveLength(1);
    const headers = headersOf(mails[0]!);
    expect(headers).toMatch(/^Subject: New matches$/m);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const link = /^List-Unsubscribe: <([^>]+)>$/m.exec(headers)?.[1];
    expect(link).toMatch(new RegExp(`^${SITE}/api/notifications/unsubscribe/\\?token=`));
    expect(mails[0]).toMatch(/Content-Type: multipart\/alternative/);
    expect(mails[0]).toMatch(/Content-Type: text\/plain; charset=utf-8/);

    // The link opens without a session: a GET only shows the button, the one-click POST unsubscribes.
    const url = link!.slice(SITE.length);
    const page = await send(t, 'GET', url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    const before = ok<NotificationPreferences>(await as(t, groom, 'GET', '/api/notifications/preferences/'));
    expect(before.channels.email['saved-search-matches']).toBe(true);
    const click = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode).toBe(200);
    const after = ok<NotificationPreferences>(await as(t, groom, 'GET', '/api/notifications/preferences/'));
    expect(after.channels.email['saved-search-matches']).toBe(false);
    expect(after.channels.email['proposal-received']).toBe(true);
    // A forged token changes nothing.
    const forged = url.replace(/[0-9a-f]{8}$/, '00000000');
    expect((await t.app.inject({ method: 'POST', url: forged, payload: '' })).statusCode).toBe(400);

    // A new match later: the centre has it, no e-mail goes.
    await insertProfile(t, { ...base, gender: 'Female', maslak: 'Test Maslak A', approvedOn: approved(50) });
    expect(await sendSavedSearchDigests(t.database.db, notices, approved(72))).toBe(1);
    expect(smtp.messages.filter((m) => m.includes('hamza@example.org'))).toHaveLength(1);
  });
});
