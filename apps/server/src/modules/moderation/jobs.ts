/**
 * The verification document clean-up as a queued job (issues 9 and 14): every
 * JOB_INTERVAL_MINUTES, and once shortly after start, each process asks the queue (src/jobs,
 * pg-boss) for a `documents-purge` job at most once per interval slot, so with several processes
 * the clean-up still runs once per interval; one process's worker takes it and runs
 * `purgeDecidedDocuments` (DESIGN.md D12). A job left by a process that stopped runs after the next
 * start. Timers are unref'd, an error is logged (and the job retried by the queue), never thrown.
 */
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Storage } from '../../lib/storage';
import { MINUTE_MS } from '../../lib/time';
import { purgeDecidedDocuments } from './documents-purge';

/** Queue name of the clean-up. */
export const DOCUMENTS_PURGE_JOB = 'documents-purge';

/** Longest wait, in ms, before the first request after start. */
const FIRST_RUN_MAX_DELAY_MS = 5_000;

export interface JobDeps {
  db: Db;
  storage: Storage;
  queue: JobQueue;
  /** Minutes between passes (may be a fraction in tests; the queue's slots are whole seconds). */
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
  /** Stops asking for passes; the queue (stopped by its owner) finishes a pass under way. */
  stop(): void;
}

/** Starts the worker and the requests for passes; call `stop()` before stopping the queue. */
export async function startJobs(deps: JobDeps): Promise<Jobs> {
  const intervalMs = Math.max(1, Math.round(deps.intervalMinutes * MINUTE_MS));
  let stopped = false;
  await deps.queue.work(DOCUMENTS_PURGE_JOB, async () => {
    try {
      const cleaned = await purgeDecidedDocuments(
        { db: deps.db, storage: deps.storage, retentionDays: deps.retentionDays },
        deps.now(),
      );
      deps.onPass?.(cleaned);
    } catch (err) {
      deps.logError(err, 'verification document clean-up failed');
      throw err;
    }
  });
  const request = () => {
    if (stopped) return;
    deps.queue
      .sendOncePer(DOCUMENTS_PURGE_JOB, intervalMs / 1000)
      .catch((err: unknown) => deps.logError(err, 'could not enqueue the document clean-up'));
  };
  const first = setTimeout(request, Math.min(intervalMs, FIRST_RUN_MAX_DELAY_MS));
  const every = setInterval(request, intervalMs);
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
