/**
 * One-time codes (DESIGN.md D1): 6 digits from the CSPRNG, stored only as an HMAC with the server
 * key, valid OTP_VALID_MINUTES, single use; OTP_WRONG_TRIES_PER_ADDRESS wrong tries per client
 * address and OTP_WRONG_TRIES_PER_CODE from all addresses together (issue 28 point 8). Only the
 * newest code of a username and purpose counts. At most OTP_REQUESTS_PER_DAY codes per username,
 * purpose and requesting address in 24 hours, and OTP_CODES_PER_USERNAME_PER_DAY per username and
 * purpose from all addresses together; past either, the owner gets a code by proving the last one
 * sent (issue 13 defect 5: a stranger cannot use up the owner's requests). Signup and reset codes
 * are counted apart (issue 34 point 5: a new member's signup code no longer uses up their first
 * reset); this adds no messages a stranger can send, since a username takes signup codes only
 * while unregistered and reset codes only once registered. The code is sent through the notifier and never returned
 * or logged.
 */
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  OTP_REQUESTS_PER_DAY,
  OTP_VALID_MINUTES,
  isEmailUsername,
  type OtpPurpose,
  msg,
} from '@nikah/shared';
import type { Db } from '../../db/client';
import { otpCodes, users } from '../../db/schema';
import { detailError, fieldError } from '../../lib/errors';
import type { Notifier } from '../../lib/notifier';
import type { CounterStore } from '../../lib/rate-limit';
import { hmacHex, newOtpCode, sameHex } from '../../lib/tokens';
import { DAY_MS } from '../../lib/time';

const codeHash = (key: Uint8Array, purpose: string, username: string, code: string) =>
  hmacHex(key, `${purpose}:${username}:${code}`);

/** The text of the code message (SMS or e-mail). */
export const otpText = (code: string) =>
  `${code} is your Nikah verification code. It is valid for ${OTP_VALID_MINUTES} minutes. Never share it: we never ask for it or for money.`;

/**
 * Makes a code for `username` and sends it (SMS to a mobile number, e-mail to an address).
 * Errors: 400 `{username: ['Already exists.']}` for a signup code of a registered username;
 * 400 `{username: ['No profile found with this username.']}` for a reset code of an unknown one;
 * 429 `otpLimit` for a third request of one purpose from one address within 24 hours, 429
 * `otpProveLast` past
 * `codesPerUsernamePerDay` (both unless `lastCode` is the last code sent); 503 when delivery fails
 * (that code is discarded and does not count).
 */
export async function requestCode(
  deps: {
    db: Db;
    key: Uint8Array;
    notifier: Notifier;
    /** OTP_CODES_PER_USERNAME_PER_DAY: codes for one username from all addresses together. */
    codesPerUsernamePerDay: number;
    log?: { warn(obj: object, msg: string): void };
  },
  req: { username: string; purpose: OtpPurpose; ip: string; lastCode?: string },
  now = new Date(),
): Promise<void> {
  const { db } = deps;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, req.username));
  if (req.purpose === 'signup' && user) throw fieldError('username', msg('alreadyExists'));
  if (req.purpose === 'reset' && !user) throw fieldError('username', msg('noAccount'));

  const code = newOtpCode();
  const id = await db.transaction(async (tx) => {
    // One request per username at a time, so two parallel requests cannot both pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${req.username}`}))`);
    const since = new Date(now.getTime() - DAY_MS);
    const [recent] = await tx
      .select({
        total: sql<number>`count(*)::int`,
        fromIp: sql<number>`(count(*) filter (where ${otpCodes.requestIp} = ${req.ip}))::int`,
      })
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.username, req.username),
          eq(otpCodes.purpose, req.purpose),
          gt(otpCodes.createdOn, since),
        ),
      );
    // Past either limit, only the owner gets a code: proving the last code sent to the username
    // shows they read its SMS or mailbox. A stranger's requests thus never block the owner.
    const capped =
      (recent?.fromIp ?? 0) >= OTP_REQUESTS_PER_DAY || (recent?.total ?? 0) >= deps.codesPerUsernamePerDay;
    if (
      capped &&
      !(req.lastCode && (await provesLastCode(tx, deps.key, req.username, req.lastCode, since)))
    ) {
      throw detailError(
        429,
        (recent?.total ?? 0) >= deps.codesPerUsernamePerDay
          ? msg('otpProveLast')
          : msg('otpLimit', { n: OTP_REQUESTS_PER_DAY }),
      );
    }
    const [row] = await tx
      .insert(otpCodes)
      .values({
        username: req.username,
        purpose: req.purpose,
        codeHash: codeHash(deps.key, req.purpose, req.username, code),
        createdOn: now,
        expiresOn: new Date(now.getTime() + OTP_VALID_MINUTES * 60_000),
        requestIp: req.ip,
      })
      .returning({ id: otpCodes.id });
    return row!.id;
  });

  const email = isEmailUsername(req.username);
  try {
    await deps.notifier.send({
      to: req.username,
      channel: email ? 'email' : 'sms',
      subject: 'Your Nikah verification code',
      text: otpText(code),
      code,
    });
  } catch (err) {
    // Never the message text: it holds the code.
    deps.log?.warn(
      { channel: email ? 'email' : 'sms', error: (err as Error).message },
      'code delivery failed',
    );
    await db.delete(otpCodes).where(eq(otpCodes.id, id));
    throw detailError(503, msg('otpDeliveryFailed'));
  }
}

