/**
 * `npm run backup -- [folder]` (issue 14): writes a backup of the configured database (PGlite in
 * DATA_DIR, or DATABASE_URL's PostgreSQL) and of DATA_DIR/files into `folder` (default
 * `backups/<time>` under the working directory); see ./backup-archive.ts. With PGlite, stop the
 * server first. Prints the manifest (row counts per table); exit code 1 on failure.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { backup } from './backup-archive';

const out = path.resolve(
  process.argv[2] ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')),
);
try {
  const manifest = await backup(loadConfig(), out);
  process.stdout.write(`Backup written to ${out}\n${JSON.stringify(manifest, null, 2)}\n`);
  if (manifest.files === null) {
    process.stdout.write('Files are in the S3 bucket and not in this backup: see docs/deploy.md.\n');
  }
} catch (err) {
  process.stderr.write(`Backup failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
