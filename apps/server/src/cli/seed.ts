/**
 * `npm run seed -- --profiles <n>` (DESIGN.md section 3): opens the configured database, applies
 * migrations, loads the reference lists if missing and adds n more demo profiles (for benchmarks).
 * Exits with status 1 and a message on bad arguments or a database error; 3 while a server holds
 * the embedded database in DATA_DIR (stop it first).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { insertDemoProfiles, seedReference } from '../db/seed';
import { holdDataDir } from './data-dir-guard';

const USAGE = 'Usage: npm run seed -- --profiles <n>   (n: whole number, 0 to 1000000)';

/** Parses `argv` (without node and script); returns the profile count or throws with the usage. */
export function parseSeedArgs(argv: string[]): number {
  const { values } = parseArgs({ args: argv, options: { profiles: { type: 'string', short: 'p' } } });
  const n = Number(values.profiles ?? '0');
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000) throw new Error(USAGE);
  return n;
}

async function main(): Promise<void> {
  let count: number;
  try {
    count = parseSeedArgs(process.argv.slice(2));
  } catch (err) {
    const message = err instanceof Error ? err.message : USAGE;
    console.error(message === USAGE ? USAGE : `${message}\n${USAGE}`);
    process.exitCode = 1;
    return;
  }
  const config = loadConfig();
  // The embedded database serves one process: refused while a server holds DATA_DIR (D23).
  const release = holdDataDir(config, 'seed');
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pgdata'),
  });
  try {
    const started = performance.now();
    await database.migrate();
    await seedReference(database.db);
    const added = await insertDemoProfiles(database.db, count, {
      onBatch: (n) => {
        if (count >= 10_000 && n % 10_000 === 0) console.log(`  ${n} / ${count}`);
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Added ${added} demo profiles in ${seconds} s.`);
  } catch (err) {
    console.error('Seeding failed:', err instanceof Error ? err.message : err);
    process.exitCode = 1;
  } finally {
    await database.close();
    release();
  }
}

await main();
