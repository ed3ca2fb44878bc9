/**
 * Readies a database for serving (issue 14): applies the committed migrations, loads the
 * reference lists, and (unless DEMO_DATA=false) the demo community into an empty database. Run by
 * main.ts at start, or once by `npm run start:cluster` before its processes start.
 */
import type { Config } from '../config';
import type { Storage } from '../lib/storage';
import type { Database } from './client';
import { seedDemo, seedReference } from './seed';

/** Migrates and seeds `database`; demo photos go to `storage`. */
export async function prepareDatabase(
  database: Database,
  storage: Storage,
  config: Pick<Config, 'DEMO_DATA' | 'DEMO_PROFILES'>,
): Promise<void> {
  await database.migrate();
  await seedReference(database.db);
  if (config.DEMO_DATA) await seedDemo(database.db, storage, { profiles: config.DEMO_PROFILES });
}
