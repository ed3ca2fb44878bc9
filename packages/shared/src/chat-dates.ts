/**
 * The date labels friend chat groups its messages under (SPEC.md section 7 `groupedMessages`),
 * apart from chat.ts and its Zod schemas: the web app's member menu reads these at start, and a
 * module is bundled whole (issue 29).
 */

/** Zone of the date labels when the client sends no valid `X-Timezone` (SPEC.md: India). */
export const CHAT_DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** The date label of ISO time `iso` in zone `timeZone` (`YYYY-MM-DD`); UTC for an unknown zone. */
export function chatDateLabel(iso: string, timeZone: string = CHAT_DEFAULT_TIME_ZONE): string {
  const at = new Date(iso);
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
  } catch {
    zone = 'UTC';
  }
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(at)
    .slice(0, 10);
}
