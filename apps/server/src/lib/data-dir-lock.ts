/**
 * The lock on DATA_DIR's embedded database (DESIGN.md D23, issue 28 point 10): PGlite serves one
 * process, and two processes writing one folder lose writes (a CLI's new superuser unseen by the
 * server, the next signup "Already exists"). The server, and every CLI command that opens the
 * folder, holds `DATA_DIR/server.lock` while it has the database open; whoever finds it held by a
 * live process refuses to open the database.
 *
 * The file holds the holder's PID, host and command. It is taken with an atomic link of a complete
 * file (never seen half-written), removed on exit (normal exit, or a signal main.ts turns into an
 * exit), and a lock whose PID is no longer alive on this host (a kill -9, a crash, a reboot) is
 * stale: it is moved aside atomically and taken. Why not proper-lockfile: it tells a stale lock by
 * its age (the holder refreshes the file's time on a timer), so a server whose event loop is busy
 * for longer than that (PGlite runs in the main thread: a VACUUM of a large database) would lose its
 * lock while running, and a crashed server would block the CLI until the age passes; a PID is exact.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Name of the lock file inside DATA_DIR. */
export const LOCK_FILE = 'server.lock';

/** Who holds the lock, as written in the file. */
export interface LockHolder {
  pid: number;
  host: string;
  /** What holds it: `server`, or a CLI command's name (`create-superuser`). */
  command: string;
  since: string;
}

/** The lock is held by another live process; `holder` says which, the message what to do. */
export class DataDirBusyError extends Error {
  constructor(
    readonly file: string,
    readonly holder: LockHolder,
  ) {
    const dir = path.dirname(file);
    const elsewhere =
      holder.host === os.hostname() ? '' : ` If it no longer runs on ${holder.host}, delete ${file}.`;
    super(
      holder.command === 'server'
        ? `A server (PID ${holder.pid}) is running on the embedded database in ${dir}. ` +
            `Stop the server first, then run this command again.${elsewhere}`
        : `\`${holder.command}\` (PID ${holder.pid}) is using the embedded database in ${dir}. ` +
            `Wait until it has finished, then try again.${elsewhere}`,
    );
    this.name = 'DataDirBusyError';
  }
}

function readHolder(file: string): LockHolder | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return null;
    return {
      pid: parsed.pid,
      host: parsed.host,
      command: String(parsed.command),
      since: String(parsed.since),
    };
  } catch {
    return null;
  }
}

/**
 * True unless the holder is certainly gone: on another host we cannot tell (so it is alive); our
 * own PID means a previous life of this PID (a container restarted with the same PID 1).
 */
function holderAlive(holder: LockHolder): boolean {
  if (holder.host !== os.hostname()) return true;
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists under another user.
    return (err as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/**
 * Takes the lock of `dataDir` (created if missing) for `command`. Returns `release()`, which removes
 * the file if it is still ours; the lock is also released when the process exits. Throws
 * DataDirBusyError when a live process holds it.
 */
export function lockDataDir(dataDir: string, command: string): { release(): void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockHolder = {
    pid: process.pid,
    host: os.hostname(),
    command,
    since: new Date().toISOString(),
  };
  const text = JSON.stringify(mine);
  const draft = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(draft, text);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        fs.linkSync(draft, file);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw err;
      }
      const holder = readHolder(file);
      // An unreadable file is a lock being written by hand or damaged: refuse rather than guess.
      if (!holder) throw new DataDirBusyError(file, { pid: 0, host: '?', command: 'unknown', since: '?' });
      if (holderAlive(holder)) throw new DataDirBusyError(file, holder);
      // Stale: move it aside (atomic), then make sure what was moved is the stale lock and not one
      // another process took in between; if not, put it back and refuse.
      const aside = `${file}.stale.${process.pid}`;
      try {
        fs.renameSync(file, aside);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw err;
      }
      const moved = readHolder(aside);
      if (moved && moved.pid !== holder.pid && holderAlive(moved)) {
        fs.renameSync(aside, file);
        throw new DataDirBusyError(file, moved);
      }
      fs.rmSync(aside, { force: true });
    }
  } finally {
    fs.rmSync(draft, { force: true });
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { release };
}
