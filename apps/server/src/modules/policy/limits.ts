/**
 * Rate limits of the discovery routes (issue 13 defects 1, 12, 13; DESIGN.md D6) and of member
 * actions (reports, bio data, chat), each a named setting of config.ts: one counter per client
 * address (a route `config.rateLimit`) and one per member (a preHandler, after
 * `authenticate`/`identify` set `req.member`, so a member is counted whatever address they come
 * from). Exceeding either answers 429 `{"detail": "Too many requests. Please try again later."}`.
 * Not re-exported by the policy index: these builders read the Fastify instance's decorations,
 * which plain policy callers (services, the benchmark) do not load.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { msg } from '@nikah/shared';
import { detailError } from '../../lib/errors';
import { MINUTE_MS, HOUR_MS, DAY_MS } from '../../lib/time';

/** The per-address and per-member limits of one route. */
export interface RouteLimits {
  /** For the route's `config.rateLimit`: per client address. */
  perIp: RateLimitOptions;
  /** For the route's `preHandler`: per member; visitors pass (the address limit holds them). */
  perMember: preHandlerAsyncHookHandler;
}

/** The limiters `memberLimit` made, so the API document lists 429 on their routes (plugins/docs.ts). */
const memberLimiters = new WeakSet<object>();

/** Whether a route hook is a per-member limiter made by `memberLimit`. */
export const isMemberLimit = (hook: unknown): boolean =>
  typeof hook === 'function' && memberLimiters.has(hook);

/**
 * A per-member limiter named `name` (its counter keys are `name:m<account id>`, so limiters of
 * different routes never share a count, in memory or in Redis). Built on `createRateLimit`, which
 * counts without the plugin's once-per-request guard: the route's per-address limit has already
 * run on the same request.
 */
export function memberLimit(app: FastifyInstance, name: string, max: number, timeWindow: number) {
  const check = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (req: FastifyRequest) => `${name}:m${req.member?.userId ?? 0}`,
  });
  const handler: preHandlerAsyncHookHandler = async (req) => {
    if (req.member === null) return;
    const result = await check(req);
    if (!result.isAllowed && result.isExceeded) throw detailError(429, msg('tooManyRequests'));
  };
  memberLimiters.add(handler);
  return handler;
}

/** The limits of the profile detail (per address and per member), from the configuration of `app`. */
export function detailLimits(app: FastifyInstance): RouteLimits {
  const c = app.deps.config;
  return {
    perIp: {
      max: c.RATE_LIMIT_DETAIL_PER_IP_PER_HOUR,
      timeWindow: HOUR_MS,
      keyGenerator: (req) => `detail:ip${req.ip}`,
    },
    perMember: memberLimit(app, 'detail', c.RATE_LIMIT_DETAIL_PER_MEMBER_PER_HOUR, HOUR_MS),
  };
}

/** The limits of the profile list (per address and per member), from the configuration of `app`. */
export function listLimits(app: FastifyInstance): RouteLimits {
  const c = app.deps.config;
  return {
    perIp: {
      max: c.RATE_LIMIT_LIST_PER_IP_PER_MINUTE,
      timeWindow: MINUTE_MS,
      keyGenerator: (req) => `list:ip${req.ip}`,
    },
    perMember: memberLimit(app, 'list', c.RATE_LIMIT_LIST_PER_MEMBER_PER_MINUTE, MINUTE_MS),
  };
}

/** The per-address limit of the photo captcha, from the configuration of `app`. */
export function captchaLimit(app: FastifyInstance): RateLimitOptions {
  return { max: app.deps.config.RATE_LIMIT_CAPTCHA_PER_MINUTE, timeWindow: MINUTE_MS };
}

/**
 * The per-member limit of `POST /api/profiles/report-profile/` (a preHandler after
 * `authenticate`): RATE_LIMIT_REPORTS_PER_MEMBER_PER_DAY reports per 24 hours, then 429.
 */
export function reportLimit(app: FastifyInstance): preHandlerAsyncHookHandler {
  return memberLimit(app, 'report', app.deps.config.RATE_LIMIT_REPORTS_PER_MEMBER_PER_DAY, DAY_MS);
}
