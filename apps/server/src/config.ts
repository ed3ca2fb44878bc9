/**
 * The server's configuration, parsed once from the environment with Zod (DESIGN.md section 3).
 * `loadConfig(env)` returns a frozen `Config` or throws a ZodError naming the bad variables.
 */
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Folder of the embedded database and stored files. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Redis connection string, used for rate limits and real-time fan-out when set. */
  REDIS_URL: z.string().url().optional(),
  /** Load the demo community into an empty database. */
  DEMO_DATA: bool.default(true),
  /** Number of demo profiles loaded into an empty database. */
  DEMO_PROFILES: z.coerce.number().int().min(0).max(1_000_000).default(2000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the built web app; served at / when it exists. */
  WEB_DIST: z.string().optional(),
});

export type Config = Readonly<
  Omit<z.infer<typeof configSchema>, 'DATA_DIR' | 'WEB_DIST'> & { DATA_DIR: string; WEB_DIST: string }
>;

/** Parses `env` (default `process.env`); relative paths are resolved against the working directory. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.parse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  return Object.freeze({
    ...parsed,
    DATA_DIR: path.resolve(parsed.DATA_DIR),
    WEB_DIST: path.resolve(parsed.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
  });
}
