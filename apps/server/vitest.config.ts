import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core runner. Much
    // of a file's time is spent waiting (PostgreSQL's own processes, sockets, spawned servers,
    // pg_dump), so a worker per core, at least two, shortens the run (files are independent: each
    // has its own databases, data folders, ports and Redis prefixes).
    maxWorkers: Math.max(2, availableParallelism()),
    // Builds the server entries the process tests spawn, once per run (test/server-bundle.ts).
    globalSetup: ['test/server-bundle.ts'],
  },
});
