/**
 * `npm run create-superuser` (README): the username must be one the web login page takes (a
 * mobile number or an e-mail address), or the moderator could never sign in to /admin.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const cli = path.resolve(__dirname, 'create-superuser.ts');
const tsx = path.resolve(__dirname, '../../../../node_modules/.bin/tsx');

describe('create-superuser', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });
  const cliIn = async (args: string[]) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'nikah-cli-'));
    dirs.push(dir);
    // The embedded database in a fresh folder, whatever the test run's environment names.
    const { DATABASE_URL: _unused, ...inherited } = process.env;
    const env = { ...inherited, DATA_DIR: dir, LOG_LEVEL: 'silent' };
    return run(tsx, [cli, ...args], { env }).then(
      (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({
        code: e.code,
        out: e.stdout,
        err: e.stderr,
      }),
    );
  };

  it('refuses a username the login page would not take, with the rule message (exit 2)', async () => {
    const r = await cliIn(['--username', 'admin', '--password', 'moderator1']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^username: /m);
  });

  it('creates a superuser named by an e-mail address, lower-cased as accounts store it', async () => {
    const r = await cliIn(['--username', 'Moderator@Example.org', '--password', 'moderator1']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Created superuser moderator@example.org.');
  }, 60_000);
});
