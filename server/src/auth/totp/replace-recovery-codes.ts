import { and, eq, isNotNull } from 'drizzle-orm';
import { apiMessages } from '../../../../domain/messages';
import { normalizeSecondFactorCode } from '../../../../domain/schemas/second-factor';
import { recordAudit } from '../../audit/audit';
import type { AppContext, RequestMeta } from '../../context';
import { totpCredentials, totpRecoveryCodes } from '../../db/schema';
import { conflict } from '../../http/errors';
import { accountLocale } from '../../i18n/account-locale';
import { recoveryCodesReplacedMail } from '../../mail/security-templates';
import { mailSite } from '../../mail/layout';
import type { UserRow } from '../user-response';
import { hashRecoveryCode, newRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes';

/**
 * POST /api/auth/totp/recovery-codes (issue 32): 10 new recovery codes replace every earlier one
 * (used or not), answered this once; only their hashes are kept. Needs a recent re-authentication
 * (the route declares it). 409 `totp_not_enabled` without an authenticator app. Audited; mailed.
 */
export async function replaceRecoveryCodes(ctx: AppContext, user: UserRow, meta: RequestMeta): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const now = ctx.clock.now();
  const replaced = await ctx.db.transaction(async (tx) => {
    // The app row locked: a concurrent turn-off waits, and never leaves codes without an app.
    const [app] = await tx
      .select({ userId: totpCredentials.userId })
      .from(totpCredentials)
      .where(and(eq(totpCredentials.userId, user.id), isNotNull(totpCredentials.confirmedAt)))
      .for('update');
    if (!app) return false;
    await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id));
    await tx.insert(totpRecoveryCodes).values(codes.map((code) => ({ userId: user.id, codeHash: hashRecoveryCode(normalizeSecondFactorCode(code)), createdAt: now })));
    await recordAudit(tx, { actorUserId: user.id, action: 'auth.recovery_codes_replaced', targetType: 'user', targetId: user.id, ip: meta.ip });
    return true;
  });
  if (!replaced) throw conflict(apiMessages.totpNotEnabled, { code: 'totp_not_enabled' });
  const mail = recoveryCodesReplacedMail({ to: user.email, firstName: user.firstName, site: mailSite(ctx.config), locale: accountLocale(user.locale) });
  ctx.background.run('recovery codes replaced mail', () => ctx.mailer.send(mail));
  return codes;
}
