/**
 * Login limits beyond the per-address-and-username route limit (issue 13 defect 3, issue 28
 * point 2):
 * - per client address, whatever the usernames: RATE_LIMIT_LOGIN_PER_IP_PER_HOUR tries;
 * - per account, from any address: the first LOGIN_FREE_FAILURES tries within
 *   LOGIN_FAILURE_WINDOW_HOURS are free; from then on each try makes the next one wait
 *   LOGIN_DELAY_BASE_SECONDS, doubling with each further try up to LOGIN_DELAY_MAX_SECONDS. Tries
 *   during the wait are refused without checking the password (and do not count). The wait is
 *   capped, so a stranger can slow an account but never lock it: the right password after the
 *   wait works, and a success or a password reset (which proves the phone or e-mail) clears it.
 * A try is counted atomically BEFORE the password is checked (`CounterStore.attempt`), and a
 * success takes it back; so however many tries arrive at once, from however many addresses and
 * API processes, at most LOGIN_FREE_FAILURES passwords are checked before the first wait, and one
 * per wait after it.
 * Counts live in `app.counters` (Redis when REDIS_URL is set, else memory).
 */
import type { Config } from '../../config';
import type { BackoffRule, CounterStore } from '../../lib/rate-limit';
import { HOUR_MS } from '../../lib/time';

/** Why a login try is refused before the password is checked, with the seconds to wait. */
export interface LoginBlock {
  reason: 'address' | 'account';
  retryAfterSeconds: number;
}

/** The login limits over `counters` with the settings of `config`. */
export function loginGuard(counters: CounterStore, config: Config) {
  const tryKey = (username: string) => `login:fail:${username}`;
  const waitKey = (username: string) => `login:wait:${username}`;
  const ipKey = (ip: string) => `login:ip:${ip}`;
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  const rule: BackoffRule = {
    freeTries: config.LOGIN_FREE_FAILURES,
    windowMs: config.LOGIN_FAILURE_WINDOW_HOURS * HOUR_MS,
    baseWaitMs: config.LOGIN_DELAY_BASE_SECONDS * 1000,
    maxWaitMs: config.LOGIN_DELAY_MAX_SECONDS * 1000,
  };

  return {
    /**
     * Counts a try from `ip` for `username` and tells whether it must be refused (too many tries
     * from the address, or the account is waiting); undefined when the password may be checked,
     * the try then already counting as a failure until `cleared` is called.
     */
    async check(ip: string, username: string): Promise<LoginBlock | undefined> {
      const tries = await counters.hit(ipKey(ip), HOUR_MS);
      if (tries > config.RATE_LIMIT_LOGIN_PER_IP_PER_HOUR) {
        return { reason: 'address', retryAfterSeconds: seconds(await counters.ttl(ipKey(ip))) };
      }
      const wait = await counters.attempt(tryKey(username), waitKey(username), rule);
      return wait > 0 ? { reason: 'account', retryAfterSeconds: seconds(wait) } : undefined;
    },

    /** Clears the tries of `username` (the right password, or a password reset). */
    async cleared(username: string): Promise<void> {
      await counters.remove(tryKey(username), waitKey(username));
    },
  };
}
