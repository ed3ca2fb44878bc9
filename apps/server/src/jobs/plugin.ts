/**
 * Background jobs inside the app (issue 14): when the app is ready, starts the queue (./queue.ts)
 * on the app's database and the jobs that use it (the verification document clean-up,
 * modules/moderation/jobs.ts, with VERIFICATION_DOC_RETENTION_DAYS and JOB_INTERVAL_MINUTES, and the
 * notification jobs, modules/notifications/jobs.ts);
 * stops both when the app closes, before the database is closed. `app.jobQueue` lets routes and
 * tests enqueue work once the app is ready.
 */
import type { FastifyInstance } from 'fastify';
import { DOCUMENTS_PURGE_JOB, startJobs, type Jobs } from '../modules/moderation/jobs';
import { NOTIFICATION_JOBS, startNotificationJobs } from '../modules/notifications/jobs';
import { startQueue, type JobQueue } from './queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue; null until the app is ready. */
    jobQueue: JobQueue | null;
  }
}

/** Registers the onReady/onClose hooks; `onPass` sees each finished clean-up (tests). */
export function registerJobs(app: FastifyInstance, onPass?: (cleaned: number) => void): void {
  let jobs: Jobs | null = null;
  let notificationJobs: { stop(): void } | null = null;
  app.decorate('jobQueue', null);
  const logError = (err: unknown, message: string) => app.log.error({ err }, message);
  app.addHook('onReady', async () => {
    const queue = await startQueue(app.deps.database, [DOCUMENTS_PURGE_JOB, ...NOTIFICATION_JOBS], logError);
    app.jobQueue = queue;
    notificationJobs = await startNotificationJobs({
      db: app.deps.database.db,
      notices: app.deps.notices,
      queue,
      now: app.deps.now,
      unreadMinutes: app.deps.config.CHAT_UNREAD_NOTIFY_MINUTES,
      digestMinutes: app.deps.config.NOTIFY_DIGEST_INTERVAL_MINUTES,
      logError,
    });
    jobs = await startJobs({
      db: app.deps.database.db,
      storage: app.deps.storage,
      queue,
      intervalMinutes: app.deps.config.JOB_INTERVAL_MINUTES,
      retentionDays: app.deps.config.VERIFICATION_DOC_RETENTION_DAYS,
      now: app.deps.now,
      logError,
      ...(onPass ? { onPass } : {}),
    });
  });
  app.addHook('onClose', async () => {
    jobs?.stop();
    notificationJobs?.stop();
    await app.jobQueue?.stop();
  });
}
