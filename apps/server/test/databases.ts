/**
 * Test databases: a fresh in-memory PGlite, and, when TEST_DATABASE_URL is set, a fresh PostgreSQL
 * database created for the test file and dropped after it (so files can run side by side).
 *
 * Both start from a migrated template instead of an empty database migrated per test: a new PGlite
 * runs initdb (seconds of WebAssembly) and the migrations add more, for each of the hundreds of
 * databases a run makes. The templates are made once per set of migrations (their content's hash
 * names them), so a changed or added migration gives a new template:
 * - PGlite: a tarball of the migrated data folder in the system temporary folder, loaded with
 *   PGlite's `loadDataDir` (no initdb);
 * - PostgreSQL: a database `nikah_template_<hash>` that test databases are created from
 *   (`CREATE DATABASE ... TEMPLATE`), made under an advisory lock so parallel files make it once.
 * `migrate()` still runs on each fresh database (a no-op when the template is current).
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client';

export type DatabaseKind = 'pglite' | 'postgres';

/** The database kinds this run tests: always PGlite, PostgreSQL when TEST_DATABASE_URL is set. */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

const MIGRATIONS = fileURLToPath(new URL('../drizzle', import.meta.url));
/** Any advisory lock key of our own: serialises the making of the PostgreSQL template. */
const TEMPLATE_LOCK = 14_2026;

/**
 * Hash (12 hex digits) of the migration files (names and contents) and the PGlite version (its
 * data folder format), which names the templates.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  for (const file of walk(MIGRATIONS).sort()) {
    hash.update(path.relative(MIGRATIONS, file));
    hash.update(fs.readFileSync(file));
  }
  // The package's entry is dist/index.*; its package.json (not exported) is one folder up.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json')));
  return hash.digest('hex').slice(0, 12);
}

let key: string | undefined;
const keyOnce = () => (key ??= templateKey());

let pgliteTemplateBlob: Promise<Blob> | undefined;

/**
 * The migrated PGlite data folder as a tarball, for `openDatabase({ loadDataDir })` (also a data
 * folder on disk): read from the temporary folder, or made there (written under a temporary name,
 * then renamed, so a parallel file never reads half of it).
 */
export function pgliteTemplate(): Promise<Blob> {
  pgliteTemplateBlob ??= (async () => {
    const file = path.join(os.tmpdir(), `nikah-pglite-template-${keyOnce()}.tar`);
    if (!fs.existsSync(file)) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nikah-pglite-template-'));
      try {
        const database = await openDatabase({ dataDir: path.join(dir, 'pgdata') });
        await database.migrate();
        await database.close();
        const client = await PGlite.create(path.join(dir, 'pgdata'));
        const dump = await client.dumpDataDir('none');
        await client.close();
        const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
        fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
        fs.renameSync(partial, file);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
    return new Blob([fs.readFileSync(file)]);
  })();
  return pgliteTemplateBlob;
}

/** `adminUrl` with its database replaced by `name`. */
function urlWithDatabase(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let postgresTemplate: Promise<string> | undefined;

/**
 * The name of the migrated PostgreSQL template database, made if missing: migrated under a
 * `_building` name and renamed when done, so a run stopped half-way leaves no broken template.
 */
function postgresTemplateOnce(adminUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `nikah_template_${keyOnce()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) {
        const building = `${name}_building`;
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${building}`);
        const database = await openDatabase({ url: urlWithDatabase(adminUrl, building) });
        try {
          await database.migrate();
        } finally {
          await database.close();
        }
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
    } finally {
      await admin.end();
    }
    return name;
  })();
  return postgresTemplate;
}

/** Opens a fresh, migrated database of `kind`; `drop()` removes it after the tests. */
export async function freshDatabase(kind: DatabaseKind): Promise<Database & { drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: await pgliteTemplate() });
    await database.migrate();
    return { ...database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const template = await postgresTemplateOnce(adminUrl);
  const name = `nikah_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const database = await openDatabase({ url: urlWithDatabase(adminUrl, name) });
  await database.migrate();
  return {
    ...database,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
