/**
 * When contact details (contact_number, whatsapp_number, whatsapp_country_code, email) of a profile
 * reach a member other than its owner (SPEC.md sections 5 and 6, DESIGN.md D6):
 * - a private contact only when a proposal exists between the two, in either direction, in any
 *   status but Rejected;
 * - any other contact from 08:00 to 22:00 (CONTACT_HOURS_START/END) in the viewer's time zone
 *   (header `X-Timezone`, an IANA name; DEFAULT_TIME_ZONE when missing or unknown), or at any hour
 *   when the detail was opened from a proposal that profile sent the viewer (`?from=proposal`).
 * The time rule is pure and takes its clock as an argument.
 */
import { and, eq, ne, or } from 'drizzle-orm';
import {
  CONTACT_HOURS_END,
  CONTACT_HOURS_START,
  DEFAULT_TIME_ZONE,
  type ContactHiddenReason,
} from '@nikah/shared';
import type { Db } from '../../db/client';
import { proposals } from '../../db/schema';

const TIME_ZONE_MAX = 64;
const CACHE_MAX = 1000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A 24-hour clock formatter for `timeZone`, or undefined when Intl does not know the zone. */
function clockIn(timeZone: string): Intl.DateTimeFormat | undefined {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  let f: Intl.DateTimeFormat;
  try {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
  } catch {
    return undefined;
  }
  if (formatters.size < CACHE_MAX) formatters.set(timeZone, f);
  return f;
}

/**
 * The IANA time zone a request names in `X-Timezone` (canonical spelling), or DEFAULT_TIME_ZONE
 * (Asia/Kolkata) when it names none or one Intl does not know. Never throws.
 */
export function resolveTimeZone(header: string | string[] | undefined): string {
  const name = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!name || name.length > TIME_ZONE_MAX) return DEFAULT_TIME_ZONE;
  return clockIn(name)?.resolvedOptions().timeZone ?? DEFAULT_TIME_ZONE;
}

/** Minutes since local midnight (0 to 1439) at `now` in `timeZone` (an IANA name Intl knows). */
export function localMinutes(now: Date, timeZone: string): number {
  const f = clockIn(timeZone) ?? clockIn(DEFAULT_TIME_ZONE)!;
  const parts = f.formatToParts(now);
  const part = (type: string) => Number(parts.find((x) => x.type === type)?.value ?? 0);
  return (part('hour') % 24) * 60 + part('minute');
}

/** True from 08:00 up to, not including, 22:00 local time in `timeZone` (SPEC.md section 9). */
export function withinContactHours(now: Date, timeZone: string): boolean {
  const m = localMinutes(now, timeZone);
  return m >= CONTACT_HOURS_START * 60 && m < CONTACT_HOURS_END * 60;
}

/** What decides whether a non-owner sees the contact details of a profile. */
export interface ContactContext {
  /** The profile's private_contact flag. */
  privateContact: boolean;
  /** A proposal (not Rejected) exists between viewer and profile, either way. */
  proposalBetween: boolean;
  /** A proposal (not Rejected) from the profile to the viewer exists. */
  proposalFromProfile: boolean;
  /** The request says it was opened from a received proposal (`?from=proposal`). */
  openedFromProposal: boolean;
  now: Date;
  /** The viewer's time zone, as `resolveTimeZone` gives it. */
  timeZone: string;
}

/** Why contact details stay hidden from a non-owner ('private' or 'hours'), or null to show them. */
export function contactHiddenReason(c: ContactContext): ContactHiddenReason | null {
  if (c.privateContact) return c.proposalBetween ? null : 'private';
  if (c.openedFromProposal && c.proposalFromProfile) return null;
  return withinContactHours(c.now, c.timeZone) ? null : 'hours';
}

/**
 * Proposals between profiles `viewerId` and `profileId`, Rejected ones left out: whether any exists
 * and whether one goes from `profileId` to `viewerId`. A viewer without a profile has none.
 */
export async function proposalLinks(
  db: Db,
  viewerId: number | null,
  profileId: number,
): Promise<{ between: boolean; fromProfile: boolean }> {
  if (viewerId === null) return { between: false, fromProfile: false };
  const rows = await db
    .select({ senderId: proposals.senderId })
    .from(proposals)
    .where(
      and(
        ne(proposals.status, 'Rejected'),
        or(
          and(eq(proposals.senderId, viewerId), eq(proposals.receiverId, profileId)),
          and(eq(proposals.senderId, profileId), eq(proposals.receiverId, viewerId)),
        ),
      ),
    );
  return { between: rows.length > 0, fromProfile: rows.some((r) => r.senderId === profileId) };
}
