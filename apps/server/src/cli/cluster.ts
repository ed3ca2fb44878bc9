/**
 * `npm run start:cluster` (issue 14, docs/deploy.md): runs CLUSTER_WORKERS server processes
 * (main.ts) on one PostgreSQL database (DATABASE_URL) and one Redis (REDIS_URL) behind the bundled
 * reverse proxy (./cluster-proxy.ts) listening on HOST:PORT. The processes listen on 127.0.0.1 from
 * CLUSTER_BASE_PORT (default PORT + 1) and trust the proxy's X-Forwarded-For (TRUST_PROXY=loopback
 * unless set). Migrations and seeding run once here first; each process starts with
 * MIGRATE_ON_START=false. A process that dies is started again after RESTART_DELAY_MS. SIGINT or
 * SIGTERM stops the proxy, then the processes (SIGTERM, SIGKILL after STOP_TIMEOUT_MS).
 * Refuses to start (exit code 2) without DATABASE_URL (PGlite is one process) or REDIS_URL, and with
 * DEV_OUTBOX=true unless HOST is loopback (D23: behind the proxy every client would be loopback).
 * Writes one JSON line per event to stdout (`worker ready` with its pid and port, `worker exited`).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { openStorage } from '../lib/storage';
import { isLoopbackAddress } from '../modules/dev/routes';
import { createClusterProxy } from './cluster-proxy';

/** Wait, in ms, before a dead process is started again. */
const RESTART_DELAY_MS = 1000;
/** Time, in ms, between readiness checks (`GET /healthz`) of a starting process. */
const READY_POLL_MS = 250;
/** Time, in ms, a stopping process gets before SIGKILL. */
const STOP_TIMEOUT_MS = 15_000;

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

const log = (msg: string, fields: Record<string, unknown> = {}) =>
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), msg, ...fields })}\n`);

interface Worker {
  index: number;
  port: number;
  child: ChildProcess | null;
  ready: boolean;
  /** A readiness check is under way. */
  checking: boolean;
}

const config = loadConfig();
if (!config.DATABASE_URL || !config.REDIS_URL) {
  process.stderr.write(
    'start:cluster needs DATABASE_URL (PostgreSQL: the embedded PGlite serves one process) and ' +
      'REDIS_URL (shared rate limits, counters and socket fan-out). See docs/deploy.md.\n',
  );
  process.exit(2);
}
// Behind this proxy every client reaches the processes from 127.0.0.1, so the development routes'
// loopback check (D23) would let any client of the proxy in: allowed only when the proxy itself
// listens on loopback alone.
if (config.DEV_OUTBOX && !isLoopbackAddress(config.HOST === 'localhost' ? '127.0.0.1' : config.HOST)) {
  process.stderr.write(
    `start:cluster refuses DEV_OUTBOX=true with HOST=${config.HOST}: its proxy would make every ` +
      'client a loopback client of the development routes. Use HOST=127.0.0.1 or unset DEV_OUTBOX.\n',
  );
  process.exit(2);
}

// Migrations and seeding once, before any process starts.
const database = await openDatabase({ url: config.DATABASE_URL });
await prepareDatabase(database, await openStorage(config), config);
await database.close();

const basePort = config.CLUSTER_BASE_PORT ?? config.PORT + 1;
const workers: Worker[] = Array.from({ length: config.CLUSTER_WORKERS }, (_, index) => ({
  index,
  port: basePort + index,
  child: null,
  ready: false,
  checking: false,
}));
let stopping = false;

/** Polls the process's /healthz until it answers 200, then marks it ready. */
async function waitReady(worker: Worker, child: ChildProcess): Promise<void> {
  if (worker.checking) return;
  worker.checking = true;
  try {
    await pollReady(worker, child);
  } finally {
    worker.checking = false;
  }
}

async function pollReady(worker: Worker, child: ChildProcess): Promise<void> {
  while (worker.child === child && !stopping) {
    const ok = await fetch(`http://127.0.0.1:${worker.port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && worker.child === child) {
      worker.ready = true;
      log('worker ready', { worker: worker.index, pid: child.pid, port: worker.port });
      return;
    }
    await new Promise((r) => setTimeout(r, READY_POLL_MS));
  }
}

function start(worker: Worker): void {
  const child = fork(MAIN, [], {
    env: {
      ...process.env,
      PORT: String(worker.port),
      HOST: '127.0.0.1',
      MIGRATE_ON_START: 'false',
      TRUST_PROXY: process.env.TRUST_PROXY || 'loopback',
    },
  });
  worker.child = child;
  worker.ready = false;
  child.once('exit', (code, signal) => {
    if (worker.child !== child) return;
    worker.child = null;
    worker.ready = false;
    log('worker exited', { worker: worker.index, pid: child.pid, code, signal });
    if (!stopping) setTimeout(() => !stopping && start(worker), RESTART_DELAY_MS).unref();
  });
  void waitReady(worker, child);
}

const proxy = createClusterProxy({
  ready: () => workers.filter((w) => w.ready).map((w) => w.port),
  unreachable(port) {
    // Checked again: a process that still runs is back once /healthz answers.
    const worker = workers.find((w) => w.port === port);
    if (!worker?.ready) return;
    worker.ready = false;
    if (worker.child) void waitReady(worker, worker.child);
  },
});
for (const worker of workers) start(worker);
proxy.listen(config.PORT, config.HOST, () =>
  log('proxy listening', { host: config.HOST, port: config.PORT, workers: workers.length }),
);

async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log('stopping', { signal });
  proxy.close();
  await Promise.all(
    workers.map(async ({ child }) => {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }),
  );
  process.exit(0);
}
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
