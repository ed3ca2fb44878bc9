/**
 * The CLI side of the DATA_DIR lock (lib/data-dir-lock.ts, DESIGN.md D23): a command that opens
 * the embedded database holds the lock while it runs, and refuses, saying to stop the server
 * first, while a server (or another command) holds it. With DATABASE_URL (PostgreSQL, which serves
 * many processes) there is nothing to hold.
 */
import type { Config } from '../config';
import { DataDirBusyError, lockDataDir } from '../lib/data-dir-lock';

/** Exit code of a command refused because DATA_DIR is in use. */
export const BUSY_EXIT_CODE = 3;

/**
 * Holds the lock of `config.DATA_DIR` for `command` (unless DATABASE_URL is set) and returns its
 * `release()`; when another live process holds it, prints why on stderr and exits with
 * BUSY_EXIT_CODE.
 */
export function holdDataDir(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>, command: string): () => void {
  if (config.DATABASE_URL) return () => undefined;
  try {
    const lock = lockDataDir(config.DATA_DIR, command);
    return () => lock.release();
  } catch (err) {
    if (!(err instanceof DataDirBusyError)) throw err;
    console.error(err.message);
    process.exit(BUSY_EXIT_CODE);
  }
}
