/**
 * The background job queue (issue 14, DESIGN.md section 6): pg-boss (version 10, the last for
 * Node 20) in the app's own database, so a job survives restarts and is taken by exactly one
 * process (`FOR UPDATE SKIP LOCKED`). The same code runs on PGlite and PostgreSQL: pg-boss talks
 * through `Database.executeSql` (its `db` option) instead of opening its own pool. Its tables live
 * in the `pgboss` schema, which it creates and migrates itself.
 */
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/** Seconds between polls of a worker for new jobs (pg-boss's minimum is 0.5). */
const POLL_SECONDS = 1;
/** Seconds a stopping queue waits for running handlers before giving up. */
const STOP_TIMEOUT_MS = 10_000;

export interface JobQueue {
  /** Runs `handler` for each job of `name` (one at a time per process); a throw fails the job (retried). */
  work(name: string, handler: (data: unknown, jobId: string) => Promise<void>): Promise<void>;
  /** Enqueues a job; returns its id. */
  send(name: string, data?: object): Promise<string>;
  /**
   * Enqueues a job of `name` unless one was already enqueued, by any process, in the current slot
   * of `seconds` (a recurring job run once per interval across processes). Returns the id or null.
   */
  sendOncePer(name: string, seconds: number): Promise<string | null>;
  /**
   * Enqueues a job of `name` with `data` to run `seconds` from now, unless a job with the same
   * `key` was already enqueued for that slot of `seconds` (one delayed job per key and slot).
   * Returns the id or null.
   */
  sendAfter(name: string, data: object, seconds: number, key: string): Promise<string | null>;
  /**
   * Stops polling and waits (up to 10 s) for running handlers; the database stays open, but the
   * queue sends no more SQL to it (a handler still running gets its outcome recorded by expiry).
   */
  stop(): Promise<void>;
}

/** PostgreSQL's "deadlock detected" (SQLSTATE 40P01). */
const DEADLOCK = '40P01';
/** PostgreSQL's "unique_violation" (SQLSTATE 23505). */
const UNIQUE_VIOLATION = '23505';
/** The schema of pg-boss's tables (its default, named here because ensureSchema makes it). */
const QUEUE_SCHEMA = 'pgboss';

const sqlState = (err: unknown) => (err && typeof err === 'object' && 'code' in err ? err.code : null);

/**
 * Makes pg-boss's schema before pg-boss starts. Two processes' `CREATE SCHEMA IF NOT EXISTS` can
 * collide (PostgreSQL checks, then inserts): a full test run under load once saw pg-boss's own
 * create fail with a unique violation on `pg_namespace` when three processes started at once on a
 * fresh database (issue 32's test), although pg-boss runs it under an advisory lock. Here that
 * violation means another process made the schema, which is then committed, so pg-boss's create
 * finds it. Throws any other database error.
 */
async function ensureSchema(database: Database): Promise<void> {
  try {
    await database.executeSql(`CREATE SCHEMA IF NOT EXISTS ${QUEUE_SCHEMA}`);
  } catch (err) {
    if (sqlState(err) !== UNIQUE_VIOLATION) throw err;
  }
}

/**
 * Creates queue `name` unless it exists. Two processes starting at once on a database without it
 * (the first start of nikah@3001 and nikah@3002, issue 32) both run pg-boss's create_queue, whose
 * insert and foreign keys deadlock; PostgreSQL aborts one of them, and its second try finds the
 * queue made by the other.
 */
async function createQueue(boss: PgBoss, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(name);
      return;
    } catch (err) {
      if (sqlState(err) !== DEADLOCK || attempt >= 5) throw err;
    }
  }
}

/**
 * Starts the queue on `database` (creating or migrating pg-boss's schema) and creates the queues
 * `names`. `logError` receives pg-boss's own errors (a failed poll), which never throw.
 */
export async function startQueue(
  database: Database,
  names: string[],
  logError: (err: unknown, message: string) => void,
): Promise<JobQueue> {
  // pg-boss records a job's failure or completion without awaiting it; once stopped, such a late
  // write could reach a database the app has already closed and surface as an unhandled rejection
  // ("Cannot use a pool after calling end on the pool"). After stop() its SQL does nothing: the job
  // stays active and pg-boss retries it when it expires, as after a crash.
  let stopped = false;
  await ensureSchema(database);
  const boss = new PgBoss({
    schema: QUEUE_SCHEMA,
    db: {
      executeSql: (text: string, values?: unknown[]) =>
        stopped ? Promise.resolve({ rows: [] }) : database.executeSql(text, values),
    },
    // Finished jobs are kept a day, then deleted by pg-boss's maintenance.
    deleteAfterDays: 1,
  });
  boss.on('error', (err) => logError(err, 'job queue error'));
  await boss.start();
  for (const name of names) await createQueue(boss, name);
  return {
    async work(name, handler) {
      await boss.work(name, { pollingIntervalSeconds: POLL_SECONDS, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data, job.id);
      });
    },
    async send(name, data = {}) {
      const id = await boss.send(name, data);
      if (!id) throw new Error(`job ${name} was not enqueued`);
      return id;
    },
    sendAfter: (name, data, seconds, key) => {
      const wait = Math.max(1, Math.round(seconds));
      return boss.send(name, data, { startAfter: wait, singletonKey: key, singletonSeconds: wait });
    },
    sendOncePer: (name, seconds) => boss.sendThrottled(name, {}, {}, Math.max(1, Math.round(seconds)), name),
    async stop() {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_TIMEOUT_MS });
      stopped = true;
    },
  };
}
