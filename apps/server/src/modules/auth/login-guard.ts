/**
 * Login limits beyond the per-address-and-username route limit (issue 13 defect 3):
 * - per client address, whatever the usernames: RATE_LIMIT_LOGIN_PER_IP_PER_HOUR tries;
 * - per account, from any address: after LOGIN_FREE_FAILURES wrong passwords within
 *   LOGIN_FAILURE_WINDOW_HOURS, each try must wait LOGIN_DELAY_BASE_SECONDS, doubling with each
 *   further failure up to LOGIN_DELAY_MAX_SECONDS. Tries during the wait are refused without
 *   checking the password. The wait is capped, so a stranger can slow an account but never lock
 *   it: the right password after the wait works, and a success or a password reset (which proves
 *   the phone or e-mail) clears the failures.
 * Counts live in `app.counters` (Redis when REDIS_URL is set, else memory).
 */
import type { Config } from '../../config';
import type { CounterStore } from '../../lib/rate-limit';
import { HOUR_MS } from '../../lib/time';

/** Why a login try is refused before the password is checked, with the seconds to wait. */
export interface LoginBlock {
  reason: 'address' | 'account';
  retryAfterSeconds: number;
}

/** The login limits over `counters` with the settings of `config`. */
export function loginGuard(counters: CounterStore, config: Config) {
  const failKey = (username: string) => `login:fail:${username}`;
  const waitKey = (username: string) => `login:wait:${username}`;
  const ipKey = (ip: string) => `login:ip:${ip}`;
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

  return {
    /**
     * Counts a try from `ip` and tells whether it must be refused (too many tries from the address,
     * or the account is waiting after failures); undefined when the password may be checked.
     */
    async check(ip: string, username: string): Promise<LoginBlock | undefined> {
      const tries = await counters.hit(ipKey(ip), HOUR_MS);
      if (tries > config.RATE_LIMIT_LOGIN_PER_IP_PER_HOUR) {
        return { reason: 'address', retryAfterSeconds: seconds(await counters.ttl(ipKey(ip))) };
      }
      const wait = await counters.ttl(waitKey(username));
      return wait > 0 ? { reason: 'account', retryAfterSeconds: seconds(wait) } : undefined;
    },

    /** Records a wrong password for `username`; from LOGIN_FREE_FAILURES on, starts a wait. */
    async failed(username: string): Promise<void> {
      const n = await counters.hit(failKey(username), config.LOGIN_FAILURE_WINDOW_HOURS * HOUR_MS);
      if (n < config.LOGIN_FREE_FAILURES) return;
      const delay = Math.min(
        config.LOGIN_DELAY_BASE_SECONDS * 2 ** Math.min(n - config.LOGIN_FREE_FAILURES, 30),
        config.LOGIN_DELAY_MAX_SECONDS,
      );
      await counters.mark(waitKey(username), delay * 1000);
    },

    /** Clears the failures of `username` (a successful login or password reset). */
    async cleared(username: string): Promise<void> {
      await counters.remove(failKey(username), waitKey(username));
    },
  };
}
