/**
 * What a member waits for reaches them (DESIGN.md D21, issue 30; before it, issues 8 and 9): each
 * event becomes an item of the member's notification centre (text made in the member's language
 * when read), is pushed live to their sockets (`notification:new`), and goes out on each channel
 * (web push, e-mail, SMS) the member's preferences allow for its kind. Inside the member's quiet
 * hours (their own zone) a delivery is held and sent with the others in one digest when the hours
 * end (`sendHeldDigests`). SMS and e-mail carry absolute links (SITE_URL); e-mails a plain-text part
 * and RFC 8058 one-click unsubscribe. Proposal messages by SMS or e-mail stay at most one per member
 * per hour (`notification_log`). Account notices (blocked, deleted) go by SMS or e-mail at once,
 * whatever the preferences, and are not kept in the centre.
 */
import { and, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import {
  ACCOUNT_NOTICE_KINDS,
  isEmailUsername,
  NOTIFICATIONS_PAGE_SIZE,
  type AccountNoticeKind,
  type NotificationChannel,
  type NotificationItem,
  type NotificationKind,
  type NotificationPage,
  type NotificationPreferences,
} from '@nikah/shared';
import type { Db } from '../../db/client';
import {
  heldNotifications,
  notificationLog,
  notifications,
  profiles,
  pushSubscriptions,
  users,
} from '../../db/schema';
import type { Notifier } from '../../lib/notifier';
import type { RealtimeHub } from '../realtime/hub';
import { pushToAccount, type PushDeps } from './push';
import { preferencesOf, wants } from './preferences';
import { isQuiet } from './quiet-hours';
import { noticeText, type TextKey } from './texts';
import { unsubscribeToken } from './unsubscribe';

export type { NotificationKind };

/** Kinds whose SMS or e-mail is sent at most once per member per window (member-to-member events). */
export const THROTTLED_KINDS: readonly string[] = ['proposal-received', 'proposal-accepted'];
/** The window of those, in ms. */
const THROTTLE_MS = 3_600_000;

/** One event for one account. */
export interface MemberNotice {
  /** The account to tell (users.id). */
  userId: number;
  kind: NotificationKind | AccountNoticeKind;
  /** Values of the text (`{reason}`, `{name}`...), all strings. */
  params?: Record<string, string>;
  /** The page of the web app the notice is about (a path such as `/received-proposal`). */
  link: string;
}

export interface NoticeDeps {
  db: Db;
  notifier: Notifier;
  /** The sockets' hub (read when used: the socket server installs it after the app is built). */
  hub: () => RealtimeHub;
  push: PushDeps;
  /** This site's origin for absolute links (lib/site-origin.ts), '' when unknown. */
  origin: string;
  /** Key of the unsubscribe tokens (the server key). */
  key: Uint8Array;
  /** Quiet hours of members who never chose (NOTIFY_DEFAULT_QUIET_HOURS). */
  defaultQuiet: { start: string; end: string } | null;
}

/** The notification service the routes and services call. */
export interface Notices {
  /** Stores and sends `notice` as of `now`; delivery failures are swallowed (never undo the cause). */
  notify(notice: MemberNotice, now: Date): Promise<void>;
  readonly deps: NoticeDeps;
}

const isAccountNotice = (kind: string): kind is AccountNoticeKind =>
  (ACCOUNT_NOTICE_KINDS as readonly string[]).includes(kind);

/** The text keys of an item: the verification decision has one text per outcome. */
function textKeys(kind: string, params: Record<string, string>): { title: TextKey; body: TextKey } {
  const base =
    kind === 'verification-decided'
      ? `verification-${params.verified === 'true' ? 'verified' : 'rejected'}`
      : kind;
  return { title: `${base}.title` as TextKey, body: `${base}.body` as TextKey };
}

/** Title and body of a notice in `lang`. */
export function noticeTexts(lang: string, kind: string, params: Record<string, string>) {
  const keys = textKeys(kind, params);
  return { title: noticeText(lang, keys.title, params), body: noticeText(lang, keys.body, params) };
}

type NotificationRow = typeof notifications.$inferSelect;

/** A centre item on the wire, its text in `lang`. */
export const presentNotification = (row: NotificationRow, lang: string): NotificationItem => ({
  id: row.id,
  kind: row.kind,
  text: noticeTexts(lang, row.kind, row.params).body,
  link: row.link,
  created: row.createdOn.toISOString(),
  read: row.readOn !== null,
});

/** Where account `userId` is reached: its username and e-mail address, and its profile (sockets). */
async function reachOf(db: Db, userId: number) {
  const [account] = await db
    .select({ username: users.username, email: users.email, profileId: profiles.id })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!account) return null;
  const sms = isEmailUsername(account.username) ? null : account.username;
  const email = isEmailUsername(account.username) ? account.username : (account.email ?? null);
  const [device] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .limit(1);
  return { sms, email, push: device ? 'yes' : null, profileId: account.profileId };
}

