/**
 * A secret kept in a file of DATA_DIR (the server key, the VAPID pair): read it, or make it once.
 * Several processes start at once on a fresh folder (`start:cluster`, systemd units), so the file
 * appears whole or not at all: the content is written to a private temporary file first and then
 * linked to its name, which fails when another process got there first (its file is read instead).
 * Creating the name with `wx` and then writing left a moment when a second process read it empty
 * (bench:load of 2026-11-29: a server crashed at start on `vapid.json`).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The content of `file`, or, when it does not exist, `make()` written to it with mode 0600 and
 * returned (or the content another process wrote first). Throws on other file-system errors.
 */
export function readOrCreateKeyFile(file: string, make: () => Buffer): Buffer {
  try {
    return fs.readFileSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const content = make();
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, content, { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(temporary, file);
    return content;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file);
    throw err;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}
