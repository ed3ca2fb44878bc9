/**
 * The counter stores (rate limits, login and code tries) a test file runs its cases on: memory
 * always, and Redis when TEST_REDIS_URL is set, under a key prefix of its own per test file so
 * files running side by side never share counts.
 */
import { randomBytes } from 'node:crypto';

/** One store: its name in test titles and the environment that selects it. */
export interface CounterStoreCase {
  name: 'memory' | 'redis';
  env: Record<string, string>;
}

/** Memory, then Redis where the run has one. */
export const COUNTER_STORES: CounterStoreCase[] = [
  { name: 'memory', env: {} },
  ...(process.env.TEST_REDIS_URL
    ? [
        {
          name: 'redis' as const,
          env: {
            REDIS_URL: process.env.TEST_REDIS_URL,
            REDIS_PREFIX: `nikah-test-${randomBytes(4).toString('hex')}:`,
          },
        },
      ]
    : []),
];
