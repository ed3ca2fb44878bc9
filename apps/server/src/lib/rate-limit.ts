/**
 * Rate limits (DESIGN.md D1 and section 1): `@fastify/rate-limit`, only on the routes that ask for
 * it, counting in Redis when REDIS_URL is set (so every API process shares the counts) and in
 * memory otherwise. Every limit is a named setting of config.ts; exceeding one answers 429
 * `{"detail": "Too many requests. Please try again later."}`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { normalizeUsername } from '@nikah/shared';
import type { Config } from '../config';
import { MINUTE_MS, HOUR_MS } from './time';

/**
 * Counters with an expiry, for limits that a route option cannot express (per account across
 * addresses, growing waits): in Redis when REDIS_URL is set, so every API process shares them,
 * else in this process. Like the route limits, a Redis error lets the request through (logged).
 */
export interface CounterStore {
  /** Adds one to `key`; the count expires `ttlMs` after its first hit. Returns the new count. */
  hit(key: string, ttlMs: number): Promise<number>;
  /** Marks `key` for `ttlMs` (replacing an older mark). */
  mark(key: string, ttlMs: number): Promise<void>;
  /** Milliseconds left on `key`; 0 when it is absent or expired. */
  ttl(key: string): Promise<number>;
  /** Removes `keys`. */
  remove(...keys: string[]): Promise<void>;
  /**
   * One try under a growing wait, counted atomically before the work it guards (so concurrent
   * tries cannot all read "no wait yet"). While `waitKey` is marked, refuses without counting and
   * returns the milliseconds left. Otherwise adds one to `countKey` (expiring `rule.windowMs` after
   * its first hit) and returns 0; when that count reaches `rule.freeTries` or more, it first marks
   * `waitKey` for `baseWaitMs * 2^(count - freeTries)`, at most `maxWaitMs`, so the next try waits.
   * A caller that learns the try succeeded removes both keys.
   */
  attempt(countKey: string, waitKey: string, rule: BackoffRule): Promise<number>;
}

/** The growing wait of `CounterStore.attempt`; all durations in milliseconds. */
export interface BackoffRule {
  freeTries: number;
  windowMs: number;
  baseWaitMs: number;
  maxWaitMs: number;
}

/** The wait after the `count`-th try in the window under `rule` (0 before the free tries run out). */
export function backoffWaitMs(count: number, rule: BackoffRule): number {
  if (count < rule.freeTries) return 0;
  return Math.min(rule.baseWaitMs * 2 ** Math.min(count - rule.freeTries, 30), rule.maxWaitMs);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The counters of the limits in services (login per account, codes per address). */
    counters: CounterStore;
  }
}

/** At most this many keys in memory: the oldest go first (per-address limits bound the rest). */
const MEMORY_MAX_KEYS = 100_000;

/** Counters of this process only (no REDIS_URL). */
export function memoryCounters(now: () => number = Date.now): CounterStore {
  const entries = new Map<string, { n: number; until: number }>();
  const live = (key: string) => {
    const e = entries.get(key);
    if (e && e.until <= now()) entries.delete(key);
    return e && e.until > now() ? e : undefined;
  };
  const put = (key: string, value: { n: number; until: number }) => {
    entries.delete(key);
    entries.set(key, value);
    if (entries.size > MEMORY_MAX_KEYS) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
  };
  const hit = (key: string, ttlMs: number) => {
    const e = live(key);
    const next = { n: (e?.n ?? 0) + 1, until: e?.until ?? now() + ttlMs };
    put(key, next);
    return next.n;
  };
  return {
    hit: (key, ttlMs) => Promise.resolve(hit(key, ttlMs)),
    // Synchronous from the read to the writes: no other request runs in between.
    attempt: (countKey, waitKey, rule) => {
      const wait = live(waitKey);
      if (wait) return Promise.resolve(wait.until - now());
      const delay = backoffWaitMs(hit(countKey, rule.windowMs), rule);
      if (delay > 0) put(waitKey, { n: 1, until: now() + delay });
      return Promise.resolve(0);
    },
    mark: (key, ttlMs) => {
      put(key, { n: 1, until: now() + ttlMs });
      return Promise.resolve();
    },
    ttl: (key) => Promise.resolve(Math.max(0, (live(key)?.until ?? 0) - now())),
    remove: (...keys) => {
      for (const k of keys) entries.delete(k);
      return Promise.resolve();
    },
  };
}

/** INCR that sets the expiry on the first hit only (a fixed window from the first hit). */
const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/**
 * `CounterStore.attempt` in one script (atomic across processes). KEYS: count, wait. ARGV: window,
 * free tries, base wait, max wait (ms). Returns the ms left on the wait, or 0 when the try counts.
 */
