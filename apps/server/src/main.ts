/**
 * Starts the product: parses the configuration, opens the database (PGlite in DATA_DIR unless
 * DATABASE_URL is set), applies migrations, loads reference lists and (unless DEMO_DATA=false)
 * the demo community into an empty database, starts the Socket.IO server (modules/realtime) on the
 * same HTTP server, then listens on HOST:PORT. On the embedded database it first takes DATA_DIR's
 * lock (lib/data-dir-lock.ts, DESIGN.md D23), released at exit, so that CLI commands writing to the
 * folder refuse while it runs; it refuses to start (exit code 1) while another process holds it.
 */
import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { openStorage } from './lib/storage';
import { buildApp } from './app';
import { DataDirBusyError, lockDataDir } from './lib/data-dir-lock';
import { registerRealtime } from './modules/realtime/plugin';

const started = Date.now();
const config = loadConfig();
if (!config.DATABASE_URL) {
  try {
    // Released by the process's exit (the signal handlers below end in process.exit).
    lockDataDir(config.DATA_DIR, 'server');
  } catch (err) {
    if (!(err instanceof DataDirBusyError)) throw err;
    console.error(err.message.replace('then run this command again', 'then start this one'));
    process.exit(1);
  }
}
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.join(config.DATA_DIR, 'pgdata'),
});
// DATA_DIR/files, or the S3 bucket when S3_BUCKET is set (lib/storage.ts).
const storage = await openStorage(config);
// Under `npm run start:cluster` the launcher did this once (MIGRATE_ON_START=false here).
if (config.MIGRATE_ON_START) await prepareDatabase(database, storage, config);
// PGlite has no autovacuum: refresh planner statistics and visibility maps ourselves.
const VACUUM_EVERY_MS = 30 * 60 * 1000;
if (database.kind === 'pglite') {
  await database.vacuum();
  setInterval(() => void database.vacuum().catch(() => undefined), VACUUM_EVERY_MS).unref();
}

const app = await buildApp({ config, database, storage });
// Socket.IO for friend chat and group forums (with REDIS_URL, fanned out across processes).
registerRealtime(app);
const close = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void close('SIGINT'));
process.once('SIGTERM', () => void close('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info({ ms: Date.now() - started, database: database.kind }, 'ready');
