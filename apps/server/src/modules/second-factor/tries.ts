/**
 * The limit on a moderator's second-factor codes (issue 28, DESIGN.md D24), like the login's
 * per-account limit: ADMIN_2FA_MAX_TRIES codes per ADMIN_2FA_WINDOW_MINUTES for one account, from
 * any address. Each try is counted before its code is checked, with the store's atomic `hit` (Redis
 * INCR when REDIS_URL is set, else this process), so however many requests arrive at once, at most
 * that many codes are checked. A right code clears the count.
 */
import type { Config } from '../../config';
import type { CounterStore } from '../../lib/rate-limit';
import { MINUTE_MS } from '../../lib/time';

/** The second-factor limit over `counters` with the settings of `config`. */
export function secondFactorTries(counters: CounterStore, config: Config) {
  const key = (userId: number) => `2fa:tries:${userId}`;
  return {
    /**
     * Counts a try for `userId`; returns the seconds to wait when it is over the limit (the code
     * must then not be checked), else undefined.
     */
    async take(userId: number): Promise<number | undefined> {
      const n = await counters.hit(key(userId), config.ADMIN_2FA_WINDOW_MINUTES * MINUTE_MS);
      if (n <= config.ADMIN_2FA_MAX_TRIES) return undefined;
      return Math.max(1, Math.ceil((await counters.ttl(key(userId))) / 1000));
    },
    /** Clears the count of `userId` (a right code). */
    async clear(userId: number): Promise<void> {
      await counters.remove(key(userId));
    },
  };
}
