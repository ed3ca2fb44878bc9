/**
 * Builds the real app over a fresh database of one kind, with reference data and a small demo
 * community, for API integration tests (DESIGN.md section 5). Files go to a temporary folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppDeps } from '../src/app';
import { loadConfig } from '../src/config';
import { seedDemo, seedReference } from '../src/db/seed';
import type { Database } from '../src/db/client';
import { localStorage, type Storage } from '../src/lib/storage';
import { freshDatabase, type DatabaseKind } from './databases';

export interface TestApp {
  app: App;
  database: Database;
  storage: Storage;
  close(): Promise<void>;
}

/**
 * Options: `demoProfiles` (default 60; 0 loads no demo data), extra environment (DEV_OUTBOX=true
 * unless it says otherwise or NODE_ENV=production), and `deps`
 * (replacement SMS/e-mail senders, a stream that receives the log lines, a clock).
 */
export async function makeTestApp(
  kind: DatabaseKind,
  opts: {
    demoProfiles?: number;
    env?: Record<string, string>;
    deps?: Pick<AppDeps, 'senders' | 'logStream' | 'clock' | 'pushAgent'>;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nikah-test-'));
  const database = await freshDatabase(kind);
  const storage = localStorage(path.join(dataDir, 'files'));
  await seedReference(database.db);
  const demoProfiles = opts.demoProfiles ?? 60;
  if (demoProfiles > 0) await seedDemo(database.db, storage, { profiles: demoProfiles });
  // Tests read one-time codes from the dev outbox (DESIGN.md D23), which production refuses.
  const devOutbox = opts.env?.NODE_ENV === 'production' ? {} : { DEV_OUTBOX: 'true' };
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...devOutbox,
    // Messages go out at once whatever the hour the suite runs; quiet-hours tests set their own.
    NOTIFY_DEFAULT_QUIET_HOURS: 'off',
    ...opts.env,
  });
  const app = await buildApp({ config, database, storage, ...opts.deps });
  await app.ready();
  return {
    app,
    database,
    storage,
    async close() {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second API process over `t`'s database and storage, configured with `env` (its data folder
 * `t`'s): what a Redis test case uses to show that counts are shared between processes. The caller
 * closes it.
 */
export async function secondApp(
  t: TestApp,
  env: Record<string, string>,
  deps: Pick<AppDeps, 'senders'> = {},
): Promise<App> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: t.app.deps.config.DATA_DIR,
    LOG_LEVEL: 'silent',
    NOTIFY_DEFAULT_QUIET_HOURS: 'off',
    ...env,
  });
  const app = await buildApp({ config, database: t.database, storage: t.storage, ...deps });
  await app.ready();
  return app;
}
