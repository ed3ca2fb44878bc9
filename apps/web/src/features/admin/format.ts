/** Dates and waiting times of the console in the interface language. */

/** A date and time such as "23 Nov 2026, 14:05" for an ISO string (as sent by the API). */
export function formatDateTime(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A day such as "23 Nov" for `YYYY-MM-DD` (UTC). */
export function formatDay(day: string, lang: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

/** A waiting time of `seconds` in its largest whole unit ("3 days", "5 hours", "12 minutes"; at least 1 minute). */
export function formatAge(seconds: number, lang: string): string {
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) {
    if (seconds >= size) {
      return new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'long' }).format(
        Math.floor(seconds / size),
      );
    }
  }
  return new Intl.NumberFormat(lang, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(1);
}
