/**
 * The server's configuration, parsed once from the environment with Zod (DESIGN.md section 3).
 * `loadConfig(env)` returns a frozen `Config` or throws a ZodError naming the bad variables.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * Where DATA_DIR is when unset: `data` in the repository root (this file is apps/server/src/config.ts),
 * whichever folder the server was started in (`npm start` runs in apps/server; issue 33 point 6).
 */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../data', import.meta.url));

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** An optional https:// (or http://) address; anything else (javascript:, ftp:) stops the server. */
const webAddress = z
  .string()
  .url()
  .refine((v) => /^https?:\/\//i.test(v), 'must start with https://');

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    /**
     * Folder of the embedded database and stored files; unset: DEFAULT_DATA_DIR. A relative path is
     * taken from the folder npm was started in (INIT_CWD), else the working directory.
     */
    DATA_DIR: z.string().min(1).optional(),
    /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
    DATABASE_URL: z.string().url().optional(),
    // Object storage (issue 14, lib/storage-s3.ts): with S3_BUCKET set, files go to that bucket.
    /** Bucket of the stored files; unset: the disk folder DATA_DIR/files. */
    S3_BUCKET: z.string().min(3).optional(),
    /** Endpoint of an S3-compatible server (MinIO, Ceph, R2…), e.g. http://127.0.0.1:9000; unset for AWS. */
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** Access key; unset: the AWS SDK's own chain (AWS_* variables, instance role). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Path-style addresses (endpoint/bucket/key), needed by most self-hosted servers. */
    S3_FORCE_PATH_STYLE: bool.default(true),
    /** Prefix of every object key, e.g. `nikah/`. */
    S3_PREFIX: z.string().max(200).default(''),
    /** Redis connection string, used for rate limits and real-time fan-out when set. */
    REDIS_URL: z.string().url().optional(),
    /**
     * Apply migrations and load reference and demo data at start. `npm run start:cluster` does it
     * once itself and starts its processes with `false`, so they never race on the schema.
     */
    MIGRATE_ON_START: bool.default(true),
    // Several processes (issue 14, cli/cluster.ts: `npm run start:cluster`).
    /** Server processes `npm run start:cluster` starts behind its proxy (which listens on PORT). */
    CLUSTER_WORKERS: z.coerce.number().int().min(1).max(64).default(2),
    /** First port of those processes (on 127.0.0.1), one each from there; default PORT + 1. */
    CLUSTER_BASE_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** Load the demo community into an empty database. */
    DEMO_DATA: bool.default(true),
    /** Number of demo profiles loaded into an empty database. */
    DEMO_PROFILES: z.coerce.number().int().min(0).max(1_000_000).default(2000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Folder of the built web app; served at / when it exists. */
    WEB_DIST: z.string().optional(),
    /** Most time to server-render a public page (issue 11); slower ones get the client shell. */
    SSR_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
    /**
     * How long the API lists every visitor sees (home, guidelines, books) are kept in memory and may
     * be kept by browsers, in seconds (issue 11, lib/http-cache.ts); 0 turns the memory cache off.
     * A moderator's edit empties this process's copy; other processes catch up within this time.
     */
    PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    /**
     * Which proxies to trust for the client address (rate limits) and X-Forwarded-Proto (HSTS):
     * `false` (default: none, X-Forwarded-For is ignored), `loopback` (a proxy on the same host),
     * `true` (any), a hop count, or comma-separated addresses/CIDRs. Trusting a proxy by default let
     * anyone on loopback pick their address for every per-address limit (issue 13 defect 4).
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v): boolean | string | ((address: string, hop: number) => boolean) => {
        if (v === 'true' || v === 'false') return v === 'true';
        // A hop count: trust that many proxies in front of the server (as Fastify does).
        if (/^\d+$/.test(v)) return (_address: string, hop: number) => hop < Number(v);
        return v;
      }),
    /**
     * Development tools (DESIGN.md D23): keep every SMS and e-mail in the outbox and serve
     * `/api/dev/outbox` and `/api/dev/approve/{slug}` to loopback clients. Refused in production.
     */
    DEV_OUTBOX: bool.default(false),
    /** Serve the OpenAPI document and its UI at /api/docs; default on, except in production. */
    API_DOCS: bool.optional(),
    /**
     * Most time, in ms, from a request's first byte to its last (headers and body): a client that
     * sends `Content-Length: 1000` and one byte is cut off after it (issue 13 defect 6). Two minutes
     * lets an 8 MB photo through at about 70 KB/s (a slow mobile link).
     */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
    /** Most time, in ms, a connection may stay idle (no byte received or sent) before it is closed. */
    CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
    /** Key for one-time code hashes; when unset a random key is kept in DATA_DIR/secret.key. */
    SECRET_KEY: z.string().min(32).optional(),
    /** SMTP server for e-mail codes, e.g. smtps://user:pass@mail.example.com:465. */
    SMTP_URL: z.string().url().optional(),
    /** Sender of e-mails. */
    SMTP_FROM: z.string().min(3).default('Nikah <no-reply@localhost>'),
    /** HTTP SMS gateway: receives POST JSON {to, text} for codes to mobile numbers. */
    SMS_GATEWAY_URL: z.string().url().optional(),
    /** Bearer token sent to the SMS gateway, if it needs one. */
    SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
    // The service's own contact details, shown in the footer, the Contact us and the share dialogs
    // (`GET /api/configs/site/`). Each is unset by default, and an unset one is not shown.
    /** WhatsApp number with its country code, e.g. +919876543210 (spaces allowed). */
    SITE_WHATSAPP: z
      .string()
      .regex(/^\+?[\d ]{8,20}$/, 'a phone number with its country code, e.g. +919876543210')
      .transform((v) => `+${v.replace(/\D/g, '')}`)
      .optional(),
    /** Support e-mail address. */
    SITE_EMAIL: z.string().email().toLowerCase().optional(),
    SITE_YOUTUBE_URL: webAddress.optional(),
    SITE_FACEBOOK_URL: webAddress.optional(),
    SITE_INSTAGRAM_URL: webAddress.optional(),
    /** The app's page in Google Play and in Apple's App Store. */
    SITE_PLAY_STORE_URL: webAddress.optional(),
    SITE_APP_STORE_URL: webAddress.optional(),
    /** Public address of the site for the share dialog; unset: the address the page was opened at. */
    SITE_URL: webAddress.optional(),
    /** Prefix of every Redis key this server writes (rate limits). */
    REDIS_PREFIX: z.string().min(1).max(64).default('nikah:'),
    /** Code requests (send-otp) per client address per hour (DESIGN.md D1). */
    RATE_LIMIT_OTP_PER_HOUR: z.coerce.number().int().min(1).default(10),
    /** Login attempts per client address and username per minute. */
    RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /**
     * Codes (send-otp) for one username per 24 hours from all addresses together; past it only a
     * request proving the last code sent (`last_otp`) gets one (issue 13 defect 5). Per address and
     * username the SPEC.md limit OTP_REQUESTS_PER_DAY (2) applies first.
     */
    OTP_CODES_PER_USERNAME_PER_DAY: z.coerce.number().int().min(1).default(6),
    /**
     * Wrong tries of one code from one client address (DESIGN.md D1's 5); past it that address is
     * refused even the right code, while the owner's own address still may use it (issue 28 point 8).
     */
    OTP_WRONG_TRIES_PER_ADDRESS: z.coerce.number().int().min(1).max(20).default(5),
    /**
     * Wrong tries of one code from all addresses together; past it even the right code is refused.
     * With 6-digit codes a stranger's chance of guessing one code stays at most this / 10^6 (20:
     * 0.002 %); the cap of 100 keeps it at most 0.01 % whatever is configured.
     */
    OTP_WRONG_TRIES_PER_CODE: z.coerce.number().int().min(1).max(100).default(20),
    /** Login attempts per client address per hour, whatever the usernames (issue 13 defect 3). */
    RATE_LIMIT_LOGIN_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(60),
    /** Wrong passwords for one account, from any address, before each try must wait. */
    LOGIN_FREE_FAILURES: z.coerce.number().int().min(1).default(5),
    /** First wait, in seconds, after LOGIN_FREE_FAILURES; it doubles with each further failure. */
    LOGIN_DELAY_BASE_SECONDS: z.coerce.number().int().min(1).default(30),
    /** Longest wait between two tries for one account, in seconds: a stranger never locks it for good. */
    LOGIN_DELAY_MAX_SECONDS: z.coerce.number().int().min(1).default(900),
    /** How long, in hours, an account's failures are remembered after the first of them. */
    LOGIN_FAILURE_WINDOW_HOURS: z.coerce.number().int().min(1).default(24),
    /** Code checks (profiles/create/, set-password/) per client address per hour, each route. */
    RATE_LIMIT_CODE_CHECKS_PER_HOUR: z.coerce.number().int().min(1).default(20),
    /** Username look-ups (verify-user/, get-email/) per client address per minute, each route. */
    RATE_LIMIT_LOOKUPS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /** Feedback messages (`POST /api/configs/feedback/`) per client address per hour. */
    RATE_LIMIT_FEEDBACK_PER_HOUR: z.coerce.number().int().min(1).default(10),
    /** Photo uploads per client address per hour. */
    RATE_LIMIT_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(30),
    /** Profile detail views per member per hour, from any address (DESIGN.md D6: no directory walks). */
    RATE_LIMIT_DETAIL_PER_MEMBER_PER_HOUR: z.coerce.number().int().min(1).default(150),
    /** Profile detail views per client address per hour (several members may share one address). */
    RATE_LIMIT_DETAIL_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(600),
    /**
     * Profile list requests per member per minute, from any address. The categories page asks one
     * count (`limit=1`) per value of a tab (about 40 for the states), so this leaves room for a dozen
     * category views a minute; pages stay capped at 50 cards.
     */
    RATE_LIMIT_LIST_PER_MEMBER_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /** Profile list requests per client address per minute (visitors browse categories too). */
    RATE_LIMIT_LIST_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
    /**
     * Seconds a profile-list count is reused per process (modules/search/count-cache.ts; 0 counts
     * every time). Broad category pages at 1,000,000 profiles count 100,000+ rows: 60 keeps them fast,
     * and the count shown is then up to that old (issue 14, bench/results/search.md).
     */
    SEARCH_COUNT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(0),
    /** Photo captcha calls per client address per minute, each route. */
    RATE_LIMIT_CAPTCHA_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    /** "Show contact" reveals per member per 24 hours (DESIGN.md D6). */
    CONTACT_REVEALS_PER_DAY: z.coerce.number().int().min(1).default(20),
    /** Original-photo reveals (right captcha answers) per member per 24 hours (DESIGN.md D5). */
    PHOTO_REVEALS_PER_DAY: z.coerce.number().int().min(1).default(30),
    // Reports (issue 8, modules/reports).
    /** Reports a member may send per 24 hours, from any address (each is read by a moderator), then 429. */
    RATE_LIMIT_REPORTS_PER_MEMBER_PER_DAY: z.coerce.number().int().min(1).default(10),
    // Proposals (issue 8, modules/proposals).
    /** Proposals a member may send per 24 hours (DESIGN.md D10), then 429. */
    PROPOSALS_PER_DAY: z.coerce.number().int().min(1).default(20),
    // Friend chat (issue 10, modules/chat).
    /** Friend-chat messages a member may send per minute (per account, every process), then 429. */
    CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /** Scam-shield hits (DESIGN.md D20) within SCAM_FLAG_WINDOW_DAYS that put the sender in the moderators' queue. */
    SCAM_FLAG_THRESHOLD: z.coerce.number().int().min(1).default(3),
    /** Days over which scam-shield hits are counted for SCAM_FLAG_THRESHOLD. */
    SCAM_FLAG_WINDOW_DAYS: z.coerce.number().int().min(1).default(7),
    // Group forums (issue 10, modules/groups).
    /** Group messages a member may send per minute (per account, every process), then 429. */
    GROUP_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    // Bio-data PDF (issue 8, modules/biodata, lib/pdf.ts).
    /** Chromium executable that prints the bio-data PDF (default /usr/bin/chromium). */
    CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
    /** Bio-data PDFs printed at the same time; further requests wait their turn. */
    PDF_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
    /** Most time, in ms, one bio-data PDF may take (waiting included) before the request fails (503). */
    PDF_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
    /** Bio-data PDFs per member per hour, from any address (printing is expensive). */
    RATE_LIMIT_BIODATA_PER_MEMBER_PER_HOUR: z.coerce.number().int().min(1).default(30),
    // Moderators' second factor (issue 28, DESIGN.md D24, modules/second-factor).
    /**
     * `required`: every moderator must enrol a second factor (TOTP) and pass it in each session before
     * any /api/admin/ route answers; always so when NODE_ENV=production. `optional`: only moderators
     * who enrolled are asked for it (once enrolled, always).
     */
    ADMIN_2FA: z.enum(['optional', 'required']).default('optional'),
    /** Second-factor codes (authenticator or recovery) one moderator may try per window, then 429. */
    ADMIN_2FA_MAX_TRIES: z.coerce.number().int().min(1).default(5),
    /** Minutes of that window, from the first try; a right code clears the count. */
    ADMIN_2FA_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    // Moderation cases and background jobs (issue 9, modules/moderation/documents-purge.ts, jobs.ts).
    /** Days after the moderator's decision that a verification document's file is deleted (DESIGN.md D12). */
    VERIFICATION_DOC_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** Minutes between runs of the background jobs (the document clean-up); also run once shortly after start. */
    JOB_INTERVAL_MINUTES: z.coerce.number().positive().max(1440).default(60),
    // Privacy rights (DESIGN.md D22, issue 31, modules/privacy).
    /** The grievance officer named on /privacy; unset: the page says the site is not configured for public use. */
    SITE_GRIEVANCE_NAME: z.string().trim().min(2).max(120).optional(),
    /** The grievance officer's e-mail address, shown on /privacy. */
    SITE_GRIEVANCE_EMAIL: z.string().email().toLowerCase().optional(),
    /**
     * Days within which a completed deletion request is erased (files, messages, sessions, search
     * rows) by the erasure job; the privacy notice states it. The job usually runs within
     * JOB_INTERVAL_MINUTES; the period leaves room for storage or database outages.
     */
    ERASURE_DAYS: z.coerce.number().int().min(1).max(30).default(7),
    /** Days client addresses are kept in the database (code requests); at most 90 (DESIGN.md D22). */
    IP_RETENTION_DAYS: z.coerce.number().int().min(1).max(90).default(90),
    /** Hours a finished "Download my data" ZIP may be downloaded; then it is deleted. */
    EXPORT_LINK_HOURS: z.coerce.number().int().min(1).max(168).default(24),
    // Real time (issue 10, modules/realtime): Socket.IO; with REDIS_URL the Redis adapter fans out.
    /**
     * Seconds between re-checks of every connected socket's session. Ended sessions lose their
     * sockets at once (modules/realtime/session-sockets.ts); this catches what that misses: a
     * reconnection in the moment before the ending commits, a Redis message lost, a session ended
     * by another program.
     */
    SOCKET_SESSION_RECHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
    /** Sockets (devices, tabs) one member may have open on all processes; a new one drops the oldest. */
    SOCKETS_PER_MEMBER: z.coerce.number().int().min(1).max(100).default(10),
    /** Events one socket may send per 10 seconds (typing, received, read); further events are ignored. */
    SOCKET_EVENTS_PER_10_SECONDS: z.coerce.number().int().min(1).default(50),
    // Notifications (issue 30, DESIGN.md D21, modules/notifications).
    /** Minutes a chat message stays unread before its receiver is told once for the conversation. */
    CHAT_UNREAD_NOTIFY_MINUTES: z.coerce.number().positive().max(1440).default(10),
    /**
     * Hosts web push endpoints may be on (comma-separated; `*.` for any subdomain, `host:port` for
     * another port than 443): the server posts only there, never to an address a client chose.
     */
    PUSH_ALLOWED_HOSTS: z
      .string()
      .default('fcm.googleapis.com,updates.push.services.mozilla.com,*.notify.windows.com,web.push.apple.com')
      .transform((s) =>
        s
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      ),
    /** VAPID key pair of web push (base64url); unset: made once and kept in DATA_DIR/vapid.json. */
    VAPID_PUBLIC_KEY: z.string().min(80).optional(),
    VAPID_PRIVATE_KEY: z.string().min(40).optional(),
    /** Contact the push services may write to about this server's pushes (mailto: or https:). */
    VAPID_SUBJECT: z.string().min(8).default('mailto:no-reply@localhost'),
    /**
     * Quiet hours of a member who never chose (`HH:MM-HH:MM` in their zone, or `off`): SMS, e-mail
     * and push inside them are held and sent in one digest when they end (D21).
     */
    NOTIFY_DEFAULT_QUIET_HOURS: z
      .string()
      .regex(/^(off|([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d)$/, 'HH:MM-HH:MM or off')
      .default('22:00-08:00')
      .transform((v) => (v === 'off' ? null : { start: v.slice(0, 5), end: v.slice(6, 11) })),
    /** Minutes between runs of the quiet-hours digest (held notifications are sent when hours end). */
    NOTIFY_DIGEST_INTERVAL_MINUTES: z.coerce.number().positive().max(1440).default(15),
  })
  .refine((c) => !(c.DEV_OUTBOX && c.NODE_ENV === 'production'), {
    path: ['DEV_OUTBOX'],
    message:
      'DEV_OUTBOX=true is refused when NODE_ENV=production: it would show one-time codes to ' +
      'anyone on the server machine. Unset DEV_OUTBOX.',
  });

export type Config = Readonly<
  Omit<z.infer<typeof configSchema>, 'DATA_DIR' | 'WEB_DIST'> & { DATA_DIR: string; WEB_DIST: string }
>;

/**
 * Parses `env` (default `process.env`). DATA_DIR: unset is DEFAULT_DATA_DIR; a relative one is
 * resolved from `env.INIT_CWD` (the folder `npm` was started in, which npm passes to its scripts),
 * else the working directory. WEB_DIST is resolved against the working directory.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.parse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  return Object.freeze({
    ...parsed,
    DATA_DIR: parsed.DATA_DIR
      ? path.resolve(env.INIT_CWD || process.cwd(), parsed.DATA_DIR)
      : DEFAULT_DATA_DIR,
    WEB_DIST: path.resolve(parsed.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
  });
}