const ATTEMPT_SCRIPT = `local left = redis.call('PTTL', KEYS[2])
if left > 0 then return left end
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local free = tonumber(ARGV[2])
if n >= free then
  local delay = math.min(tonumber(ARGV[3]) * 2 ^ math.min(n - free, 30), tonumber(ARGV[4]))
  redis.call('SET', KEYS[2], '1', 'PX', math.floor(delay))
end
return 0`;

/** Counters in Redis under `prefix`; on a Redis error they read as 0 (the request goes through). */
export function redisCounters(
  redis: Redis,
  prefix: string,
  log: { warn(obj: object, msg: string): void },
): CounterStore {
  const safe = async <T>(fallback: T, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      log.warn({ error: (err as Error).message }, 'redis counter error');
      return fallback;
    }
  };
  const k = (key: string) => `${prefix}${key}`;
  return {
    hit: (key, ttlMs) => safe(0, async () => Number(await redis.eval(HIT_SCRIPT, 1, k(key), String(ttlMs)))),
    mark: (key, ttlMs) =>
      safe(undefined, async () => {
        await redis.set(k(key), '1', 'PX', ttlMs);
      }),
    ttl: (key) => safe(0, async () => Math.max(0, await redis.pttl(k(key)))),
    attempt: (countKey, waitKey, rule) =>
      safe(0, async () =>
        Number(
          await redis.eval(
            ATTEMPT_SCRIPT,
            2,
            k(countKey),
            k(waitKey),
            String(rule.windowMs),
            String(rule.freeTries),
            String(rule.baseWaitMs),
            String(rule.maxWaitMs),
          ),
        ),
      ),
    remove: (...keys) =>
      safe(undefined, async () => {
        if (keys.length > 0) await redis.del(...keys.map(k));
      }),
  };
}

/**
 * Registers the plugin (no global limit) and `app.counters`. Connects to Redis first when
 * REDIS_URL is set.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config): Promise<void> {
  let redis: Redis | undefined;
  if (config.REDIS_URL) {
    redis = new Redis(config.REDIS_URL, {
      lazyConnect: true,
      connectTimeout: 2000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    // Errors are reported on each command; the client reconnects by itself.
    redis.on('error', (err: Error) => app.log.warn({ error: err.message }, 'redis error'));
    // Unreachable at start: serve anyway (limits are skipped until the client reconnects).
    await redis.connect().catch((err: Error) => app.log.warn({ error: err.message }, 'redis unreachable'));
    const client = redis;
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
  }
  app.decorate(
    'counters',
    redis ? redisCounters(redis, `${config.REDIS_PREFIX}ct:`, app.log) : memoryCounters(),
  );
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: `${config.REDIS_PREFIX}rl:`,
    // With Redis unreachable, the database-backed limits (codes per username) still hold.
    skipOnError: true,
  });
}

/** A string field of the request body before validation (for per-username keys); '' when absent. */
function bodyField(req: FastifyRequest, name: string): string {
  const body = req.body as Record<string, unknown> | null | undefined;
  const v = body && typeof body === 'object' ? body[name] : undefined;
  return typeof v === 'string' ? normalizeUsername(v).slice(0, 254) : '';
}

/** The per-route limits of the account calls, from the configuration. */
export function accountLimits(
  config: Config,
): Record<'otpRequests' | 'login' | 'codeChecks' | 'lookups' | 'uploads', RateLimitOptions> {
  return {
    /** send-otp: per client address per hour. */
    otpRequests: { max: config.RATE_LIMIT_OTP_PER_HOUR, timeWindow: HOUR_MS },
    /** login: per client address and username per minute (counted once the body is parsed). */
    login: {
      max: config.RATE_LIMIT_LOGIN_PER_MINUTE,
      timeWindow: MINUTE_MS,
      hook: 'preValidation',
      keyGenerator: (req) => `${req.ip}|${bodyField(req, 'username')}`,
    },
    /** create/ and set-password/: per client address per hour. */
    codeChecks: { max: config.RATE_LIMIT_CODE_CHECKS_PER_HOUR, timeWindow: HOUR_MS },
    /** verify-user/ and get-email/: per client address per minute. */
    lookups: { max: config.RATE_LIMIT_LOOKUPS_PER_MINUTE, timeWindow: MINUTE_MS },
    /** photo uploads: per client address per hour. */
    uploads: { max: config.RATE_LIMIT_UPLOADS_PER_HOUR, timeWindow: HOUR_MS },
  };
}
