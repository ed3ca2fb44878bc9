/**
 * The moderators' second factor (DESIGN.md D24, issue 28): enrolment (a secret waiting for its first
 * code, then 10 recovery codes shown once), the per-session pass, and disabling. A code is spent by
 * one conditional UPDATE, so two requests with the same code (a replay, or a race) never both pass:
 * an authenticator code only if its time step is later than the last accepted one, a recovery code
 * only while it is unused. Enrolment, disabling and each recovery code used are audited.
 */
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import { isTotpCode, msg, normalizeRecoveryCode, type SecondFactorEnrolment } from '@nikah/shared';
import type { Db, Tx } from '../../db/client';
import { recoveryCodes, secondFactorSessions, secondFactors } from '../../db/schema';
import { detailError, fieldError } from '../../lib/errors';
import type { Member } from '../auth/sessions';
import { recordAudit } from '../moderation/audit';
import {
  decryptSecret,
  encryptSecret,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  qrDataUrl,
  recoveryCodeHash,
  totpStep,
} from './totp';

/** What the service needs: the database, the server key (SECRET_KEY) and the time. */
export interface SecondFactorCtx {
  db: Db;
  serverKey: Buffer;
  now: Date;
}

/** Where a moderator's session stands: enrolled (confirmed factor) and passed (this session). */
export interface SessionSecondFactor {
  enrolled: boolean;
  passed: boolean;
}

const wrongCode = () => fieldError('code', msg('secondFactorWrongCode'));

/** Whether `member`'s account has a confirmed second factor and this session passed it (one query). */
export async function sessionSecondFactor(db: Db, member: Member): Promise<SessionSecondFactor> {
  const [row] = await db
    .select({ enabledOn: secondFactors.enabledOn, passed: secondFactorSessions.sessionId })
    .from(secondFactors)
    .leftJoin(secondFactorSessions, eq(secondFactorSessions.sessionId, member.sessionId))
    .where(eq(secondFactors.userId, member.userId))
    .limit(1);
  const enrolled = row?.enabledOn != null;
  return { enrolled, passed: enrolled && row?.passed != null };
}

/** Unused recovery codes of `userId`. */
export async function recoveryCodesLeft(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedOn)));
  return row?.n ?? 0;
}

/**
 * Starts (or restarts) an enrolment: a new secret, kept encrypted and waiting for its first code.
 * Returns the secret, its otpauth URI and QR code. 409 `secondFactorAlreadyOn` once confirmed
 * (disable it first, with a code).
 */
export async function startEnrolment(ctx: SecondFactorCtx, member: Member): Promise<SecondFactorEnrolment> {
  const secret = newTotpSecret();
  const sealed = encryptSecret(ctx.serverKey, secret);
  const [row] = await ctx.db
    .insert(secondFactors)
    .values({ userId: member.userId, secretEncrypted: sealed })
    .onConflictDoUpdate({
      target: secondFactors.userId,
      set: { secretEncrypted: sealed, lastStep: null, createdOn: ctx.now },
      setWhere: isNull(secondFactors.enabledOn),
    })
    .returning({ userId: secondFactors.userId });
  if (!row) throw detailError(409, msg('secondFactorAlreadyOn'));
  const uri = otpauthUri(secret, member.username);
  return { secret, otpauth_uri: uri, qr_image: await qrDataUrl(uri) };
}

/**
 * Confirms the waiting enrolment with the app's first `code`: the factor is on, this session has
 * passed it, and the 10 recovery codes are returned (the only time they are shown). 400 `{code}`
 * for a wrong code; 409 without a waiting enrolment.
 */
