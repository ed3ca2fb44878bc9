/**
 * A member's notification preferences (DESIGN.md section 3, `GET|PUT /api/notifications/
 * preferences/`): language of the texts, IANA zone and quiet hours, and per channel and kind whether
 * to be told. No row means the defaults: English, Asia/Kolkata, 22:00-08:00, every channel on.
 */
import { eq } from 'drizzle-orm';
import {
  channelDefault,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  DEFAULT_QUIET_HOURS,
  DEFAULT_TIME_ZONE,
  type NotificationChannel,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@nikah/shared';
import type { Db } from '../../db/client';
import { notificationPreferences } from '../../db/schema';

/** Every channel x kind: the member's choice where made, else the default (`channelDefault`). */
function effectiveChannels(
  chosen: Record<string, Record<string, boolean>>,
): NotificationPreferences['channels'] {
  const out: NotificationPreferences['channels'] = { push: {}, email: {}, sms: {} };
  for (const channel of NOTIFICATION_CHANNELS) {
    for (const kind of NOTIFICATION_KINDS) {
      out[channel][kind] = chosen[channel]?.[kind] ?? channelDefault(channel, kind);
    }
  }
  return out;
}

/**
 * The preferences of account `userId` as the wire shows them: every channel x kind, and the
 * defaults when never set (quiet hours: `defaultQuiet`, the app's NOTIFY_DEFAULT_QUIET_HOURS).
 */
export async function preferencesOf(
  db: Db,
  userId: number,
  defaultQuiet: { start: string; end: string } | null = DEFAULT_QUIET_HOURS,
): Promise<NotificationPreferences> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  if (!row) {
    return {
      language: 'en',
      time_zone: DEFAULT_TIME_ZONE,
      quiet_hours: defaultQuiet ? { ...defaultQuiet } : null,
      channels: effectiveChannels({}),
    };
  }
  return {
    language: row.language,
    time_zone: row.timeZone,
    quiet_hours: row.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null,
    channels: effectiveChannels(row.channels),
  };
}

/**
 * Stores the fields of `update` for account `userId` (the others stay); channel maps merge kind by
 * kind. Returns the preferences after the change.
 */
export async function updatePreferences(
  db: Db,
  userId: number,
  update: NotificationPreferencesUpdate,
  defaultQuiet: { start: string; end: string } | null = DEFAULT_QUIET_HOURS,
): Promise<NotificationPreferences> {
  const current = await preferencesOf(db, userId, defaultQuiet);
  const channels = { ...current.channels };
  for (const channel of ['push', 'email', 'sms'] as const) {
    const change = update.channels?.[channel];
    if (change) channels[channel] = { ...channels[channel], ...change };
  }
  const quiet = update.quiet_hours === undefined ? current.quiet_hours : update.quiet_hours;
  const values = {
    language: update.language ?? current.language,
    timeZone: update.time_zone ?? current.time_zone,
    quietStart: quiet?.start ?? null,
    quietEnd: quiet?.end ?? null,
    channels,
  };
  await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
  return preferencesOf(db, userId, defaultQuiet);
}

/** Whether `prefs` let `kind` go out on `channel`. */
export const wants = (prefs: NotificationPreferences, channel: NotificationChannel, kind: string): boolean =>
  prefs.channels[channel]?.[kind] ?? channelDefault(channel, kind);
