/**
 * readOrCreateKeyFile (key-file.ts): made once with mode 0600, read afterwards, and several
 * processes starting at once on a fresh folder all get the same whole content (none reads the
 * file empty or half written, none throws).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { readOrCreateKeyFile } from './key-file';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
function freshDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'key-file-'));
  dirs.push(dir);
  return dir;
}

const MODULE = fileURLToPath(new URL('./key-file.ts', import.meta.url));

/** Starts `n` Node processes that each call readOrCreateKeyFile on `file` at the same moment. */
function race(file: string, n: number): Promise<string[]> {
  const start = Date.now() + 1500;
  const script = `
    import { randomBytes } from 'node:crypto';
    const { readOrCreateKeyFile } = await import(${JSON.stringify(MODULE)});
    while (Date.now() < ${start}) {}
    // A large content makes a torn read likely if the file could be seen half written.
    const key = readOrCreateKeyFile(${JSON.stringify(file)}, () => Buffer.from(randomBytes(256 * 1024).toString('hex')));
    process.stdout.write(String(key.length) + ':' + key.subarray(0, 32).toString());
  `;
  return Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<string>((resolve, reject) => {
          const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
          let out = '';
          let err = '';
          child.stdout.on('data', (d: Buffer) => (out += d.toString()));
          child.stderr.on('data', (d: Buffer) => (err += d.toString()));
          child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(err))));
        }),
    ),
  );
}

describe('readOrCreateKeyFile', () => {
  it('makes the file once, readable by the owner only, and reads it afterwards', () => {
    const file = path.join(freshDir(), 'sub', 'secret.key');
    let made = 0;
    const make = () => {
      made += 1;
      return Buffer.from('first');
    };
    expect(readOrCreateKeyFile(file, make).toString()).toBe('first');
    expect(readOrCreateKeyFile(file, () => Buffer.from('second')).toString()).toBe('first');
    expect(made).toBe(1);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['secret.key']);
  });

  it('gives processes starting together on a fresh folder the same whole content', async () => {
    const file = path.join(freshDir(), 'vapid.json');
    const answers = await race(file, 6);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toBe(`${fs.statSync(file).size}:${fs.readFileSync(file).subarray(0, 32).toString()}`);
    expect(fs.statSync(file).size).toBe(512 * 1024);
  }, 60_000);
});
