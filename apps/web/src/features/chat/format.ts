/**
 * Dates and times of the chat in the interface language: the date label of a day (Today,
 * Yesterday, or the date), a message's time, and "last active" as a relative time.
 */
import type { TFunction } from 'i18next';

/** The `YYYY-MM-DD` label of `date` in `timeZone`. */
function labelOf(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(date)
    .slice(0, 10);
}

/** A day's heading: Today, Yesterday, or the date written out in `lang`. */
export function dayHeading(
  t: TFunction,
  label: string,
  lang: string,
  timeZone: string,
  now = new Date(),
): string {
  if (label === labelOf(now, timeZone)) return t('chat.pane.today');
  const yesterday = new Date(now.getTime() - 24 * 3600 * 1000);
  if (label === labelOf(yesterday, timeZone)) return t('chat.pane.yesterday');
  const [y, m, d] = label.split('-').map(Number);
  const noon = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12));
  return new Intl.DateTimeFormat(lang, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(noon);
}

/** The time of a message (hours and minutes) in `lang`. */
export function messageTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** How long ago `iso` was, in `lang` ("5 minutes ago"). */
export function ago(iso: string, lang: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 60) return rtf.format(0, 'minute');
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
  if (abs < 86400) return rtf.format(Math.round(seconds / 3600), 'hour');
  return rtf.format(Math.round(seconds / 86400), 'day');
}
