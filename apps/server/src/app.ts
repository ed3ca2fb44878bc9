/**
 * `buildApp(deps)` assembles the Fastify server (plugins, error format, routes, web app) without
 * listening; `main.ts` listens. Tests build one per file with their own database.
 */
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type https from 'node:https';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import { installZodMessages, PHOTO_MAX_BYTES, msg } from '@nikah/shared';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Storage } from './lib/storage';
import { errorHandler, sendDetail } from './lib/errors';
import { notifierFromConfig, type Notifier, type Sender } from './lib/notifier';
import { registerRateLimit } from './lib/rate-limit';
import { registerRouteTable } from './lib/route-table';
import { loadServerKey } from './lib/tokens';
import { registerAuth } from './plugins/auth';
import { registerPublicCache } from './lib/http-cache';
import { registerSecurity } from './plugins/security';
import { registerDocs } from './plugins/docs';
import { registerWeb } from './plugins/web';
import { healthRoutes } from './modules/health/routes';
import { referenceRoutes } from './modules/reference/routes';
import { configsRoutes } from './modules/configs/routes';
import { contentRoutes } from './modules/content/routes';
import { profilesRoutes } from './modules/profiles/routes';
import { mediaRoutes } from './modules/media/routes';
import { homeRoutes } from './modules/home/routes';
import { devRoutes } from './modules/dev/routes';
import { searchRoutes } from './modules/search/routes';
import { authRoutes } from './modules/auth/routes';
import { accountsRoutes } from './modules/accounts/routes';
import { detailRoutes } from './modules/accounts/detail-routes';
import { photoRoutes } from './modules/accounts/photo-routes';
import { captchaRoutes } from './modules/captcha/routes';
import { visitorsRoutes } from './modules/visitors/routes';
import { favouritesRoutes } from './modules/favourites/routes';
import { matchesRoutes } from './modules/matches/routes';
import { contentAdminRoutes } from './modules/moderation/content-routes';
import { proposalsRoutes } from './modules/proposals/routes';
import { blocksRoutes } from './modules/blocks/routes';
import { casesRoutes } from './modules/moderation/cases-routes';
import { moderationRoutes } from './modules/moderation/routes';
import { registerJobs } from './jobs/plugin';
import { secondFactorRoutes } from './modules/second-factor/routes';
import { reportsRoutes } from './modules/reports/routes';
import { verificationRoutes } from './modules/verification/routes';
import { deletionRoutes } from './modules/accounts/deletion-routes';
import { biodataRoutes } from './modules/biodata/routes';
import { chatRoutes } from './modules/chat/routes';
import { groupsRoutes } from './modules/groups/routes';
import { guardianRoutes } from './modules/guardian/routes';
import { privacyRoutes } from './modules/privacy/routes';
import { silentHub, type RealtimeHub } from './modules/realtime/hub';
import { createNotices, type Notices } from './modules/notifications/service';
import { loadVapidKeys } from './modules/notifications/push';
import { notificationsRoutes } from './modules/notifications/routes';
import { siteOrigin } from './lib/site-origin';

export interface AppDeps {
  config: Config;
  database: Database;
  storage: Storage;
  /** Replaces the SMS or e-mail sender of the notifier (tests); the outbox is written with DEV_OUTBOX. */
  senders?: Partial<Record<'sms' | 'email', Sender>>;
  /** Where log lines go (default standard output); tests capture them here. */
  logStream?: DestinationStream;
  /** The current time (default the system clock); tests pass a fixed one (visitor counters' day). */
  clock?: () => Date;
  /** The https agent of web push requests (tests: one that trusts their local push service). */
  pushAgent?: https.Agent;
}

/** The dependencies routes use, with the ones `buildApp` derives from the configuration. */
export interface ResolvedDeps extends AppDeps {
  notifier: Notifier;
  /** Key of the one-time code hashes (SECRET_KEY or DATA_DIR/secret.key). */
  serverKey: Buffer;
  /** The current time: `clock()` when given, else the system clock. Every route reads time here. */
  now: () => Date;
  /** Notifications to members: centre, sockets, push, e-mail, SMS (modules/notifications). */
  notices: Notices;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: ResolvedDeps;
    /** Pushes chat events to sockets (modules/realtime); silent until the socket server starts. */
    realtime: RealtimeHub;
  }
}

/** Request body fields that never reach a log line (DESIGN.md D1: no codes or passwords in logs). */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...['otp', 'password', 'confirm_password', 'token'].flatMap((f) => [`${f}`, `*.${f}`, `*.*.${f}`]),
];

/** Largest JSON body accepted, in bytes (forms are a few KB). */
const BODY_LIMIT_BYTES = 256 * 1024;
/** How long one plugin may take to start (ms); see `pluginTimeout` below. */
const PLUGIN_TIMEOUT_MS = 60_000;

export type App = FastifyInstance;

