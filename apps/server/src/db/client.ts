/**
 * Opens the database: embedded PGlite in `DATA_DIR/pgdata` by default, node-postgres when a
 * connection string is given. Both speak the PostgreSQL dialect and share schema and migrations.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/** A Drizzle database over either driver; both are PostgreSQL underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of `Db` (what `db.transaction(async (tx) => ...)` hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations under apps/server/drizzle. */
  migrate(): Promise<void>;
  /**
   * VACUUM ANALYZE: fresh planner statistics and visibility maps (index-only scans). PostgreSQL's
   * autovacuum does this by itself; PGlite has no autovacuum, so main.ts runs it on a timer.
   */
  vacuum(): Promise<void>;
  /**
   * Raw SQL for libraries that bring their own queries (pg-boss, src/jobs): `values` bind `$1…`;
   * without values the text may hold several statements (on PGlite a failed one rolls back an open
   * transaction, as the one connection is shared). Returns the (last) statement's rows.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens a database. `url` is a postgres:// connection string; otherwise `dataDir` is the PGlite
 * folder, or `memory://` for an in-memory database (tests). `loadDataDir`, a PGlite data folder
 * tarball (`dumpDataDir`), starts an empty `dataDir` from that copy instead of running initdb (tests
 * start from a migrated template: initdb is most of the cost of a new PGlite).
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    let closing = false;
    // An idle connection that the server drops (restart, failover) must not crash the process:
    // the pool replaces it on the next query.
    pool.on('error', (err) => {
      if (!closing) console.error(`PostgreSQL connection error: ${err.message}`);
    });
    const db = drizzlePg(pool, { schema });
    return {
      // Each driver types query results its own way (NodePgQueryResultHKT); services use only the
      // common PgDatabase API, so the driver's result type is widened to the shared one.
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS }),
      vacuum: async () => {
        await pool.query('VACUUM ANALYZE');
      },
      executeSql: async (text, values) => {
        // Several statements give one result each (pg's types know only the single one).
        const result: unknown = await pool.query(text, values);
        const last: unknown = Array.isArray(result) ? result.at(-1) : result;
        const rows: unknown = last && typeof last === 'object' && 'rows' in last ? last.rows : [];
        return { rows: Array.isArray(rows) ? rows : [] };
      },
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  const dir = opts.dataDir ?? 'memory://';
  if (!dir.startsWith('memory://')) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const client = await PGlite.create(dir, opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  const db = drizzlePglite(client, { schema });
  return {
    // As above, for PgliteQueryResultHKT.
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS }),
    vacuum: async () => {
      await client.exec('VACUUM ANALYZE');
    },
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      try {
        return (await client.exec(text)).at(-1) ?? { rows: [] };
      } catch (err) {
        await client.exec('ROLLBACK').catch(() => undefined);
        throw err;
      }
    },
    close: () => client.close(),
  };
}