/** One or more items going out together (one notice, or a digest of held ones). */
interface Outgoing {
  kind: string;
  params: Record<string, string>;
  link: string;
}

/** Builds the SMS, e-mail or push of `items` in the member's language and sends it. */
async function deliver(
  deps: NoticeDeps,
  userId: number,
  channel: NotificationChannel,
  items: Outgoing[],
  prefs: NotificationPreferences,
  reach: { sms: string | null; email: string | null },
): Promise<boolean> {
  const lang = prefs.language;
  const abs = (link: string) => `${deps.origin}${link}`;
  const digest = items.length > 1;
  const texts = items.map((i) => noticeTexts(lang, i.kind, i.params));
  const first = items[0]!;
  const title = digest ? noticeText(lang, 'digest.title') : texts[0]!.title;
  const lines = digest
    ? [noticeText(lang, 'digest.intro'), ...items.map((i, n) => `- ${texts[n]!.body} ${abs(i.link)}`)]
    : [texts[0]!.body, noticeText(lang, 'open', { link: abs(first.link) })];
  try {
    if (channel === 'push') {
      const body = digest ? texts.map((t) => t.body).join('\n') : texts[0]!.body;
      const link = digest ? '/notifications' : first.link;
      return (
        (await pushToAccount(deps.push, userId, { title, body, link, tag: digest ? 'digest' : first.kind })) >
        0
      );
    }
    if (channel === 'sms') {
      if (!reach.sms) return false;
      await deps.notifier.send({ to: reach.sms, channel: 'sms', subject: title, text: lines.join(' ') });
      return true;
    }
    if (!reach.email) return false;
    const kinds = [...new Set(items.map((i) => i.kind))].filter((k) => !isAccountNotice(k));
    const headers: Record<string, string> = {};
    const text = [...lines];
    if (kinds.length > 0 && deps.origin) {
      const url = `${deps.origin}/api/notifications/unsubscribe/?token=${unsubscribeToken(deps.key, { userId, kinds })}`;
      headers['List-Unsubscribe'] = `<${url}>`;
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
      text.push('', noticeText(lang, 'unsubscribe', { link: url }));
    }
    await deps.notifier.send({
      to: reach.email,
      channel: 'email',
      subject: title,
      text: text.join('\n'),
      html: htmlOf(text),
      headers,
    });
    return true;
  } catch {
    return false;
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The HTML part of an e-mail: its lines as paragraphs, addresses as links. */
function htmlOf(lines: string[]): string {
  const linked = (line: string) =>
    escapeHtml(line).replace(/https?:\/\/[^\s<]+/g, (u) => `<a href="${u}">${u}</a>`);
  return `<!doctype html><html><body>${lines.map((l) => `<p>${linked(l)}</p>`).join('')}</body></html>`;
}

/** Whether a throttled kind already went to `userId` by SMS or e-mail within the window. */
async function throttled(db: Db, userId: number, kind: string, now: Date): Promise<boolean> {
  if (!THROTTLED_KINDS.includes(kind)) return false;
  const recent = await db
    .select({ id: notificationLog.id })
    .from(notificationLog)
    .where(
      and(
        eq(notificationLog.userId, userId),
        inArray(notificationLog.kind, [...THROTTLED_KINDS]),
        gt(notificationLog.createdOn, new Date(now.getTime() - THROTTLE_MS)),
      ),
    )
    .limit(1);
  return recent.length > 0;
}

/** The notification service over `deps`. */
export function createNotices(deps: NoticeDeps): Notices {
  return {
    deps,
    async notify(notice, now) {
      const { db } = deps;
      const reach = await reachOf(db, notice.userId);
      if (!reach) return;
      const prefs = await preferencesOf(db, notice.userId, deps.defaultQuiet);
      const params = notice.params ?? {};
      const outgoing = { kind: notice.kind, params, link: notice.link };
      if (isAccountNotice(notice.kind)) {
        await db.insert(notificationLog).values({ userId: notice.userId, kind: notice.kind, createdOn: now });
        // As before D21: to the username (a mobile number by SMS, an e-mail username by e-mail).
        await deliver(deps, notice.userId, reach.sms ? 'sms' : 'email', [outgoing], prefs, reach);
        return;
      }
      const [row] = await db
        .insert(notifications)
        .values({ userId: notice.userId, kind: notice.kind, params, link: notice.link, createdOn: now })
        .returning();
      if (reach.profileId !== null) {
        deps.hub().toMember(reach.profileId, 'notification:new', presentNotification(row!, prefs.language));
      }
      const quiet = isQuiet(prefs.quiet_hours, prefs.time_zone, now);
      const skipMessages = await throttled(db, notice.userId, notice.kind, now);
      let logged = false;
      for (const channel of ['push', 'email', 'sms'] as const) {
        if (!wants(prefs, channel, notice.kind)) continue;
        if (!reach[channel] || (channel !== 'push' && skipMessages)) continue;
        if (quiet) {
          await db
            .insert(heldNotifications)
            .values({ userId: notice.userId, notificationId: row!.id, channel, heldOn: now });
          continue;
        }
        const sent = await deliver(deps, notice.userId, channel, [outgoing], prefs, reach);
        if (sent && channel !== 'push' && !logged) {
          logged = true;
          await db
            .insert(notificationLog)
            .values({ userId: notice.userId, kind: notice.kind, createdOn: now });
        }
      }
    },
  };
}

/**
 * Sends what quiet hours held, as of `now`: for each account whose quiet hours are over, one
 * digest per channel with every held item (a single held item goes as itself), then forgets them.
 * Returns the number of digests sent.
 */
export async function sendHeldDigests(deps: NoticeDeps, now: Date): Promise<number> {
  const { db } = deps;
  const waiting = await db.selectDistinct({ userId: heldNotifications.userId }).from(heldNotifications);
  let sent = 0;
  for (const { userId } of waiting) {
    const prefs = await preferencesOf(db, userId, deps.defaultQuiet);
    if (isQuiet(prefs.quiet_hours, prefs.time_zone, now)) continue;
    const reach = await reachOf(db, userId);
    const held = await db
      .select({ id: heldNotifications.id, channel: heldNotifications.channel, n: notifications })
      .from(heldNotifications)
      .innerJoin(notifications, eq(notifications.id, heldNotifications.notificationId))
      .where(eq(heldNotifications.userId, userId))
      .orderBy(notifications.createdOn, notifications.id);
    for (const channel of ['push', 'email', 'sms'] as const) {
      const mine = held.filter((h) => h.channel === channel);
      if (mine.length === 0) continue;
      await db.delete(heldNotifications).where(
        inArray(
          heldNotifications.id,
          mine.map((h) => h.id),
        ),
      );
      // Preferences may have changed since: only kinds still wanted on this channel go.
      const items = mine
        .filter((h) => wants(prefs, channel, h.n.kind))
        .map((h) => ({ kind: h.n.kind, params: h.n.params, link: h.n.link }));
      if (items.length === 0 || !reach) continue;
      if (await deliver(deps, userId, channel, items, prefs, reach)) sent += 1;
    }
  }
  return sent;
}

/** Page `page` of account `userId`'s centre, newest first, with the total and unread counts. */
export async function notificationPageOf(db: Db, userId: number, page: number): Promise<NotificationPage> {
  const prefs = await preferencesOf(db, userId);
  const mine = eq(notifications.userId, userId);
  const [rows, [totals], [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdOn), desc(notifications.id))
      .limit(NOTIFICATIONS_PAGE_SIZE)
      .offset((page - 1) * NOTIFICATIONS_PAGE_SIZE),
    db.select({ n: count() }).from(notifications).where(mine),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine, isNull(notifications.readOn))),
  ]);
  return {
    count: totals?.n ?? 0,
    unread: unread?.n ?? 0,
    results: rows.map((r) => presentNotification(r, prefs.language)),
  };
}

/**
 * Marks account `userId`'s items `ids` read (all its unread ones when `ids` is undefined); ids of
 * other accounts' items change nothing. Returns the unread count after.
 */
export async function markNotificationsRead(
  db: Db,
  userId: number,
  ids: number[] | undefined,
  now: Date,
): Promise<number> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readOn));
  if (ids === undefined || ids.length > 0) {
    await db
      .update(notifications)
      .set({ readOn: now })
      .where(ids === undefined ? mine : and(mine, inArray(notifications.id, ids)));
  }
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readOn)));
  return unread?.n ?? 0;
}
