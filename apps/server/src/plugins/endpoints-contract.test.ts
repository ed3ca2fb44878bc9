/**
 * The web app's endpoints against the server's routes (issue 33 point 4): every entry of the web's
 * endpoint table (apps/web/src/lib/endpointTable.ts, from which each function of endpoints.ts
 * builds its request) must be an operation of the served API document, by method and path, with
 * path parameters matched whatever their names and the trailing slash optional (the router's
 * `ignoreTrailingSlash`). Why a contract test and not a generated client: endpointTable.ts says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as table from '../../../web/src/lib/endpointTable';
import { makeTestApp, type TestApp } from '../../test/app';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const documentSchema = z.object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) });

/** `METHOD path` with every `{param}` as `{}` and no trailing slash, as the router matches it. */
const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, '{}').replace(/(.)\/$/, '$1')}`;

describe("the web app's endpoints", () => {
  let t: TestApp;
  let served: Set<string>;
  beforeAll(async () => {
    t = await makeTestApp('pglite', { demoProfiles: 0 });
    const doc = documentSchema.parse((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json());
    served = new Set(
      Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.keys(item)
          .filter((m) => METHODS.includes(m))
          .map((m) => routeKey(m, path)),
      ),
    );
  });
  afterAll(() => t.close());

  it('are all routes of the server, by method and path', () => {
    // Every export of the table but its `to` function is an endpoint: 'METHOD /path'.
    const entries = Object.entries(table).flatMap(([name, value]) => {
      const [method = '', path = ''] = typeof value === 'string' ? value.split(' ') : [];
      return method ? [{ name, method, path }] : [];
    });
    expect(entries.length).toBeGreaterThan(50);
    const missing = entries
      .filter((e) => !served.has(routeKey(e.method, e.path)))
      .map((e) => `${e.name}: ${e.method} ${e.path}`);
    expect(missing).toEqual([]);
  });
});
