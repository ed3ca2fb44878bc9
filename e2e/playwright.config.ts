/**
 * Browser tests in the system Chromium (`/usr/bin/chromium`, or CHROMIUM_PATH): never a downloaded
 * browser.
 *
 * Two servers run from source, each on a fresh data folder with a small demo community, on
 * E2E_PORT and E2E_PORT + 1. The spec files are split between them (`SERVER_B_FILES`), and each
 * server takes one file at a time, so a file never shares its server (its members, limits and
 * settings) with another file running at the same time. The two shares run side by side: on a
 * 2-core machine the whole run took 31.8 min instead of 40.2 min (2026-11-28).
 * `E2E_WORKERS=1` runs the shares one after the other.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ALL_TEST_MODERATORS, dataDirVariable, MODERATOR_PASSWORD } from './tests/moderator-pool';

const PORT = Number(process.env.E2E_PORT ?? 3199);
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/**
 * The files the second server runs; every other file (a new one too) runs on the first. Chosen so
 * that the two shares take about as long. Measured 2026-11-28 on 2 cores: one file at a time, the
 * tests took 39.6 min in all (a11y.spec 8.1 min); side by side they took 31.8 min with
 * content.spec in this share (server A's share 26.0 min of tests, this one 31.1 min), because
 * axe's checks slow down most when the two shares compete for the cores (a11y.spec 17.7 min).
 */
const SERVER_B_FILES = [
  'a11y.spec.ts',
  'accounts-screens.spec.ts',
  'indic-layout.spec.ts',
  'discovery.spec.ts',
  'accounts-forms.spec.ts',
].map((file) => `**/tests/${file}`);

/**
 * The environment of one test server: its own port and a fresh data folder. The folder is made once
 * per run, in the runner, and kept in the runner's environment, which the test workers inherit (they
 * load this file again): moderator-pool.ts finds the server's folder there.
 */
function serverEnv(port: number): Record<string, string> {
  const dataDir = (process.env[dataDirVariable(port)] ??= fs.mkdtempSync(
    path.join(os.tmpdir(), 'nikah-e2e-'),
  ));
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    // The tests read one-time codes from the dev outbox and approve profiles (DESIGN.md D23).
    DEV_OUTBOX: 'true',
    DEMO_PROFILES: '300',
    LOG_LEVEL: 'warn',
    // Every browser test comes from one address: the per-address limits would stop the suite.
    RATE_LIMIT_OTP_PER_HOUR: '1000',
    RATE_LIMIT_CODE_CHECKS_PER_HOUR: '1000',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    RATE_LIMIT_LOGIN_PER_IP_PER_HOUR: '100000',
    RATE_LIMIT_LOOKUPS_PER_MINUTE: '1000',
    RATE_LIMIT_DETAIL_PER_IP_PER_HOUR: '100000',
    RATE_LIMIT_LIST_PER_IP_PER_MINUTE: '100000',
    RATE_LIMIT_LIST_PER_MEMBER_PER_MINUTE: '100000',
    RATE_LIMIT_DETAIL_PER_MEMBER_PER_HOUR: '100000',
    RATE_LIMIT_CAPTCHA_PER_MINUTE: '1000',
    // The service's own contact details (README: SITE_*), checked by site-contacts.spec.ts.
    SITE_WHATSAPP: '+91 98765 43210',
    SITE_EMAIL: 'help@nikah.test',
    SITE_YOUTUBE_URL: 'https://www.youtube.com/@nikah-test',
    SITE_FACEBOOK_URL: 'https://www.facebook.com/nikah-test',
    SITE_INSTAGRAM_URL: 'https://www.instagram.com/nikah-test',
    SITE_PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=test.nikah',
    // A web build elsewhere (e.g. one per developer) can be tested with WEB_DIST.
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  };
}

/**
 * The test moderators (moderator-pool.ts), made by the CLI in one process on the fresh data folder
 * before the server starts (no HTTP route makes a superuser, DESIGN.md D23).
 */
const CREATE_MODERATORS = [
  'npx tsx ../apps/server/src/cli/create-superuser.ts',
  ...ALL_TEST_MODERATORS.map((u) => `--username ${u}`),
  `--password ${MODERATOR_PASSWORD}`,
].join(' ');

const servers = [PORT, PORT + 1].map((port) => ({
  command: `${CREATE_MODERATORS} > /dev/null && npx tsx ../apps/server/src/main.ts`,
  url: `http://127.0.0.1:${port}/healthz`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: serverEnv(port),
}));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Every test's duration, for bench/results/test-suite.md (the folder is not committed).
  reporter: [['list'], ['json', { outputFile: 'playwright-report/results.json' }]],
  outputDir: './test-results',
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'server-a',
      testIgnore: SERVER_B_FILES,
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${PORT}` },
    },
    {
      name: 'server-b',
      testMatch: SERVER_B_FILES,
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${PORT + 1}` },
    },
  ],
  webServer: servers,
});
