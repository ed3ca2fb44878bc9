/**
 * One suite for both storage implementations (issue 14): the disk folder and an S3 bucket on a
 * real S3-compatible server (s3rver on 127.0.0.1:3461). Two `Storage` objects over the same bucket
 * stand for two processes; the disk's atomic write is checked for leftovers and torn files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { localStorage, openStorage, TEMP_SUFFIX, writeFileAtomic, type Storage } from './storage';
import { startS3Server, type TestS3 } from './storage-test-helpers';

const S3_PORT = 3461;

interface Kind {
  name: string;
  /** Two storages over the same files (two processes). */
  open(): Promise<[Storage, Storage]>;
  close(): Promise<void>;
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'nikah-storage-'));

const disk = (): Kind => {
  const root = tempDir();
  return {
    name: 'disk',
    open: () => Promise.resolve([localStorage(root), localStorage(root)]),
    close: () => Promise.resolve(fs.rmSync(root, { recursive: true, force: true })),
  };
};

const s3 = (): Kind => {
  let server: TestS3 | null = null;
  const dirs: string[] = [];
  return {
    name: 's3',
    async open() {
      server = await startS3Server(S3_PORT);
      const make = () => {
        const dataDir = tempDir();
        dirs.push(dataDir);
        return openStorage(loadConfig({ DATA_DIR: dataDir, ...server!.env }));
      };
      return [await make(), await make()];
    },
    async close() {
      await server?.close();
      for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    },
  };
};

describe.each([disk, s3])('storage', (make) => {
  const kind = make();
  let a: Storage;
  let b: Storage;
  beforeAll(async () => {
    [a, b] = await kind.open();
  });
  afterAll(() => kind.close());

  it(`${kind.name}: a file written by one process is read by another, byte for byte`, async () => {
    const data = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    await a.put('photos/7/original.jpg', data);
    const file = await b.locate('photos/7/original.jpg');
    expect(file).not.toBeNull();
    expect(fs.readFileSync(file!).equals(data)).toBe(true);
  });

  it(`${kind.name}: a replaced file is read anew, a removed one is gone, an unknown one is null`, async () => {
    await a.put('books/1/book.pdf', 'first');
    expect(fs.readFileSync((await b.locate('books/1/book.pdf'))!, 'utf8')).toBe('first');
    await a.put('books/1/book.pdf', 'second, longer');
    expect(fs.readFileSync((await b.locate('books/1/book.pdf'))!, 'utf8')).toBe('second, longer');
    await b.remove('books/1/book.pdf');
    expect(await a.locate('books/1/book.pdf')).toBeNull();
    expect(await b.locate('books/1/book.pdf')).toBeNull();
    await expect(a.remove('never/stored.txt')).resolves.toBeUndefined();
  });

  it(`${kind.name}: refuses keys that leave the storage`, async () => {
    for (const key of ['../x', '/etc/passwd', 'a/../../b', 'a//b', '~a.tmp']) {
      await expect(a.put(key, 'x')).rejects.toThrow(/Invalid storage key/);
      await expect(a.locate(key)).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe('atomic writes on disk', () => {
  it('many concurrent writers of one key leave one whole version and no temporary file', async () => {
    const root = tempDir();
    try {
      const file = path.join(root, 'x', 'y.bin');
      const versions = Array.from({ length: 20 }, (_, v) => Buffer.alloc(50_000 + v * 1000, v));
      await Promise.all(versions.map((data) => writeFileAtomic(file, data)));
      const written = fs.readFileSync(file);
      expect(versions.some((v) => v.equals(written))).toBe(true);
      expect(fs.readdirSync(path.dirname(file)).filter((n) => n.endsWith(TEMP_SUFFIX))).toEqual([]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
