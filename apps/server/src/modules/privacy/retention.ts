/**
 * Retention of client addresses (DESIGN.md D22, issue 31): IP addresses are kept at most
 * IP_RETENTION_DAYS (at most 90). In the database they are only in the code requests
 * (`otp_codes.request_ip`, which the per-address code limit reads for 24 hours); rate-limit
 * counters (memory or Redis) expire with their window (at most a day); audit entries hold no
 * address; log lines go to standard output, whose keeping is the operator's log rotation
 * (docs/deploy.md). `clearOldAddresses` runs in the privacy pass (./jobs.ts).
 */
import { and, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpCodes } from '../../db/schema';
import { DAY_MS } from '../../lib/time';

/** Blanks every stored client address older than `days` days before `now`; returns how many. */
export async function clearOldAddresses(db: Db, days: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const cleared = await db
    .update(otpCodes)
    .set({ requestIp: null })
    .where(and(isNotNull(otpCodes.requestIp), lt(otpCodes.createdOn, cutoff)))
    .returning({ id: otpCodes.id });
  return cleared.length;
}
