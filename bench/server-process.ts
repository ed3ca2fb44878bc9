/**
 * The API server in its own process for the benchmarks: `npm start`'s entry through tsx, in
 * production mode, without demo data, logging warnings only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** How long a server may take to answer /healthz, in ms. */
const START_TIMEOUT_MS = 120_000;

/**
 * Starts the server on 127.0.0.1:`port` with `env` added (it wins over the defaults above).
 * Resolves with the child once /healthz answers; rejects when it exits first or has not answered
 * within START_TIMEOUT_MS.
 */
export function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + START_TIMEOUT_MS;
    const poll = async () => {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return resolve(child);
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline || child.exitCode !== null) return reject(new Error('server did not start'));
      setTimeout(() => void poll(), 250);
    };
    void poll();
  });
}
