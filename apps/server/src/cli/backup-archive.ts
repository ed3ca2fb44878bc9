/**
 * Backups and restores (issue 14, docs/deploy.md "Back up and restore") for both database modes:
 * - PGlite (no DATABASE_URL): `database.tar.gz`, PGlite's own consistent dump of its data folder
 *   (`dumpDataDir`). PGlite is one process: stop the server first (the CLI refuses while a server
 *   holds DATA_DIR's lock, lib/data-dir-lock.ts).
 * - PostgreSQL (DATABASE_URL): `database.dump`, `pg_dump --format=custom` (a consistent snapshot
 *   while the servers run), restored with `pg_restore --clean --if-exists --no-owner`.
 * - Files: the folder DATA_DIR/files copied to `files/` (temporary files of unfinished writes are
 *   left out). With S3_BUCKET set the objects stay in the bucket: back them up with the storage's
 *   own versioning or replication (out of scope here; the manifest says so).
 * A `manifest.json` records the mode, the time, and per table its row count, so a restore drill
 * can compare. Errors: throws with the tool's message (pg_dump missing, folder not found).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { z } from 'zod';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { lockDataDir } from '../lib/data-dir-lock';
import { TEMP_SUFFIX } from '../lib/storage';

const run = promisify(execFile);

export const manifestSchema = z.object({
  kind: z.enum(['pglite', 'postgres']),
  createdAt: z.string(),
  /** Row count of each table of the public schema at backup time (PostgreSQL: at pg_dump's start, approximately). */
  tables: z.record(z.string(), z.number().int()),
  /** Files copied, or null when they live in an S3 bucket (not part of the backup). */
  files: z.number().int().nullable(),
});
export type Manifest = z.infer<typeof manifestSchema>;

type Settings = Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'S3_BUCKET'>;

const pgdataOf = (config: Settings) => path.join(config.DATA_DIR, 'pgdata');
const filesOf = (config: Settings) => path.join(config.DATA_DIR, 'files');

/** Row count of every table of the public schema, by name. */
export async function countRows(database: Database): Promise<Record<string, number>> {
  const { rows } = await database.executeSql(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const names = z.array(z.object({ tablename: z.string() })).parse(rows);
  const counts: Record<string, number> = {};
  for (const { tablename } of names) {
    const result = await database.executeSql(`SELECT count(*)::int AS n FROM "${tablename}"`);
    counts[tablename] = z.array(z.object({ n: z.number() })).parse(result.rows)[0]?.n ?? 0;
  }
  return counts;
}

/**
 * Holds DATA_DIR's lock (lib/data-dir-lock.ts) while `work` runs on the PGlite folder: opening the
 * folder beside a running server would corrupt it. Throws DataDirBusyError ("stop the server
 * first") while a server or another command holds it.
 */
async function withDataDirLock<T>(config: Settings, command: string, work: () => Promise<T>): Promise<T> {
  const lock = lockDataDir(config.DATA_DIR, command);
  try {
    return await work();
  } finally {
    lock.release();
  }
}

/** Copies the files folder `from` to `to`, leaving out temporary files; returns the count. */
async function copyFiles(from: string, to: string): Promise<number> {
  if (!fs.existsSync(from)) {
    await fsp.mkdir(to, { recursive: true });
    return 0;
  }
  let count = 0;
  await fsp.cp(from, to, {
    recursive: true,
    filter: (source) => {
      if (source.endsWith(TEMP_SUFFIX)) return false;
      if (fs.statSync(source).isFile()) count++;
      return true;
    },
  });
  return count;
}

/** Writes a backup of the configured database and files into the new folder `out`. */
export async function backup(config: Settings, out: string): Promise<Manifest> {
  if (fs.existsSync(out) && fs.readdirSync(out).length > 0) throw new Error(`${out} is not empty`);
  await fsp.mkdir(out, { recursive: true });
  let tables: Record<string, number>;
  if (config.DATABASE_URL) {
    const database = await openDatabase({ url: config.DATABASE_URL });
    try {
      tables = await countRows(database);
    } finally {
      await database.close();
    }
    await run('pg_dump', ['--format=custom', '--file', path.join(out, 'database.dump'), config.DATABASE_URL]);
  } else {
    tables = await withDataDirLock(config, 'backup', async () => {
      const client = await PGlite.create(pgdataOf(config));
      try {
        const dump = await client.dumpDataDir('gzip');
        await fsp.writeFile(path.join(out, 'database.tar.gz'), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await client.close();
      }
      const database = await openDatabase({ dataDir: pgdataOf(config) });
      try {
        return await countRows(database);
      } finally {
        await database.close();
      }
    });
  }
  const files = config.S3_BUCKET ? null : await copyFiles(filesOf(config), path.join(out, 'files'));
  const manifest: Manifest = {
    kind: config.DATABASE_URL ? 'postgres' : 'pglite',
    createdAt: new Date().toISOString(),
    tables,
    files,
  };
  await fsp.writeFile(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Restores the backup folder `from` into the configured database and files folder. The database
 * kind must match the backup's. The current PGlite folder and files folder are kept beside the
 * new ones as `<name>.before-restore-<time>`. Returns the backup's manifest.
 */
export async function restore(config: Settings, from: string): Promise<Manifest> {
  const manifest = manifestSchema.parse(
    JSON.parse(await fsp.readFile(path.join(from, 'manifest.json'), 'utf8')),
  );
  const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.kind !== kind) {
    throw new Error(`the backup is of ${manifest.kind}, the configuration of ${kind}`);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const setAside = async (dir: string) => {
    if (fs.existsSync(dir)) await fsp.rename(dir, `${dir}.before-restore-${stamp}`);
  };
  if (config.DATABASE_URL) {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--exit-on-error',
      '--dbname',
      config.DATABASE_URL,
      path.join(from, 'database.dump'),
    ]);
  } else {
    await withDataDirLock(config, 'restore', async () => {
      await setAside(pgdataOf(config));
      const dump = await fsp.readFile(path.join(from, 'database.tar.gz'));
      const client = await PGlite.create(pgdataOf(config), { loadDataDir: new Blob([dump]) });
      await client.close();
    });
  }
  if (manifest.files !== null) {
    await setAside(filesOf(config));
    await copyFiles(path.join(from, 'files'), filesOf(config));
  }
  return manifest;
}
