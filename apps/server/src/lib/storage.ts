/**
 * File storage (DESIGN.md section 1, issue 14): one `Storage` interface, two implementations.
 * - `localStorage(root)`: the disk folder `DATA_DIR/files` (or a shared folder mounted on every
 *   process). Writes are atomic: a temporary file in the same folder is written, fsync'd and
 *   renamed over the key, so a crash never leaves a half-written file under a key.
 * - `s3Storage(...)` (./storage-s3.ts): an S3-compatible bucket when `S3_*` is set, for several
 *   processes or machines.
 * Keys are relative paths such as `books/3/book.pdf`; they are checked so that no key can leave the
 * storage folder (or prefix).
 */
import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';

export interface Storage {
  /** Writes `data` under `key`, replacing what was there; the old or the new bytes, never a mix. */
  put(key: string, data: Uint8Array | string): Promise<void>;
  /**
   * Absolute path of a local copy of a stored file (for streaming, sharp, Chromium), or null when
   * the key is unknown. On S3 the copy is a cache refreshed when the object changes.
   */
  locate(key: string): Promise<string | null>;
  /** Removes a stored file; unknown keys are ignored. */
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Throws when `key` is not a plain relative path (no `..`, no absolute paths). */
export function assertKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((p) => p === '..' || p === '.')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
}

/** Suffix of the temporary files of `writeFileAtomic` (never a valid key's last part: it starts with `~`). */
export const TEMP_SUFFIX = '.tmp';

/**
 * Writes `data` to `file` atomically: `~<random>.tmp` beside it, fsync, rename over `file`, fsync
 * of the folder (so the rename itself survives a power cut). Creates the folder. A crash leaves
 * either the previous file or the new one, plus at worst a stray temporary file.
 */
export async function writeFileAtomic(file: string, data: Uint8Array | string): Promise<void> {
  const dir = path.dirname(file);
  await fsp.mkdir(dir, { recursive: true });
  const temp = path.join(dir, `~${path.basename(file)}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`);
  const handle = await fsp.open(temp, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fsp.rename(temp, file);
  } catch (err) {
    await fsp.rm(temp, { force: true });
    throw err;
  }
  const folder = await fsp.open(dir, 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/** Storage on the local disk, rooted at `root` (created on first write). */
export function localStorage(root: string): Storage {
  const full = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  return {
    put: async (key, data) => writeFileAtomic(full(key), data),
    async locate(key) {
      const file = full(key);
      return fsp.access(file).then(
        () => file,
        () => null,
      );
    },
    async remove(key) {
      await fsp.rm(full(key), { force: true });
    },
  };
}

/**
 * The storage the configuration asks for: the S3 bucket when S3_BUCKET is set (its local copies
 * under `DATA_DIR/cache/s3`), else `DATA_DIR/files`. The S3 client is loaded only then.
 */
export async function openStorage(config: Config): Promise<Storage> {
  if (config.S3_BUCKET) {
    const { s3Storage } = await import('./storage-s3');
    return s3Storage({
      bucket: config.S3_BUCKET,
      ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
      region: config.S3_REGION,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? {
            credentials: {
              accessKeyId: config.S3_ACCESS_KEY_ID,
              secretAccessKey: config.S3_SECRET_ACCESS_KEY,
            },
          }
        : {}),
      prefix: config.S3_PREFIX,
      cacheDir: path.join(config.DATA_DIR, 'cache', 's3'),
    });
  }
  return localStorage(path.join(config.DATA_DIR, 'files'));
}
