/**
 * `npm run restore -- <folder>` (issue 14): restores a backup made by `npm run backup` into the
 * configured database and DATA_DIR/files (see ./backup-archive.ts); the PGlite folder and the
 * files folder replaced are kept beside as `<name>.before-restore-<time>`. With PGlite, stop the
 * server first. Exit code 1 on failure, 2 without a folder.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { restore } from './backup-archive';

const from = process.argv[2];
if (!from) {
  process.stderr.write('Usage: npm run restore -- <backup folder>\n');
  process.exit(2);
}
try {
  const manifest = await restore(loadConfig(), path.resolve(from));
  process.stdout.write(`Restored the ${manifest.kind} backup of ${manifest.createdAt} from ${from}\n`);
} catch (err) {
  process.stderr.write(`Restore failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
