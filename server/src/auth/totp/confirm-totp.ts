import { and, eq, isNull } from 'drizzle-orm';
import { apiMessages } from '../../../../domain/messages';
import { normalizeSecondFactorCode, TOTP_CODE_PATTERN } from '../../../../domain/schemas/second-factor';
import { recordAudit } from '../../audit/audit';
import type { AppContext, RequestMeta } from '../../context';
import { sessions, totpCredentials, totpRecoveryCodes } from '../../db/schema';
import { conflict, invalidInput } from '../../http/errors';
import { accountLocale } from '../../i18n/account-locale';
import { secondFactorAddedMail } from '../../mail/security-templates';
import { mailSite } from '../../mail/layout';
import type { ActiveSession } from '../sessions';
import { wrongCode } from './check-second-factor-code';
import { hashRecoveryCode, newRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes';
import { clearSecondFactorTries, countSecondFactorTry, secondFactorCodeWasWrong } from './second-factor-tries';
import { matchTotpStep, openTotpSecret } from './totp';

/**
 * Confirms the authenticator app with one code from it: from now on sign-in asks for a code. The
 * 10 recovery codes are made here and answered this once (only their hashes are kept); this
 * session counts as having completed a second factor. Wrong codes count towards the same limit
 * as the sign-in's second step.
 */
export async function confirmTotp(ctx: AppContext, session: ActiveSession, typed: string, meta: RequestMeta): Promise<string[]> {
  const { user } = session;
  const code = normalizeSecondFactorCode(typed);
  if (!TOTP_CODE_PATTERN.test(code)) throw invalidInput(apiMessages.secondFactorCodeFormat, { code: apiMessages.secondFactorCodeFormat });
  const [credential] = await ctx.db.select().from(totpCredentials).where(eq(totpCredentials.userId, user.id));
  if (!credential) throw conflict(apiMessages.totpNotStarted, { code: 'totp_not_started' });
  if (credential.confirmedAt) throw conflict(apiMessages.totpAlreadyOn, { code: 'totp_already_enabled' });

  await countSecondFactorTry(ctx, user.id, meta);
  const now = ctx.clock.now();
  const step = matchTotpStep(openTotpSecret(ctx.secretKey, user.id, credential.sealedSecret), code, now);
  if (step === undefined) {
    await secondFactorCodeWasWrong(ctx, user.id, meta);
    throw wrongCode();
  }

  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const confirmed = await ctx.db.transaction(async (tx) => {
    // Only the secret this code was checked against, only once: a concurrent restart or confirm loses.
    const [row] = await tx
      .update(totpCredentials)
      .set({ confirmedAt: now, lastUsedStep: step })
      .where(and(eq(totpCredentials.userId, user.id), eq(totpCredentials.sealedSecret, credential.sealedSecret), isNull(totpCredentials.confirmedAt)))
      .returning({ userId: totpCredentials.userId });
    if (!row) return false;
    await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id));
    await tx.insert(totpRecoveryCodes).values(
      recoveryCodes.map((recoveryCode) => ({ userId: user.id, codeHash: hashRecoveryCode(normalizeSecondFactorCode(recoveryCode)), createdAt: now })),
    );
    await tx.update(sessions).set({ secondFactorAt: now }).where(eq(sessions.tokenHash, session.tokenHash));
    await recordAudit(tx, { actorUserId: user.id, action: 'auth.totp_confirmed', targetType: 'user', targetId: user.id, ip: meta.ip });
    return true;
  });
  if (!confirmed) throw conflict(apiMessages.totpNotStarted, { code: 'totp_not_started' });
  ctx.sessions.forgetSession(session.tokenHash);
  await clearSecondFactorTries(ctx, user.id);
  ctx.background.run('second factor added mail', () => ctx.mailer.send(secondFactorAddedMail({ to: user.email, firstName: user.firstName, site: mailSite(ctx.config), locale: accountLocale(user.locale) })));
  return recoveryCodes;
}
