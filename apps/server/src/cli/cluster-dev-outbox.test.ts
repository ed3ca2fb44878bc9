/**
 * `npm run start:cluster` with DEV_OUTBOX (D23): behind its proxy every client reaches the
 * processes from 127.0.0.1, so the development routes' loopback check would open them to anyone
 * who can reach the proxy. The launcher refuses (exit code 2) unless the proxy listens on loopback.
 * It refuses before it opens any database, so placeholder URLs are enough.
 */
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { spawnServer } from './cluster-test-helpers';

const env = {
  DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
  REDIS_URL: 'redis://127.0.0.1:1',
  DEV_OUTBOX: 'true',
  NODE_ENV: 'development',
  PORT: '3461',
  LOG_LEVEL: 'silent',
};

describe('start:cluster and DEV_OUTBOX', () => {
  it('refuses DEV_OUTBOX when the proxy listens beyond loopback', async () => {
    const cluster = spawnServer('cluster', { ...env, HOST: '0.0.0.0' });
    const [code] = await once(cluster.child, 'exit');
    expect(code).toBe(2);
  });
});
