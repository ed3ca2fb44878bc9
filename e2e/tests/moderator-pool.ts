/**
 * The browser tests' superusers (DESIGN.md D23: no HTTP route makes one). Each test server's
 * command (playwright.config.ts) first runs `create-superuser` once with every username below, on
 * its fresh DATA_DIR, then starts the server; `createSuperuser` (moderator-helpers.ts) hands out
 * one pool entry per call. Kept apart from the helpers so the config can import it without the
 * test fixtures.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The password of every test moderator. */
export const MODERATOR_PASSWORD = 'modpass123';

/**
 * How many moderators `createSuperuser` can hand out on one server in one run. The spec files call
 * it 13 times in all (a11y 2, content-languages 2, groups 4, moderation 2, profile-actions 3, the
 * screenshot tests included), whichever server they run on; the rest is room for retried hooks.
 */
const POOL_SIZE = 24;

/** Mobile numbers (as the login page takes them) outside freshMobile's range (9x...). */
const mobile = (n: number) => `60000${String(n).padStart(5, '0')}`;

/** The moderators `createSuperuser` hands out, in order. */
export const MODERATOR_POOL: readonly string[] = Array.from({ length: POOL_SIZE }, (_, i) => mobile(i));

/**
 * Two moderators reserved for two-factor.spec.ts (they enrol a second factor, so no other test may
 * get them); signed in with MODERATOR_PASSWORD.
 */
export const TWO_FACTOR_MODERATORS: readonly { username: string }[] = [
  { username: mobile(900) },
  { username: mobile(901) },
];

/** Every username the server command creates before the server starts. */
export const ALL_TEST_MODERATORS = [...MODERATOR_POOL, ...TWO_FACTOR_MODERATORS.map((m) => m.username)];

/**
 * The environment variable naming the data folder of the server on `port`. The config sets it in
 * the runner, and the test workers inherit it, so every process of a run agrees on the folder.
 */
export const dataDirVariable = (port: number) => `E2E_DATA_DIR_${port}`;

/**
 * Claims the next free pool entry of the server on `port`: an exclusive-create file per username
 * beside the server's data folder, so test files in different worker processes never get the same
 * moderator. Throws when the pool is used up (raise POOL_SIZE) or the folder is unknown.
 */
export function claimModerator(port: number): string {
  const dataDir = process.env[dataDirVariable(port)];
  if (!dataDir) {
    throw new Error(`${dataDirVariable(port)} is not set: start the tests through playwright.config.ts`);
  }
  const claims = `${dataDir}-moderators`;
  fs.mkdirSync(claims, { recursive: true });
  for (const username of MODERATOR_POOL) {
    try {
      fs.closeSync(fs.openSync(path.join(claims, username), 'wx'));
      return username;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  throw new Error(
    `All ${POOL_SIZE} test moderators of port ${port} are in use: raise POOL_SIZE in moderator-pool.ts`,
  );
}
