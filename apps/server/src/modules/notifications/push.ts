/**
 * Web push (DESIGN.md D21, issue 30): VAPID keys made once and kept like SECRET_KEY (settings, else
 * DATA_DIR/vapid.json, mode 0600), the allow-list of push-service hosts every endpoint must be on
 * (`https` on PUSH_ALLOWED_HOSTS: the server never posts to an address a client chose), the
 * member's subscriptions, and delivery through the `web-push` library (aes128gcm payload, VAPID
 * headers). A push service answering 404 or 410 says the subscription is gone: it is removed.
 */
import type https from 'node:https';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import { msg, type PushSubscriptionBody } from '@nikah/shared';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { readOrCreateKeyFile } from '../../lib/key-file';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Most subscriptions (devices) one account keeps; a new one past it replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;
/** Seconds a push service keeps an undelivered push. */
const PUSH_TTL_SECONDS = 24 * 3600;
const PUSH_TIMEOUT_MS = 10_000;

/**
 * The VAPID key pair: the settings' when both are given, else the pair in `dataDir/vapid.json`,
 * made on first use (mode 0600; lib/key-file.ts: a process that loses the race reads the winner's).
 */
export function loadVapidKeys(config: {
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  DATA_DIR: string;
}): VapidKeys {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  }
  const file = path.join(config.DATA_DIR, 'vapid.json');
  const stored = readOrCreateKeyFile(file, () => Buffer.from(JSON.stringify(webpush.generateVAPIDKeys())));
  const parsed = JSON.parse(stored.toString('utf8')) as Partial<VapidKeys>;
  if (!parsed.publicKey || !parsed.privateKey) throw new Error(`${file} is not a VAPID key pair; remove it`);
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}

/**
 * True when `endpoint` is an `https` URL whose host is on `allowed` (entries: `host`, `*.domain`
 * for any subdomain, `host:port` for a port other than 443), with no user name or password.
 */
export function isAllowedPushEndpoint(endpoint: string, allowed: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  const port = url.port;
  return allowed.some((entry) => {
    const [name = '', entryPort = ''] = entry.startsWith('[') ? [entry] : entry.split(':');
    if (entryPort !== port) return false;
    return name.startsWith('*.')
      ? host.endsWith(name.slice(1)) && host.length > name.length - 1
      : host === name;
  });
}

/**
 * Keeps `sub` for account `userId` (an endpoint already kept moves to this account with the new
 * keys). 400 `{endpoint: [...]}` when the endpoint is not on the allow-list.
 */
export async function addSubscription(
  db: Db,
  userId: number,
  sub: PushSubscriptionBody,
  allowed: readonly string[],
): Promise<void> {
  if (!isAllowedPushEndpoint(sub.endpoint, allowed)) throw fieldError('endpoint', msg('invalidChoice'));
  await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth },
    });
  const mine = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.createdOn, pushSubscriptions.id);
  for (const old of mine.slice(0, Math.max(0, mine.length - PUSH_SUBSCRIPTIONS_MAX))) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, old.id));
  }
}

/** Removes account `userId`'s subscription of `endpoint` (another account's stays). */
export async function removeSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** What a push carries to the service worker (apps/web/public/sw.js shows it). */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of the site, opened when the notification is clicked. */
  link: string;
  tag?: string;
}

export interface PushDeps {
  db: Db;
  vapid: VapidKeys;
  subject: string;
  allowed: readonly string[];
  /** An https agent for the push requests (tests: one trusting their local endpoint's certificate). */
  agent?: https.Agent | undefined;
}

/**
 * Sends `payload` to every subscription of account `userId`. A subscription whose endpoint left
 * the allow-list is skipped; a 404 or 410 answer removes it; other failures are returned, never
 * thrown (a push must not undo what caused it). Returns how many pushes the services accepted.
 */
export async function pushToAccount(deps: PushDeps, userId: number, payload: PushPayload): Promise<number> {
  const subs = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  let delivered = 0;
  for (const sub of subs) {
    if (!isAllowedPushEndpoint(sub.endpoint, deps.allowed)) continue;
    try {
      await webpush.sendNotification(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: {
            subject: deps.subject,
            publicKey: deps.vapid.publicKey,
            privateKey: deps.vapid.privateKey,
          },
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          timeout: PUSH_TIMEOUT_MS,
          ...(deps.agent ? { agent: deps.agent } : {}),
        },
      );
      delivered += 1;
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) {
        await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
      }
    }
  }
  return delivered;
}
