/**
 * Visitor counters (SPEC.md section 7, `configs/counter/book|guidelines|homepage`): a browser counts
 * once a day per page; another browser counts; a new day counts again. "Today" comes from the app's
 * clock, fixed here. Only a hash of the visitor id is stored. On each database kind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTER_PAGES } from '@nikah/shared';
import { counters } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';

/** 2026-03-10 09:00 in India. */
const DAY_ONE = new Date('2026-03-10T03:30:00Z');
const HOUR = 3_600_000;

describe.each(DATABASE_KINDS)('visitor counters on %s', (kind) => {
  let t: TestApp;
  let now = DAY_ONE;
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0, deps: { clock: () => now } });
  });
  afterAll(() => t.close());

  /** Calls the counter as a browser holding `cookie` (none: a new browser). */
  const visit = async (page: string, cookie?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/configs/counter/${page}`,
      headers: cookie ? { cookie: `visitor=${cookie}` } : {},
    });
    const set = res.cookies.find((c) => c.name === 'visitor');
    return { res, count: res.json<{ count: number }>().count, cookie: set?.value ?? cookie };
  };

  it('gives a new browser an httpOnly visitor cookie and counts it', async () => {
    const first = await visit('homepage');
    expect(first.res.statusCode).toBe(200);
    expect(first.res.headers['cache-control']).toBe('no-store');
    expect(first.res.json()).toEqual({ count: 1 });
    const cookie = first.res.cookies.find((c) => c.name === 'visitor')!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/api/configs/counter');
    expect(cookie.maxAge).toBeGreaterThan(300 * 86_400);
  });

  it('counts a browser once a day per page, another browser too, and again on a new day', async () => {
    now = DAY_ONE;
    const a = await visit('book');
    expect(a.count).toBe(1);
    // Same browser, same day (later that evening): not counted, no new cookie.
    now = new Date(DAY_ONE.getTime() + 12 * HOUR);
    const again = await visit('book', a.cookie);
    expect(again.count).toBe(1);
    expect(again.res.cookies.find((c) => c.name === 'visitor')).toBeUndefined();
    // Same browser, another page: counted there.
    expect((await visit('guidelines', a.cookie)).count).toBe(1);
    // Another browser, same day: counted.
    const b = await visit('book');
    expect(b.count).toBe(2);
    expect(b.cookie).not.toBe(a.cookie);
    expect((await visit('book', b.cookie)).count).toBe(2);
    // The next day in India (00:30 IST): both count again, once.
    now = new Date('2026-03-10T19:00:00Z');
    expect((await visit('book', a.cookie)).count).toBe(3);
    expect((await visit('book', a.cookie)).count).toBe(3);
    expect((await visit('book', b.cookie)).count).toBe(4);
    // The home page counter is its own.
    expect((await visit('homepage', a.cookie)).count).toBe(2);
  });

  it('treats a tampered cookie as a new browser', async () => {
    now = new Date('2026-03-12T06:00:00Z');
    const before = (await visit('guidelines', 'x'.repeat(22))).count;
    const forged = await visit('guidelines', 'not a valid id');
    expect(forged.count).toBe(before + 1);
    expect(forged.cookie).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('stores only a hash of the visitor id, and removes rows no longer needed', async () => {
    const browser = await visit('homepage');
    const rows = await t.database.db.select().from(counters);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.visitorHash).toMatch(/^[0-9a-f]{40}$/);
      expect(row.visitorHash).not.toContain(browser.cookie);
      expect(COUNTER_PAGES).toContain(row.page);
    }
    // A week later the first days' rows are gone; the totals stay.
    now = new Date('2026-03-19T06:00:00Z');
    const total = (await visit('book', browser.cookie)).count;
    expect(total).toBe(5);
    const days = new Set((await t.database.db.select().from(counters)).map((r) => String(r.day)));
    expect([...days].every((d) => d >= '2026-03-17')).toBe(true);
  });

  it('answers 400 {page: [...]} for an unknown page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/configs/counter/profiles' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<Record<string, string[]>>())).toEqual(['page']);
  });
});
