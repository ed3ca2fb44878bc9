import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/** Test files that replace a module with `vi.mock`: they need a module registry of their own. */
const MOCKING_FILES = ['src/modules/auth/login-race.test.ts'];

const common = {
  testTimeout: 30_000,
  hookTimeout: 120_000,
  pool: 'forks' as const,
};

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core runner. Much
    // of a file's time is spent waiting (PostgreSQL's own processes, sockets, spawned servers,
    // pg_dump), so a worker per core, at least two, shortens the run (files are independent: each
    // has its own databases, data folders, ports and Redis prefixes).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          ...common,
          name: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...MOCKING_FILES],
          // A worker imports the server's modules once for all its files instead of once per file:
          // the run took 240 s instead of 392 s (2026-11-28, 2 cores, quiet). Each file builds its
          // own app with buildApp(deps); helper state a file's data depends on is reset before each
          // file (setupFiles), and the one file that mocks a module runs in the project below.
          isolate: false,
          // Helper state a file's data depends on, started afresh before each file.
          setupFiles: ['test/per-file.ts'],
          // Builds the server entries the process tests spawn, once per run (test/server-bundle.ts).
          globalSetup: ['test/server-bundle.ts'],
        },
      },
      {
        test: { ...common, name: 'server-mocks', include: MOCKING_FILES, isolate: true },
      },
    ],
  },
});
