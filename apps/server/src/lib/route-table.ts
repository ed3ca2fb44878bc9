/**
 * The route table as routes were declared (issue 28 point 4): each route's method, URL, config and
 * options, and the lifecycle hooks it declared before any plugin added its own. Registered first,
 * before any plugin that adds hooks in `onRoute` (@fastify/rate-limit pushes its hook into the
 * route's `onRequest` array), so a test can compare what each route declared with what it carries.
 *
 * It also gives every route its own hook arrays. Fastify hands a plugin's `onRoute` the array a
 * route was declared with, so routes declared with one shared array (`{ onRequest: shared }`)
 * would all receive a hook pushed for one of them: the guardian invitation's rate limit, pushed
 * into an array every guardian route shared, limited all of them.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';

/** The lifecycle hooks a route may declare (Fastify's route-level hooks). */
export const ROUTE_HOOKS = [
  'onRequest',
  'preParsing',
  'preValidation',
  'preHandler',
  'preSerialization',
  'onSend',
  'onResponse',
  'onTimeout',
  'onError',
] as const;
export type RouteHook = (typeof ROUTE_HOOKS)[number];

/** One route: its options (as plugins left them) and the hooks it declared itself. */
export interface RouteRecord {
  method: string;
  url: string;
  options: RouteOptions;
  declared: Partial<Record<RouteHook, readonly unknown[]>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far, in order (lib/route-table.ts). */
    routeTable: readonly RouteRecord[];
  }
}

/** The hooks of `value` (a route option: a function, an array of them, or nothing) as an array. */
const hooksOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? [...(value as unknown[])] : value ? [value] : [];

/**
 * Adds `app.routeTable` and the `onRoute` hook that fills it and copies each route's hook arrays.
 * Call before registering any plugin or route.
 */
export function registerRouteTable(app: FastifyInstance): void {
  const table: RouteRecord[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (options) => {
    const declared: Partial<Record<RouteHook, readonly unknown[]>> = {};
    for (const hook of ROUTE_HOOKS) {
      const hooks = hooksOf(options[hook]);
      declared[hook] = hooks;
      // A copy of its own, which the plugins' onRoute hooks after this one may push into.
      if (Array.isArray(options[hook])) Object.assign(options, { [hook]: [...hooks] });
    }
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) table.push({ method, url: options.url, options, declared });
  });
}
