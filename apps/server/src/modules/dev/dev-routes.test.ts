/**
 * Development tools are opt-in (DESIGN.md D23, issue 28 point 1): with the default configuration
 * (what a plain `npm start` runs) every `/api/dev/` path answers 404, and no route creates a
 * superuser; with DEV_OUTBOX=true the outbox and approve routes answer clients whose socket address
 * is loopback, and 404 to any other, whatever X-Forwarded-For says.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { users } from '../../db/schema';
import { localStorage } from '../../lib/storage';
import type { Database } from '../../db/client';
import { freshDatabase } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';

const NOT_FOUND = { detail: 'Not found.' };
// The probe's request (issue 28 point 1): it made a superuser on a default start.
const SUPERUSER_BODY = { username: 'evilmod', password: 'evilmod123' };

/** Every development path, as a stranger would try them. */
const DEV_REQUESTS = [
  { method: 'GET', url: '/api/dev/outbox' },
  { method: 'GET', url: '/api/dev/outbox?to=9876543210' },
  { method: 'POST', url: '/api/dev/approve/anyone' },
  { method: 'POST', url: '/api/dev/superuser/', payload: SUPERUSER_BODY },
  { method: 'POST', url: '/api/dev/superuser', payload: SUPERUSER_BODY },
  { method: 'GET', url: '/api/dev/' },
  { method: 'GET', url: '/api/dev/anything/else' },
] as const;

describe('a plain start (default configuration)', () => {
  let app: App;
  let database: Database & { drop(): Promise<void> };
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nikah-dev-'));
    database = await freshDatabase('pglite');
    // No NODE_ENV, no DEV_OUTBOX: the defaults of `npm start` (development mode).
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    expect(config.NODE_ENV).toBe('development');
    app = await buildApp({ config, database, storage: localStorage(path.join(dataDir, 'files')) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(DEV_REQUESTS)('answers 404 on $method $url', async (req) => {
    const res = await app.inject(req);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });

  it('made no superuser', async () => {
    const rows = await database.db.select().from(users).where(eq(users.username, SUPERUSER_BODY.username));
    expect(rows).toEqual([]);
  });
});

describe('with DEV_OUTBOX=true', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    // TRUST_PROXY=true: even a trusted X-Forwarded-For must not make a client loopback.
    t = await makeTestApp('pglite', { demoProfiles: 0, env: { DEV_OUTBOX: 'true', TRUST_PROXY: 'true' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('answers a client connecting from 127.0.0.1 (a real socket)', async () => {
    const outbox = await fetch(`http://127.0.0.1:${port}/api/dev/outbox?to=9876543210`);
    expect(outbox.status).toBe(200);
    expect(await outbox.json()).toEqual({ results: [] });
    const approve = await fetch(`http://127.0.0.1:${port}/api/dev/approve/nobody`, { method: 'POST' });
    // The route answers (no such profile), rather than hiding itself.
    expect(approve.status).toBe(404);
    expect(await approve.json()).toEqual(NOT_FOUND);
    const missing = await fetch(`http://127.0.0.1:${port}/api/dev/approve/nobody`, { method: 'GET' });
    expect(missing.status).toBe(404);
  });

  it('answers an IPv4-mapped loopback address too', async () => {
    const res = await t.app.inject({ url: '/api/dev/outbox', remoteAddress: '::ffff:127.0.0.1' });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    { method: 'GET', url: '/api/dev/outbox?to=9876543210' },
    { method: 'POST', url: '/api/dev/approve/anyone' },
  ] as const)('answers 404 on $method $url to a client that is not on loopback', async (req) => {
    const res = await t.app.inject({ ...req, remoteAddress: '203.0.113.5' });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
    const forwarded = await t.app.inject({
      ...req,
      remoteAddress: '203.0.113.5',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forwarded.statusCode, forwarded.body).toBe(404);
  });

  it('has no superuser route, even on loopback', async () => {
    for (const url of ['/api/dev/superuser/', '/api/dev/superuser']) {
      const res = await fetch(`http://127.0.0.1:${port}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(SUPERUSER_BODY),
      });
      expect(res.status).toBe(404);
    }
    const rows = await t.database.db.select().from(users).where(eq(users.username, SUPERUSER_BODY.username));
    expect(rows).toEqual([]);
  });
});
