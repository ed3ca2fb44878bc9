/** Health, API docs, the dev outbox, security headers and the configuration parser. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, profiles, users } from './db/schema';
import { makeDemoProfile } from './db/seed';
import { createRng } from './lib/random';
import { loadConfig } from './config';
import { createOrPromoteSuperuser } from './modules/auth/superuser';
import { verifyPassword } from './lib/passwords';
import { eq } from 'drizzle-orm';
import { DATABASE_KINDS } from '../test/databases';
import { makeTestApp, type TestApp } from '../test/app';

describe.each(DATABASE_KINDS)('platform on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0 });
  });
  afterAll(() => t.close());

  it('answers /healthz once the database is ready', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document and its UI at /api/docs', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: object }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/profiles/country-list/',
        '/api/summary/',
        '/api/configs/header-message/',
      ]),
    );
  });

  it('keeps messages in the dev outbox, newest first, filtered by recipient', async () => {
    const empty = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=9876543210' });
    expect(empty.json()).toEqual({ results: [] });
    await t.database.db.insert(outbox).values([
      {
        to: '9876543210',
        channel: 'sms',
        text: 'first',
        code: '111111',
        createdOn: new Date(Date.now() - 1000),
      },
      { to: '9876543210', channel: 'sms', text: 'second', code: '222222' },
      { to: 'other@example.com', channel: 'email', text: 'other' },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=9876543210' });
    const { results } = res.json<{ results: { text: string; code: string; channel: string }[] }>();
    expect(results.map((r) => r.text)).toEqual(['second', 'first']);
    expect(results[0]).toMatchObject({ channel: 'sms', code: '222222' });
  });

  it('approves a profile through the dev route (DEV_OUTBOX=true)', async () => {
    const [p] = await t.database.db.insert(profiles).values(pendingProfile()).returning();
    const res = await t.app.inject({ method: 'POST', url: `/api/dev/approve/${p!.slug}` });
    expect(res.json()).toEqual({ status: 'approved' });
    const [after] = await t.database.db.select().from(profiles).where(eq(profiles.id, p!.id));
    expect(after).toMatchObject({ approvalStatus: 'approved', isActive: true });
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/approve/nobody' })).statusCode).toBe(404);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/summary/' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('creates, then promotes, a superuser with an argon2id password', async () => {
    const first = await createOrPromoteSuperuser(t.database.db, 'admin@example.com', 'correct horse');
    expect(first.created).toBe(true);
    const again = await createOrPromoteSuperuser(t.database.db, 'admin@example.com', 'battery staple');
    expect(again).toEqual({ created: false, id: first.id });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, first.id));
    expect(row?.isSuperuser).toBe(true);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash!, 'battery staple')).toBe(true);
    expect(await verifyPassword(row!.passwordHash!, 'correct horse')).toBe(false);
    await expect(createOrPromoteSuperuser(t.database.db, 'x', 'short')).rejects.toThrow(/8 characters/);
  });
});

describe('production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite', { demoProfiles: 0, env: { NODE_ENV: 'production' } });
  });
  afterAll(() => t.close());

  it('has no dev outbox route (DEV_OUTBOX is refused in production)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it('has no dev approve route', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/dev/approve/anyone' });
    expect(res.statusCode).toBe(404);
  });
});

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DEMO_DATA).toBe(true);
    expect(c.DATA_DIR).toMatch(/\/data$/);
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('rejects bad values with the variable named', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DEMO_DATA: 'maybe' })).toThrow(/DEMO_DATA/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(loadConfig({ DEMO_DATA: 'false' }).DEMO_DATA).toBe(false);
  });
});

/** A demo profile as a new signup leaves it: pending, and active (DESIGN.md D16). */
function pendingProfile() {
  return {
    ...makeDemoProfile(createRng(7), 9001),
    approvalStatus: 'pending',
    isActive: true,
    isDemo: false,
  };
}
