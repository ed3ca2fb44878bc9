/**
 * Background jobs inside the app (issue 14): when the app is ready, starts the queue (./queue.ts)
 * on the app's database and the jobs that use it (the verification document clean-up,
 * modules/moderation/jobs.ts, with VERIFICATION_DOC_RETENTION_DAYS and JOB_INTERVAL_MINUTES; the
 * privacy jobs, modules/privacy/jobs.ts: data exports, erasures, address retention; the
 * notification jobs, modules/notifications/jobs.ts);
 * stops both when the app closes, before the database is closed. `app.jobQueue` lets routes and
 * tests enqueue work once the app is ready.
 */
import type { FastifyInstance } from 'fastify';
import { DOCUMENTS_PURGE_JOB, startJobs, type Jobs } from '../modules/moderation/jobs';
import { NOTIFICATION_JOBS, startNotificationJobs } from '../modules/notifications/jobs';
import { PRIVACY_QUEUES, startPrivacyJobs } from '../modules/privacy/jobs';
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
  let stopPrivacy: (() => void) | null = null;
  let notificationJobs: { stop(): void } | null = null;
  app.decorate('jobQueue', null);
  const logError = (err: unknown, message: string) => app.log.error({ err }, message);
  app.addHook('onReady', async () => {
    const queue = await startQueue(
      app.deps.database,
      [DOCUMENTS_PURGE_JOB, ...PRIVACY_QUEUES, ...NOTIFICATION_JOBS],
      logError,
    );
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
    // Erasures, export ZIPs and address retention (DESIGN.md D22, modules/privacy/jobs.ts).
    stopPrivacy = await startPrivacyJobs({
      db: app.deps.database.db,
      storage: app.deps.storage,
      queue,
      intervalMinutes: app.deps.config.JOB_INTERVAL_MINUTES,
      ipRetentionDays: app.deps.config.IP_RETENTION_DAYS,
      exportLinkHours: app.deps.config.EXPORT_LINK_HOURS,
      now: app.deps.now,
      logError,
    });
  });
  app.addHook('onClose', async () => {
    jobs?.stop();
    stopPrivacy?.();
    notificationJobs?.stop();
    await app.jobQueue?.stop();
  });
}
