import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { apiMessages } from '../../../../domain/messages';
import { normalizeSecondFactorCode, RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN } from '../../../../domain/schemas/second-factor';
import { recordAudit } from '../../audit/audit';
import type { AppContext, RequestMeta } from '../../context';
import { totpCredentials, totpRecoveryCodes } from '../../db/schema';
import { AppError, invalidInput } from '../../http/errors';
import { hashRecoveryCode } from './recovery-codes';
import { clearSecondFactorTries, countSecondFactorTry, secondFactorCodeWasWrong } from './second-factor-tries';
import { matchTotpStep, openTotpSecret } from './totp';

export type SecondFactorUsed = 'totp' | 'recovery_code';

export const wrongCode = () => invalidInput(apiMessages.secondFactorCodeWrong, { code: apiMessages.secondFactorCodeWrong });

/**
 * Checks a code typed at the second step: a 6-digit code from the account's confirmed
 * authenticator app, or one of its unused recovery codes. Every attempt is counted before it is
 * checked, in one budget for both kinds with lockouts that grow (second-factor-tries.ts), so racing
 * guesses cannot exceed it; a success clears it. Each TOTP step is accepted once (a conditional update of
 * `last_used_step`), each recovery code once (a conditional update of `used_at`).
 */
export async function checkSecondFactorCode(ctx: AppContext, userId: number, typed: string, meta: RequestMeta): Promise<SecondFactorUsed> {
  const code = normalizeSecondFactorCode(typed);
  const isTotp = TOTP_CODE_PATTERN.test(code);
  if (!isTotp && !RECOVERY_CODE_PATTERN.test(code)) throw invalidInput(apiMessages.secondFactorCodeFormat, { code: apiMessages.secondFactorCodeFormat });

  const [credential] = await ctx.db
    .select()
    .from(totpCredentials)
    .where(and(eq(totpCredentials.userId, userId), isNotNull(totpCredentials.confirmedAt)));
  if (!credential) throw new AppError('conflict', apiMessages.secondFactorNone, { body: { code: 'no_second_factor' } });

  await countSecondFactorTry(ctx, userId, meta);

  const used = isTotp ? await useTotpCode(ctx, userId, credential.sealedSecret, code) : await useRecoveryCode(ctx, userId, code, meta);
  if (!used) {
    await recordAudit(ctx.db, { actorUserId: userId, action: 'auth.second_factor_failed', targetType: 'user', targetId: userId, after: { kind: isTotp ? 'totp' : 'recovery_code' }, ip: meta.ip });
    await secondFactorCodeWasWrong(ctx, userId, meta);
    throw wrongCode();
  }
  await clearSecondFactorTries(ctx, userId);
  return used;
}

/** Accepts the code's step only if it is later than every step used before on this account. */
export async function claimTotpStep(ctx: Pick<AppContext, 'db'>, userId: number, step: number): Promise<boolean> {
  const claimed = await ctx.db
    .update(totpCredentials)
    .set({ lastUsedStep: step })
    .where(and(eq(totpCredentials.userId, userId), or(isNull(totpCredentials.lastUsedStep), lt(totpCredentials.lastUsedStep, step))))
    .returning({ userId: totpCredentials.userId });
  return claimed.length === 1;
}

async function useTotpCode(ctx: AppContext, userId: number, sealedSecret: Buffer, code: string): Promise<SecondFactorUsed | undefined> {
  const step = matchTotpStep(openTotpSecret(ctx.secretKey, userId, sealedSecret), code, ctx.clock.now());
  if (step === undefined) return undefined;
  return (await claimTotpStep(ctx, userId, step)) ? 'totp' : undefined;
}

async function useRecoveryCode(ctx: AppContext, userId: number, code: string, meta: RequestMeta): Promise<SecondFactorUsed | undefined> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(totpRecoveryCodes)
      .set({ usedAt: ctx.clock.now() })
      .where(and(eq(totpRecoveryCodes.userId, userId), eq(totpRecoveryCodes.codeHash, hashRecoveryCode(code)), isNull(totpRecoveryCodes.usedAt)))
      .returning({ id: totpRecoveryCodes.id });
    if (!row) return undefined;
    await recordAudit(tx, { actorUserId: userId, action: 'auth.recovery_code_used', targetType: 'user', targetId: userId, after: { recoveryCodeId: row.id }, ip: meta.ip });
    return 'recovery_code' as const;
  });
}
