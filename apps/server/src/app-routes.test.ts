/**
 * The built app's route table (issue 28 point 4; lib/route-table.ts): no two routes share a hook
 * array, and each route carries exactly the rate limits it asked for (`config.rateLimit`: one
 * limiter of its own; none without it). A route whose hooks array another route shares receives
 * every hook a plugin adds for that other route: every guardian route answered 429 once the
 * invitation's limit was reached. Built once (PGlite): the table does not depend on the store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test/app';
import { ROUTE_HOOKS, type RouteRecord } from './lib/route-table';

const name = (r: RouteRecord) => `${r.method} ${r.url}`;

/**
 * Whether `fn` is a limiter @fastify/rate-limit added to a route (its per-request guard names
 * `rateLimitRan`). Should the plugin change, rate-limited routes show 0 limiters and the test fails.
 */
const isLimiter = (fn: unknown): boolean =>
  typeof fn === 'function' && fn.toString().includes('rateLimitRan');

/** The hooks of a route's option, as an array. */
const hooksOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value ? [value] : []);

describe('route table', () => {
  let t: TestApp;
  let routes: RouteRecord[];
  beforeAll(async () => {
    t = await makeTestApp('pglite', { demoProfiles: 0 });
    routes = [...t.app.routeTable];
  });
  afterAll(() => t.close());

  it('lists every route of the API', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.map(name)).toContain('GET /api/guardian/');
  });

  it('gives no two routes the same hooks array', () => {
    const owner = new Map<unknown, string>();
    const shared: string[] = [];
    // A route declared with several methods has one options object: count it once.
    for (const options of new Set(routes.map((r) => r.options))) {
      const route = routes.find((r) => r.options === options)!;
      for (const hook of ROUTE_HOOKS) {
        const value = options[hook];
        if (!Array.isArray(value)) continue;
        const first = owner.get(value);
        if (first) shared.push(`${hook} of ${name(route)} is also ${first}'s`);
        else owner.set(value, name(route));
      }
    }
    expect(shared, shared.join('\n')).toEqual([]);
  });

  it('puts on each route only the rate limit it asked for, a limiter of its own', () => {
    const wrong: string[] = [];
    const ownerOf = new Map<unknown, RouteRecord['options']>();
    for (const route of routes) {
      const limiters = ROUTE_HOOKS.flatMap((hook) => hooksOf(route.options[hook]).filter(isLimiter));
      const asked = route.options.config && 'rateLimit' in route.options.config ? 1 : 0;
      if (limiters.length !== asked) {
        wrong.push(`${name(route)}: ${limiters.length} rate limiters, ${asked} asked for`);
      }
      for (const fn of limiters) {
        const owner = ownerOf.get(fn);
        if (owner && owner !== route.options) wrong.push(`${name(route)} shares a limiter with ${owner.url}`);
        ownerOf.set(fn, route.options);
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });
});