/** Answers the router's own errors (a URL that does not decode, a too long parameter) as {detail}. */
function routerError(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const badUrl = err.code === 'FST_ERR_BAD_URL' || err.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void sendDetail(reply, badUrl ? 400 : 500, msg(badUrl ? 'malformedUrl' : 'serverError'));
}

/** Builds the server. Does not listen; call `app.ready()` or `app.listen()`. */
export async function buildApp(deps: AppDeps): Promise<App> {
  installZodMessages();
  const app = Fastify({
    logger:
      deps.config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: deps.config.LOG_LEVEL,
            redact: { paths: REDACTED, censor: '[redacted]' },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    trustProxy: deps.config.TRUST_PROXY,
    // Slow clients (issue 13 defect 6): the whole request within REQUEST_TIMEOUT_MS, checked every
    // second (Node checks every 30 s by default), and no connection idle past CONNECTION_TIMEOUT_MS.
    // Node 20 starts the request check only for a timeout given when the server is created, so it
    // goes in `http` too: Fastify's `requestTimeout` alone is set later and never checked.
    requestTimeout: deps.config.REQUEST_TIMEOUT_MS,
    connectionTimeout: deps.config.CONNECTION_TIMEOUT_MS,
    http: { connectionsCheckingInterval: 1000, requestTimeout: deps.config.REQUEST_TIMEOUT_MS },
    // Errors the router raises before any route runs (GET /%c0%ae), in the {detail} format.
    frameworkErrors: routerError,
    // A plugin may take this long to start (Fastify's default is 10 s): on a busy 2-core machine
    // (load average 12, a full test run beside browser benchmarks) @fastify/swagger-ui, which
    // reads and hashes its static files, took longer, and the start failed instead of finishing.
    pluginTimeout: PLUGIN_TIMEOUT_MS,
  }).withTypeProvider<ZodTypeProvider>();
  // First, so that every route gets its own hook arrays before a plugin adds to them.
  registerRouteTable(app);

  // Outside production, a code with no SMS gateway or SMTP goes to this log (lib/notifier.ts).
  const notifier = notifierFromConfig(deps.config, deps.database.db, deps.senders, app.log);
  const serverKey = loadServerKey(deps.config.SECRET_KEY, deps.config.DATA_DIR);
  const resolved: ResolvedDeps = {
    ...deps,
    notifier,
    serverKey,
    now: () => deps.clock?.() ?? new Date(),
    notices: createNotices({
      db: deps.database.db,
      notifier,
      hub: () => app.realtime,
      push: {
        db: deps.database.db,
        vapid: loadVapidKeys(deps.config),
        subject: deps.config.VAPID_SUBJECT,
        allowed: deps.config.PUSH_ALLOWED_HOSTS,
        agent: deps.pushAgent,
      },
      origin: siteOrigin(deps.config),
      key: serverKey,
      defaultQuiet: deps.config.NOTIFY_DEFAULT_QUIET_HOURS,
    }),
  };
  app.decorate('deps', resolved);
  app.decorate('realtime', silentHub);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });
  await registerRateLimit(app, deps.config);
  registerAuth(app);
  registerPublicCache(app, deps.config.PUBLIC_CACHE_SECONDS);
  await registerSecurity(app);
  if (deps.config.API_DOCS ?? deps.config.NODE_ENV !== 'production') await registerDocs(app);
  // Only for reply.sendFile (range requests, ETags); every call passes its own root.
  await app.register(fastifyStatic, { root: deps.config.DATA_DIR, serve: false });

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      await api.register(referenceRoutes);
      await api.register(configsRoutes);
      await api.register(contentRoutes);
      await api.register(profilesRoutes);
      await api.register(searchRoutes);
      await api.register(authRoutes);
      await api.register(accountsRoutes);
      await api.register(detailRoutes);
      await api.register(photoRoutes);
      await api.register(captchaRoutes);
      await api.register(visitorsRoutes);
      await api.register(favouritesRoutes);
      await api.register(matchesRoutes);
      await api.register(proposalsRoutes);
      await api.register(blocksRoutes);
      await api.register(reportsRoutes);
      await api.register(verificationRoutes);
      await api.register(deletionRoutes);
      await api.register(privacyRoutes);
      await api.register(biodataRoutes);
      await api.register(mediaRoutes);
      await api.register(homeRoutes);
      await api.register(contentAdminRoutes);
      await api.register(casesRoutes);
      await api.register(moderationRoutes);
      await api.register(chatRoutes);
      await api.register(groupsRoutes);
      await api.register(guardianRoutes);
      await api.register(notificationsRoutes);
      // Development tools only when asked for (DEV_OUTBOX, refused in production; DESIGN.md D23).
      if (deps.config.DEV_OUTBOX) await api.register(devRoutes);
      await api.register(secondFactorRoutes);
      api.setNotFoundHandler((_req, reply) => sendDetail(reply, 404, msg('notFound')));
    },
    { prefix: '/api' },
  );
  await registerWeb(app);
  // Background jobs on the pg-boss queue (src/jobs): started when ready, stopped on close.
  registerJobs(app);
  return app;
}
