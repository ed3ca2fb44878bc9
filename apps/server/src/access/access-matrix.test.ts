/**
 * Access matrix generated from the route table (issue 14): every route of the OpenAPI document ×
 * the roles of matrix.ts (visitor, member on own objects, member on another's, blocked member,
 * member being deleted, superuser, a member's guardian), each compared with its expectation in
 * ACCESS. Prints `N routes × M roles, 0 leaks`. A route without an entry, or an entry without a route, fails.
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (test/databases.ts).
 * ACCESS_RECORD=1 prints the observed table instead of checking it (to draft a new route's entry;
 * the entry must then be read against the policy, not copied blindly).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeTestApp, type TestApp } from '../../test/app';
import { DATABASE_KINDS } from '../../test/databases';
import { RELAXED_DISCOVERY_LIMITS } from '../../test/discovery-helpers';
import { buildFixtures, requestFor, type AccessFixtures } from './fixtures';
import { ACCESS, ROLES, isLeak, meets, type Role } from './matrix';

const documentSchema = z.object({
  paths: z.record(
    z.string(),
    z.record(
      z.string(),
      z
        .object({ parameters: z.array(z.object({ name: z.string(), in: z.string() })).optional() })
        .passthrough(),
    ),
  ),
});
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every `METHOD /path` of the OpenAPI document with its query parameter names. */
function routesOf(doc: unknown): { key: string; method: string; path: string; query: string[] }[] {
  const out = [];
  for (const [path, item] of Object.entries(documentSchema.parse(doc).paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      out.push({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, query });
    }
  }
  return out;
}

// Routes that block (changing what the other calls see) or end the caller's session run last, in this order.
const LAST = [
  'POST /api/friends/block-user',
  'POST /api/profiles/block/{profile_code}/',
  'POST /api/profiles/set-password/',
  'POST /api/profiles/logout/',
];
const RECORD = process.env.ACCESS_RECORD === '1';

describe.each(DATABASE_KINDS)('access matrix on %s', (kind) => {
  let t: TestApp;
  let fx: AccessFixtures;
  beforeAll(async () => {
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: {
        ...RELAXED_DISCOVERY_LIMITS,
        RATE_LIMIT_FEEDBACK_PER_HOUR: '1000',
        CHAT_MESSAGES_PER_MINUTE: '1000',
      },
    });
    fx = await buildFixtures(t);
  }, 120_000);
  afterAll(() => t.close());

  it('every route has one entry, and every entry a route', () => {
    const keys = routesOf(t.app.swagger()).map((r) => r.key);
    expect(
      keys.filter((k) => !(k in ACCESS)),
      'routes missing from matrix.ts',
    ).toEqual([]);
    expect(
      Object.keys(ACCESS).filter((k) => !keys.includes(k)),
      'entries without a route',
    ).toEqual([]);
  });

  it('every role gets what the table says, with no leak', async () => {
    const routes = routesOf(t.app.swagger()).sort(
      (x, y) => LAST.indexOf(x.key) - LAST.indexOf(y.key) || x.key.localeCompare(y.key),
    );
    const mismatches: string[] = [];
    const leaks: string[] = [];
    const recorded: string[] = [];
    for (const route of routes) {
      const got: Partial<Record<Role, number>> = {};
      for (const role of ROLES) {
        const res = await t.app.inject(requestFor(route.method, route.path, role, fx, route.query));
        got[role] = res.statusCode;
        const expected = ACCESS[route.key]?.[role];
        if (RECORD || expected === undefined) continue;
        if (!meets(expected, res.statusCode)) {
          mismatches.push(
            `${route.key} as ${role}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
        if (isLeak(expected, res.statusCode)) leaks.push(`${route.key} as ${role}: ${res.statusCode}`);
      }
      recorded.push(`  '${route.key}': row(${ROLES.map((r) => got[r]).join(', ')}),`);
    }
    if (RECORD) console.log(recorded.join('\n'));
    console.log(`${routes.length} routes × ${ROLES.length} roles, ${leaks.length} leaks (${kind})`);
    expect(leaks).toEqual([]);
    expect(mismatches, mismatches.join('\n')).toEqual([]);
  }, 300_000);
});
