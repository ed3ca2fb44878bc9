/**
 * Helpers for the tests that run the server as real child processes (issue 14): spawn a server
 * CLI (main.ts or cli/cluster.ts) under tsx with an environment, read its JSON log lines, wait for
 * a line, and stop it; plus an app in the test process over the same database for setting up
 * members with the usual helpers (sign-up, visibility, friendship).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { seedReference } from '../db/seed';
import { localStorage } from '../lib/storage';
import type { TestApp } from '../../test/app';
import { RELAXED_LIMITS } from '../../test/accounts-helpers';

/** One JSON log line (pino's or the cluster launcher's). */
const logLine = z.record(z.string(), z.unknown());

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface Spawned {
  child: ChildProcess;
  /** Every JSON object logged on stdout so far. */
  lines: Array<Record<string, unknown>>;
  /** Resolves with the first logged line (already seen or coming) that `match` accepts. */
  waitFor(
    match: (line: Record<string, unknown>) => boolean,
    timeoutMs: number,
  ): Promise<Record<string, unknown>>;
  /** SIGTERM, then SIGKILL after 20 s; resolves when the process has exited. */
  stop(): Promise<void>;
}

/** Starts `node --import tsx <script>` (relative to apps/server) with `env` added to this one's. */
export function spawnServer(script: string, env: Record<string, string>): Spawned {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: Spawned['lines'] = [];
  let rest = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString('utf8');
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) {
      if (!part.startsWith('{')) continue;
      const parsed = logLine.safeParse(JSON.parse(part));
      if (parsed.success) lines.push(parsed.data);
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    lines,
    async waitFor(match, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = lines.find(match);
        if (found) return found;
        if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
        if (Date.now() > deadline) throw new Error(`${script}: no such line within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

/**
 * An app in the test process over `database` (reference lists loaded) with files in `dataDir/files` (the servers' folder),
 * for setting up members through the test helpers; its limits are relaxed.
 */
export async function setupApp(
  database: Database,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<TestApp> {
  fs.mkdirSync(dataDir, { recursive: true });
  await seedReference(database.db);
  const storage = localStorage(path.join(dataDir, 'files'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...RELAXED_LIMITS,
    ...env,
  });
  const app = await buildApp({ config, database, storage });
  await app.ready();
  return { app, database, storage, close: () => app.close() };
}

/** The connection string of `database`'s PostgreSQL database under TEST_DATABASE_URL's server. */
export async function urlOf(database: Database): Promise<string> {
  const { rows } = await database.executeSql('SELECT current_database() AS name');
  const [row] = rows;
  const name = row && typeof row === 'object' && 'name' in row ? String(row.name) : '';
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}
