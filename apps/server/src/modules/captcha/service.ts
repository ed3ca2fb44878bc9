/**
 * The arithmetic captcha of the photo dialog (SPEC.md sections 4, 5 and 9; DESIGN.md D5): the
 * server draws two digits 0 to 9, keeps an HMAC of their sum, and accepts one answer from the
 * member it was issued to within CAPTCHA_VALID_MINUTES. Any answer, right or wrong, uses the
 * question up (otherwise trying the 19 possible sums would always win).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { CAPTCHA_DIGIT_MAX, CAPTCHA_VALID_MINUTES, type CaptchaChallenge } from '@nikah/shared';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';
import { hmacHex, sameHex } from '../../lib/tokens';
import { MINUTE_MS } from '../../lib/time';

const answerHash = (key: Uint8Array, id: string, answer: number) => hmacHex(key, `captcha:${id}:${answer}`);

/**
 * Issues a question to member `userId` and removes every expired one. Returns
 * `{captcha_id, question: 'a + b', expires_on}`.
 */
export async function issueCaptcha(
  deps: { db: Db; key: Uint8Array; now: Date },
  userId: number,
): Promise<CaptchaChallenge> {
  const a = randomInt(0, CAPTCHA_DIGIT_MAX + 1);
  const b = randomInt(0, CAPTCHA_DIGIT_MAX + 1);
  const id = randomBytes(16).toString('base64url');
  const expiresOn = new Date(deps.now.getTime() + CAPTCHA_VALID_MINUTES * MINUTE_MS);
  await deps.db.delete(captchas).where(lt(captchas.expiresOn, deps.now));
  await deps.db
    .insert(captchas)
    .values({ id, userId, answerHash: answerHash(deps.key, id, a + b), expiresOn });
  return { captcha_id: id, question: `${a} + ${b}`, expires_on: expiresOn.toISOString() };
}

/** What became of an answer: right, wrong, or no usable question (unknown, someone else's, used, expired). */
export type CaptchaOutcome = 'right' | 'wrong' | 'expired';

/** The answer as a whole number, or null when it is not one (e.g. 'abc', '1.5'). */
export function parseAnswer(answer: string | number): number | null {
  const text = String(answer).trim();
  return /^-?\d{1,3}$/.test(text) ? Number(text) : null;
}

/**
 * Uses up question `id` of member `userId` (a single DELETE ... RETURNING, so two answers racing
 * for one question cannot both win) and checks `answer`.
 */
export async function answerCaptcha(
  deps: { db: Db; key: Uint8Array; now: Date },
  userId: number,
  id: string,
  answer: string | number,
): Promise<CaptchaOutcome> {
  const [row] = await deps.db
    .delete(captchas)
    .where(and(eq(captchas.id, id), eq(captchas.userId, userId)))
    .returning({ answerHash: captchas.answerHash, expiresOn: captchas.expiresOn });
  if (!row || row.expiresOn.getTime() <= deps.now.getTime()) return 'expired';
  const value = parseAnswer(answer);
  if (value === null) return 'wrong';
  return sameHex(row.answerHash, answerHash(deps.key, id, value)) ? 'right' : 'wrong';
}
