/**
 * Browser tests in the system Chromium (`/usr/bin/chromium`, or CHROMIUM_PATH): never a downloaded
 * browser. The server runs from source on a fresh data folder with a small demo community.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3199);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nikah-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
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
  webServer: {
    command: 'npx tsx ../apps/server/src/main.ts',
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
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
    },
  },
});
