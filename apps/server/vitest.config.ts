import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Builds the server entries the process tests spawn, once per run (test/server-bundle.ts).
    globalSetup: ['test/server-bundle.ts'],
  },
});
