/**
 * Notifications, web push and saved searches (DESIGN.md D21 and section 3 "Notifications"; issue
 * 30): the kinds a member is told of, the wire shapes of the notification centre, the preferences
 * (language, quiet hours in the member's own zone, channels x kinds), push subscriptions and saved
 * searches. One set of rules for the web form and the server route.
 */
import { z } from 'zod';
import { msg } from './messages';
import { keyed } from './zod-messages';
import { INTERFACE_LANGUAGES } from './reference';
import { profileListQuery } from './search';

/**
 * What a member waits for and may choose, per channel, to hear of (the preferences page lists
 * these). Each item of the centre has one of these kinds.
 */
export const NOTIFICATION_KINDS = [
  'proposal-received',
  'proposal-accepted',
  'proposal-rejected',
  'message-unread',
  'profile-approved',
  'profile-rejected',
  'verification-decided',
  'guardian-added',
  'guardian-removed',
  'saved-search-matches',
  'member-warned',
  'deletion-declined',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Account notices that always reach the member by SMS or e-mail, whatever the preferences and the
 * hour, and are not kept in the centre (the account is blocked or gone).
 */
export const ACCOUNT_NOTICE_KINDS = ['member-blocked', 'deletion-completed'] as const;
export type AccountNoticeKind = (typeof ACCOUNT_NOTICE_KINDS)[number];

/** Channels a notification may leave the site by. */
export const NOTIFICATION_CHANNELS = ['push', 'email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * Kinds a channel leaves off until the member turns them on: an SMS costs the service and
 * interrupts, so only what a family acts on goes by SMS unless asked (a rejection, chat reminders
 * and search digests stay in the centre, push and e-mail).
 */
export const CHANNEL_KINDS_OFF_BY_DEFAULT: Record<NotificationChannel, readonly NotificationKind[]> = {
  push: [],
  email: [],
  sms: ['proposal-rejected', 'message-unread', 'saved-search-matches'],
};

/** Whether `kind` goes out on `channel` for a member who never chose. */
export const channelDefault = (channel: NotificationChannel, kind: string): boolean =>
  !(CHANNEL_KINDS_OFF_BY_DEFAULT[channel] as readonly string[]).includes(kind);

/** Most saved searches a member keeps. */
export const SAVED_SEARCHES_MAX = 10;
/** Longest name of a saved search. */
export const SAVED_SEARCH_NAME_MAX = 60;
/** Items of the notification centre per page. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** Default quiet hours (D21), in the member's own zone. */
export const DEFAULT_QUIET_HOURS = { start: '22:00', end: '08:00' } as const;

/** One item of the notification centre (`text` in the member's language, `link` a path of the site). */
export const notificationItem = z.object({
  id: z.number().int(),
  kind: z.string(),
  text: z.string(),
  link: z.string(),
  /** ISO 8601. */
  created: z.string(),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** `GET /api/notifications/?page=`: newest first, with the member's unread count. */
export const notificationPage = z.object({
  count: z.number().int(),
  unread: z.number().int(),
  results: z.array(notificationItem),
});
export type NotificationPage = z.infer<typeof notificationPage>;

export const notificationPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** `POST /api/notifications/read/`: these ids, or every unread item when `ids` is absent. */
export const notificationsReadBody = z.object({
  ids: z.array(z.number().int().positive().max(2_147_483_647)).max(200).optional(),
});

const hhmm = z.string().refine((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), keyed(msg('invalidChoice')));

/** Quiet hours, `HH:MM` in the member's zone; `start` may be after `end` (across midnight). */
export const quietHours = z
  .object({ start: hhmm, end: hhmm })
  .refine((q) => q.start !== q.end, { path: ['end'], ...keyed(msg('invalidChoice')) });
export type QuietHours = z.infer<typeof quietHours>;

/** True when `zone` is an IANA time zone this runtime knows (Asia/Kolkata, Europe/London...). */
export function isTimeZone(zone: string): boolean {
  if (zone.length > 64 || !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const languageCode = z.enum(INTERFACE_LANGUAGES.map((l) => l.code) as [string, ...string[]]);

/** Per channel, per kind: on (true) or off (false). A kind left out is on. */
const channelKinds = z.partialRecord(z.enum(NOTIFICATION_KINDS), z.boolean());
export const notificationChannels = z.object({
  push: channelKinds,
  email: channelKinds,
  sms: channelKinds,
});

/** `PUT /api/notifications/preferences/`: any of the fields; what is left out stays. */
export const notificationPreferencesUpdate = z.object({
  language: languageCode.optional(),
  time_zone: z
    .string()
    .refine(isTimeZone, keyed(msg('invalidChoice')))
    .optional(),
  quiet_hours: quietHours.nullable().optional(),
  channels: notificationChannels.partial().optional(),
});
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdate>;

/** `POST /api/push/subscriptions/`: a browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionBody = z.object({
  endpoint: z.string().url().max(1000),
  keys: z.object({
    /** The browser's P-256 public key, base64url (65 bytes uncompressed). */
    p256dh: z.string().refine((v) => /^[A-Za-z0-9_-]{86,88}={0,2}$/.test(v), keyed(msg('invalidChoice'))),
    /** The 16-byte auth secret, base64url. */
    auth: z.string().refine((v) => /^[A-Za-z0-9_-]{21,24}={0,2}$/.test(v), keyed(msg('invalidChoice'))),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;
export const pushUnsubscribeBody = z.object({ endpoint: z.string().max(1000) });

/** Filters of a saved search: the query-string fields of `GET /api/profiles/list/` (no paging). */
export const savedSearchFilters = z
  .record(z.string().max(40), z.string().max(500))
  .refine((f) => Object.keys(f).length <= 30, keyed(msg('invalidChoice')))
  .superRefine((f, ctx) => {
    const { page: _p, limit: _l, ordering: _o, code: _c, ...rest } = f;
    const parsed = profileListQuery.safeParse(rest);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
    }
  })
  .transform((f) => {
    const { page: _p, limit: _l, ordering: _o, code: _c, ...rest } = f;
    return rest;
  });

/** `POST /api/searches/`. */
export const savedSearchBody = z.object({
  name: z.string().trim().min(1).max(SAVED_SEARCH_NAME_MAX),
  filters: savedSearchFilters,
});
export type SavedSearchBody = z.input<typeof savedSearchBody>;

export const savedSearchItem = z.object({
  id: z.number().int(),
  name: z.string(),
  filters: z.record(z.string(), z.string()),
  created: z.string(),
});
export type SavedSearchItem = z.infer<typeof savedSearchItem>;
export const savedSearchList = z.object({ results: z.array(savedSearchItem) });