export async function confirmEnrolment(
  ctx: SecondFactorCtx,
  member: Member,
  code: string,
): Promise<string[]> {
  const [row] = await ctx.db.select().from(secondFactors).where(eq(secondFactors.userId, member.userId));
  if (!row) throw detailError(409, msg('secondFactorNoEnrolment'));
  if (row.enabledOn) throw detailError(409, msg('secondFactorAlreadyOn'));
  const step = isTotpCode(code)
    ? totpStep(decryptSecret(ctx.serverKey, row.secretEncrypted), code, ctx.now)
    : null;
  if (step === null) throw wrongCode();
  const codes = newRecoveryCodes();
  await ctx.db.transaction(async (tx) => {
    const [on] = await tx
      .update(secondFactors)
      .set({ enabledOn: ctx.now, lastStep: step })
      // The same secret still waiting: a restarted enrolment or a parallel confirm loses.
      .where(
        and(
          eq(secondFactors.userId, member.userId),
          eq(secondFactors.secretEncrypted, row.secretEncrypted),
          isNull(secondFactors.enabledOn),
        ),
      )
      .returning({ userId: secondFactors.userId });
    if (!on) throw detailError(409, msg('secondFactorNoEnrolment'));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, member.userId));
    await tx.insert(recoveryCodes).values(
      codes.map((c) => ({
        userId: member.userId,
        codeHash: recoveryCodeHash(ctx.serverKey, normalizeRecoveryCode(c) ?? c),
      })),
    );
    await tx.insert(secondFactorSessions).values({ sessionId: member.sessionId, userId: member.userId });
    await recordAudit(tx, {
      actorUserId: member.userId,
      action: 'second-factor.enrol',
      targetType: 'moderator',
      targetId: member.userId,
      before: { enrolled: false },
      after: { enrolled: true, recovery_codes: codes.length },
    });
  });
  return codes;
}

/**
 * Spends `code` of `member`'s confirmed factor inside `tx`: an authenticator code of a later time
 * step than the last accepted one, or an unused recovery code (audited). 400 `{code}` otherwise;
 * 409 `secondFactorNotOn` without a confirmed factor.
 */
async function spendCode(tx: Tx, ctx: SecondFactorCtx, member: Member, code: string): Promise<void> {
  const [row] = await tx.select().from(secondFactors).where(eq(secondFactors.userId, member.userId));
  if (!row?.enabledOn) throw detailError(409, msg('secondFactorNotOn'));
  if (isTotpCode(code)) {
    const step = totpStep(decryptSecret(ctx.serverKey, row.secretEncrypted), code, ctx.now);
    if (step === null) throw wrongCode();
    const [spent] = await tx
      .update(secondFactors)
      .set({ lastStep: step })
      .where(
        and(
          eq(secondFactors.userId, member.userId),
          or(isNull(secondFactors.lastStep), lt(secondFactors.lastStep, step)),
        ),
      )
      .returning({ userId: secondFactors.userId });
    if (!spent) throw wrongCode();
    return;
  }
  const normalized = normalizeRecoveryCode(code);
  if (!normalized) throw wrongCode();
  const [used] = await tx
    .update(recoveryCodes)
    .set({ usedOn: ctx.now })
    .where(
      and(
        eq(recoveryCodes.userId, member.userId),
        eq(recoveryCodes.codeHash, recoveryCodeHash(ctx.serverKey, normalized)),
        isNull(recoveryCodes.usedOn),
      ),
    )
    .returning({ id: recoveryCodes.id });
  if (!used) throw wrongCode();
  await recordAudit(tx, {
    actorUserId: member.userId,
    action: 'second-factor.recovery-code',
    targetType: 'moderator',
    targetId: member.userId,
    before: null,
    after: { recovery_codes_left: await recoveryCodesLeft(tx, member.userId) },
  });
}

/**
 * Passes the second factor for `member`'s session with an authenticator or recovery `code`; returns
 * the recovery codes left. 400 `{code}` for a wrong, replayed or used code.
 */
export async function verifySession(ctx: SecondFactorCtx, member: Member, code: string): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    await spendCode(tx, ctx, member, code);
    await tx
      .insert(secondFactorSessions)
      .values({ sessionId: member.sessionId, userId: member.userId })
      .onConflictDoNothing();
    return recoveryCodesLeft(tx, member.userId);
  });
}

/**
 * Turns the second factor off with a `code` (authenticator or recovery): the secret, the recovery
 * codes and every session's pass go; audited. Where the server requires a factor, the moderator must
 * enrol again before the console answers.
 */
export async function disableSecondFactor(ctx: SecondFactorCtx, member: Member, code: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await spendCode(tx, ctx, member, code);
    await tx.delete(secondFactorSessions).where(eq(secondFactorSessions.userId, member.userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, member.userId));
    await tx.delete(secondFactors).where(eq(secondFactors.userId, member.userId));
    await recordAudit(tx, {
      actorUserId: member.userId,
      action: 'second-factor.disable',
      targetType: 'moderator',
      targetId: member.userId,
      before: { enrolled: true },
      after: { enrolled: false },
    });
  });
}
