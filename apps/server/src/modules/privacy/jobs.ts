/**
 * The privacy jobs (DESIGN.md D22, issue 31) on the job queue (src/jobs, pg-boss):
 * - `data-export`: one per "Download my data" request (./export.ts `makeExport`);
 * - `privacy-pass`: every JOB_INTERVAL_MINUTES, and once shortly after start, at most once per
 *   interval across processes: erasures of completed deletions (./erasure.ts), export ZIPs past
 *   their link time, client addresses past IP_RETENTION_DAYS (./retention.ts).
 * Every pass reads the app's clock (`now`), so tests run them on a fixed one. The verification
 * document clean-up (VERIFICATION_DOC_RETENTION_DAYS) is moderation/jobs.ts.
 */
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Storage } from '../../lib/storage';
import { MINUTE_MS } from '../../lib/time';
import { runErasures } from './erasure';
import { DATA_EXPORT_JOB, makeExport, removeExpiredExports } from './export';
import { clearOldAddresses } from './retention';

/** Queue name of the periodic pass. */
export const PRIVACY_PASS_JOB = 'privacy-pass';
/** Every queue these jobs use (created at start). */
export const PRIVACY_QUEUES = [DATA_EXPORT_JOB, PRIVACY_PASS_JOB];

/** Longest wait, in ms, before the first pass after start. */
const FIRST_RUN_MAX_DELAY_MS = 5_000;

export interface PrivacyJobDeps {
  db: Db;
  storage: Storage;
  queue: JobQueue;
  intervalMinutes: number;
  ipRetentionDays: number;
  exportLinkHours: number;
  now: () => Date;
  logError: (err: unknown, message: string) => void;
}

/** What one privacy pass did. */
export interface PrivacyPass {
  erased: number;
  exportsRemoved: number;
  addressesCleared: number;
}

/** One pass at `now` (also called by tests on a fixed clock). */
export async function runPrivacyPass(
  deps: Pick<PrivacyJobDeps, 'db' | 'storage' | 'ipRetentionDays'>,
  now: Date,
): Promise<PrivacyPass> {
  return {
    erased: await runErasures(deps, now),
    exportsRemoved: await removeExpiredExports(deps, now),
    addressesCleared: await clearOldAddresses(deps.db, deps.ipRetentionDays, now),
  };
}

/** Starts the workers and the periodic requests; returns the function that stops the requests. */
export async function startPrivacyJobs(deps: PrivacyJobDeps): Promise<() => void> {
  const intervalMs = Math.max(1, Math.round(deps.intervalMinutes * MINUTE_MS));
  let stopped = false;
  await deps.queue.work(DATA_EXPORT_JOB, async (data) => {
    const id = (data as { id?: unknown }).id;
    if (typeof id !== 'string') return;
    try {
      await makeExport(
        { db: deps.db, storage: deps.storage, linkHours: deps.exportLinkHours },
        id,
        deps.now(),
      );
    } catch (err) {
      deps.logError(err, 'data export failed');
    }
  });
  await deps.queue.work(PRIVACY_PASS_JOB, async () => {
    try {
      await runPrivacyPass(deps, deps.now());
    } catch (err) {
      deps.logError(err, 'privacy pass failed');
      throw err;
    }
  });
  const request = () => {
    if (stopped) return;
    deps.queue
      .sendOncePer(PRIVACY_PASS_JOB, intervalMs / 1000)
      .catch((err: unknown) => deps.logError(err, 'could not enqueue the privacy pass'));
  };
  const first = setTimeout(request, Math.min(intervalMs, FIRST_RUN_MAX_DELAY_MS));
  const every = setInterval(request, intervalMs);
  first.unref();
  every.unref();
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(every);
  };
}
