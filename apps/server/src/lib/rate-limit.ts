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

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Registers the plugin (no global limit). Connects to Redis first when REDIS_URL is set. */
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
