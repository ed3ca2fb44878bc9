/**
 * The in-process scheduler of background jobs (issue 9): every JOB_INTERVAL_MINUTES, and once
 * shortly after start, it runs the clean-up of decided verification documents
 * (`purgeDecidedDocuments`, DESIGN.md D12). Timers are unref'd (they never keep the process
 * alive), a pass never overlaps the previous one, and an error is logged, never thrown.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage';
import { MINUTE_MS } from '../../lib/time';
import { purgeDecidedDocuments } from './documents-purge';

/** Longest wait, in ms, before the first pass after start. */
const FIRST_RUN_MAX_DELAY_MS = 5_000;

export interface JobDeps {
  db: Db;
  storage: Storage;
  /** Minutes between passes (may be a fraction in tests). */
  intervalMinutes: number;
  /** VERIFICATION_DOC_RETENTION_DAYS. */
  retentionDays: number;
  now: () => Date;
  /** Where a failed pass is reported. */
  logError: (err: unknown, message: string) => void;
  /** Called after each finished pass with the number of documents cleaned (tests, logs). */
  onPass?: (cleaned: number) => void;
}

export interface Jobs {
  /** Stops the timers; a pass under way finishes on its own. */
  stop(): void;
}

/** Starts the scheduler; call `stop()` when the app closes. */
export function startJobs(deps: JobDeps): Jobs {
  const intervalMs = Math.max(1, Math.round(deps.intervalMinutes * MINUTE_MS));
  let running = false;
  let stopped = false;
  const pass = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const cleaned = await purgeDecidedDocuments(
        { db: deps.db, storage: deps.storage, retentionDays: deps.retentionDays },
        deps.now(),
      );
      deps.onPass?.(cleaned);
    } catch (err) {
      deps.logError(err, 'verification document clean-up failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void pass(), Math.min(intervalMs, FIRST_RUN_MAX_DELAY_MS));
  const every = setInterval(() => void pass(), intervalMs);
  first.unref();
  every.unref();
  return {
    stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
    },
  };
}

/**
 * Starts the scheduler when `app` is ready and stops it when `app` closes, with the settings
 * VERIFICATION_DOC_RETENTION_DAYS and JOB_INTERVAL_MINUTES; failed passes go to the app's log.
 */
export function registerJobs(app: FastifyInstance, onPass?: (cleaned: number) => void): void {
  let jobs: Jobs | null = null;
  app.addHook('onReady', (done) => {
    jobs = startJobs({
      db: app.deps.database.db,
      storage: app.deps.storage,
      intervalMinutes: app.deps.config.JOB_INTERVAL_MINUTES,
      retentionDays: app.deps.config.VERIFICATION_DOC_RETENTION_DAYS,
      now: app.deps.now,
      logError: (err, message) => app.log.error({ err }, message),
      ...(onPass ? { onPass } : {}),
    });
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    jobs?.stop();
    done();
  });
}
