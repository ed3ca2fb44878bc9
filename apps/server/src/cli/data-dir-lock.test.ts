/**
 * The DATA_DIR lock (DESIGN.md D23, issue 28 point 10): `create-superuser` beside a running server
 * on the embedded database printed success, the login failed until a restart, and the next signup
 * got "Already exists" (two processes on one PGlite folder). A real server process (the built
 * src/main.ts, as `npm start` runs it) holds the lock; the CLI refuses with a message saying to
 * stop the server and a non-zero exit; after the server stops, and after a kill -9 (a stale lock
 * whose PID is gone), the CLI works and the superuser can log in.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../lib/data-dir-lock';
import { api, freePort, spawnServer, waitHealthy, type Spawned } from './cluster-test-helpers';
import { BUSY_EXIT_CODE } from './data-dir-guard';

const run = promisify(execFile);
const cli = path.resolve(__dirname, 'create-superuser.ts');
const tsx = path.resolve(__dirname, '../../../../node_modules/.bin/tsx');
/** How long the server may take to start on a busy 2-core machine. */
const START_MS = 150_000;

describe('create-superuser beside a server on the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nikah-lock-'));
  const lockFile = path.join(dataDir, LOCK_FILE);
  let port: number;
  let server: Spawned | null = null;
  // The embedded database in the folder, whatever the test run's environment names.
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const env = { ...inherited, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test' };

  const createSuperuser = (username: string) =>
    run(tsx, [cli, '--username', username, '--password', 'moderator1'], { env }).then(
      (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({
        code: e.code,
        out: e.stdout,
        err: e.stderr,
      }),
    );
  const start = async () => {
    server = spawnServer('main', {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      WEB_DIST: path.join(dataDir, 'no-web'),
    });
    await waitHealthy(server, port, START_MS);
  };
  const logIn = async (username: string) => {
    const res = await api(port, 'POST', '/api/profiles/login/', { username, password: 'moderator1' });
    return { status: res.status, body: (await res.json()) as { is_superuser?: boolean } };
  };

  beforeAll(async () => {
    port = await freePort();
    await start();
  }, START_MS);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it(
    'refuses while the server runs, saying to stop it; works after it stops and after a kill -9',
    async () => {
      const holder = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { pid: number; command: string };
      expect(holder).toMatchObject({ pid: server!.child.pid, command: 'server' });

      const refused = await createSuperuser('7000000001');
      expect(refused.code).toBe(BUSY_EXIT_CODE);
      expect(refused.err).toContain(`A server (PID ${holder.pid}) is running on the embedded database`);
      expect(refused.err).toContain('Stop the server first');
      expect(refused.out).not.toContain('Created');
      // The running server is unharmed: signing in as the refused superuser fails cleanly.
      expect((await logIn('7000000001')).status).toBe(400);

      // A normal stop releases the lock.
      await server!.stop();
      expect(fs.existsSync(lockFile)).toBe(false);
      const afterStop = await createSuperuser('7000000001');
      expect(afterStop.err).toBe('');
      expect(afterStop).toMatchObject({ code: 0, out: 'Created superuser 7000000001.\n' });

      // kill -9: the lock file stays, with a PID that is gone; the next start and the CLI take it.
      await start();
      expect((await logIn('7000000001')).body.is_superuser).toBe(true);
      const killed = server!.child.pid;
      server!.child.kill('SIGKILL');
      await server!.stop();
      expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: killed });
      const afterKill = await createSuperuser('7000000002');
      expect(afterKill.err).toBe('');
      expect(afterKill).toMatchObject({ code: 0, out: 'Created superuser 7000000002.\n' });
      await start();
      expect((await logIn('7000000002')).body.is_superuser).toBe(true);
    },
    4 * START_MS,
  );
});
