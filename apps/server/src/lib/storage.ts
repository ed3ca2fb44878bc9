/**
 * File storage (DESIGN.md section 1): local disk under `DATA_DIR/files`. Keys are relative paths
 * such as `books/3/book.pdf`; they are checked so that no key can leave the storage folder.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';

export interface Storage {
  /** Writes `data` under `key`, replacing what was there. */
  put(key: string, data: Uint8Array | string): Promise<void>;
  /** Absolute path of a stored file, or null when the key is unknown. */
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

/** Storage on the local disk, rooted at `root` (created on first write). */
export function localStorage(root: string): Storage {
  const full = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = full(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      await fsp.writeFile(file, data);
    },
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
