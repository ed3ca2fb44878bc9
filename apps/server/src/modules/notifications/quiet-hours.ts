/**
 * Quiet hours (DESIGN.md D21): a span of the day, `HH:MM` to `HH:MM` in the member's own IANA zone,
 * possibly across midnight (22:00-08:00 by default). Pure functions over an injected instant.
 */

/** Minutes since midnight of `at` on the wall clock of `zone` (0..1439). */
export function minutesInZone(at: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  return hour * 60 + minute;
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * True when `at` falls inside the quiet hours `quiet` (null: never quiet) read in `zone`: from
 * `start` included to `end` excluded; a start after the end spans midnight.
 */
export function isQuiet(quiet: { start: string; end: string } | null, zone: string, at: Date): boolean {
  if (!quiet) return false;
  const now = minutesInZone(at, zone);
  const start = toMinutes(quiet.start);
  const end = toMinutes(quiet.end);
  return start < end ? now >= start && now < end : now >= start || now < end;
}