/**
 * True when `code` is the newest code sent to `username` since `since`, whatever its purpose and
 * state (used, expired or locked: the owner still received it). Proving it only unlocks sending
 * another code to the same number or address, so a lucky guess gains a stranger nothing.
 */
async function provesLastCode(db: Db, key: Uint8Array, username: string, code: string, since: Date) {
  const [row] = await db
    .select({ purpose: otpCodes.purpose, codeHash: otpCodes.codeHash })
    .from(otpCodes)
    .where(and(eq(otpCodes.username, username), gt(otpCodes.createdOn, since)))
    .orderBy(desc(otpCodes.createdOn), desc(otpCodes.id))
    .limit(1);
  return row !== undefined && sameHex(row.codeHash, codeHash(key, row.purpose, username, code.trim()));
}

/** What `consumeCode` needs: the database, the server key, and where the tries are counted. */
export interface CodeCheckDeps {
  db: Db;
  key: Uint8Array;
  /** Holds the tries per code and client address (`app.counters`: Redis or memory). */
  counters: CounterStore;
  /** OTP_WRONG_TRIES_PER_ADDRESS and OTP_WRONG_TRIES_PER_CODE. */
  perAddress: number;
  perCode: number;
}

/** The `consumeCode` dependencies of `app` (its database, key, counters and settings). */
export const codeCheckDeps = (app: FastifyInstance): CodeCheckDeps => ({
  db: app.deps.database.db,
  key: app.deps.serverKey,
  counters: app.counters,
  perAddress: app.deps.config.OTP_WRONG_TRIES_PER_ADDRESS,
  perCode: app.deps.config.OTP_WRONG_TRIES_PER_CODE,
});

/**
 * Checks `code`, tried from the client address `ip`, against the newest code of `username` for
 * `purpose`, and uses it up when it matches. Returns false when there is no such code, it expired
 * or was used, or the try is refused or wrong (issue 28 point 8):
 * - per code and address: the try is counted before the code is compared; past `perAddress`
 *   tries that address is refused, even the right code, and the refusal costs the code nothing.
 *   So a stranger's wrong tries do not stop the owner using the code from another address.
 * - per code, from all addresses: a try takes one of `perCode` slots (an atomic conditional
 *   update of `otp_codes.attempts`) before the comparison, and the right code gives its slot
 *   back; so at most `perCode` wrong codes are ever compared, whatever the concurrency, and after
 *   them even the right code is refused (a stranger's chance per code is at most perCode / 10^6).
 * Should the counter store fail (Redis down), the per-address limit lapses and the per-code one
 * still holds.
 */
export async function consumeCode(
  deps: CodeCheckDeps,
  req: { username: string; purpose: OtpPurpose; code: string; ip: string },
  now = new Date(),
): Promise<boolean> {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.username, req.username), eq(otpCodes.purpose, req.purpose)))
    .orderBy(desc(otpCodes.createdOn), desc(otpCodes.id))
    .limit(1);
  if (!row || row.usedOn || row.expiresOn <= now || row.attempts >= deps.perCode) return false;
  const fromAddress = await deps.counters.hit(
    `otp:try:${row.id}:${req.ip}`,
    row.expiresOn.getTime() - now.getTime(),
  );
  if (fromAddress > deps.perAddress) return false;
  const slot = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.id, row.id),
        isNull(otpCodes.usedOn),
        lt(otpCodes.attempts, deps.perCode),
        gt(otpCodes.expiresOn, now),
      ),
    )
    .returning({ id: otpCodes.id });
  if (slot.length === 0) return false;
  if (!sameHex(row.codeHash, codeHash(deps.key, req.purpose, req.username, req.code.trim()))) return false;
  // Conditional update: of two parallel right tries only one wins. `attempts` keeps counting the
  // wrong tries only.
  const used = await db
    .update(otpCodes)
    .set({ usedOn: now, attempts: sql`${otpCodes.attempts} - 1` })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.usedOn)))
    .returning({ id: otpCodes.id });
  return used.length === 1;
}
