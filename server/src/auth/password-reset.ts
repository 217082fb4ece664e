import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { PASSWORD_RESET_TOKEN_TTL_MS } from '../../../domain/constants';
import { validation } from '../../../domain/messages';
import type { ResetFactors, ResetPasswordWithRemovals } from '../../../domain/schemas/security';
import { securityMessages } from '../../../domain/security-texts';
import { recordAudit } from '../audit/audit';
import type { AppContext, RequestMeta } from '../context';
import { passwordResetTokens, users } from '../db/schema';
import { AppError } from '../http/errors';
import { accountLocale } from '../i18n/account-locale';
import { passwordResetMail } from '../mail/templates';
import { mailSite } from '../mail/layout';
import { limitKeys } from './limits';
import { findUserByEmail } from './login';
import { listPasskeys } from './passkeys/list-passkeys';
import { mailPasskeyRemoved, removePasskeys } from './passkeys/remove-passkey';
import { hashPassword } from './passwords';
import { deleteUserSessions, hashToken } from './sessions';
import { clearSecondFactorTries } from './totp/second-factor-tries';
import { hasConfirmedTotp } from './totp/start-totp-enrolment';
import { mailTotpTurnedOff, removeTotp } from './totp/turn-off-totp';

/** 256-bit tokens; only their SHA-256 is stored. */
const RESET_TOKEN_BYTES = 32;

/**
 * A reset request: the same answer, after the same work, whether or not the email has an account.
 * Only the per-address limit is counted before answering; looking the email up, the per-account
 * limit, the token and the mail all happen after the answer, so its timing tells nothing either.
 */
export async function requestPasswordReset(ctx: AppContext, email: string, meta: RequestMeta): Promise<void> {
  await ctx.limiter.consume(limitKeys.forgotPerIp(meta.ip), ctx.authLimits.forgotPerIp);
  ctx.background.run('password reset request', () => sendResetLinkIfAccountExists(ctx, email, meta));
}

/** Mails a new reset link when the email belongs to an account (quietly not too often). */
async function sendResetLinkIfAccountExists(ctx: AppContext, email: string, meta: RequestMeta): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  // A closed account cannot sign in, so a reset link would only invite a useless new password.
  if (!user || user.closedAt) return;
  // Quietly stop mailing one address over and over; the answer does not change.
  const sent = await ctx.limiter.hit(limitKeys.forgotPerAccount(email), ctx.authLimits.forgotPerAccount);
  if (sent > ctx.authLimits.forgotPerAccount.max) return;

  const token = randomBytes(RESET_TOKEN_BYTES).toString('base64url');
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    // A new link replaces any earlier one that was not used.
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TOKEN_TTL_MS),
      createdAt: now,
    });
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'auth.password_reset_requested',
      targetType: 'user',
      targetId: user.id,
      ip: meta.ip,
    });
  });

  const link = `${ctx.config.appUrl}/reset-password?token=${token}`;
  const mail = passwordResetMail({
    to: user.email,
    firstName: user.firstName,
    link,
    validMinutes: PASSWORD_RESET_TOKEN_TTL_MS / 60_000,
    site: mailSite(ctx.config),
    locale: accountLocale(user.locale),
  });
  await ctx.mailer.send(mail);
}

/**
 * Sets a new password with a valid, unused, unexpired token, and ends every session of the user.
 * In the same transaction (issue 32) it removes what the owner ticked on the reset page: passkeys
 * (each must be the account's, else 400 and nothing changes, the link still usable) and the
 * authenticator app with its recovery codes — what a thief who held the account may have added.
 * Each removal is audited and mailed; so a reset also ends a second-factor lockout.
 */
export async function resetPassword(ctx: AppContext, input: ResetPasswordWithRemovals, meta: RequestMeta): Promise<void> {
  const passwordHash = await hashPassword(ctx.passwordHashing, input.password);
  const now = ctx.clock.now();
  const passkeyIds = [...new Set(input.removePasskeys ?? [])];
  const { user, removedPasskeys, totpRemoved } = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) {
      throw new AppError('invalid_input', validation.resetTokenInvalid, { errors: { token: validation.resetTokenInvalid } });
    }
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.id, claimed.userId))
      .returning({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale });
    if (!user) throw new Error('reset token without a user');
    const removed = await removePasskeys(tx, user.id, passkeyIds, meta, { viaReset: true });
    if (removed.length !== passkeyIds.length) {
      throw new AppError('invalid_input', securityMessages.resetPasskeyUnknown, { errors: { removePasskeys: securityMessages.resetPasskeyUnknown } });
    }
    const totp = input.removeTotp === true && (await removeTotp(tx, user.id, meta, { viaReset: true }));
    await deleteUserSessions(tx, user.id);
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'auth.password_reset',
      targetType: 'user',
      targetId: user.id,
      after: { passkeysRemoved: removed.length, totpRemoved: totp },
      ip: meta.ip,
    });
    return { user, removedPasskeys: removed, totpRemoved: totp };
  });
  ctx.sessions.forgetUser(user.id);
  await ctx.limiter.reset(limitKeys.loginFailures(user.email));
  await clearSecondFactorTries(ctx, user.id);
  for (const passkey of removedPasskeys) mailPasskeyRemoved(ctx, user, passkey.name);
  if (totpRemoved) mailTotpTurnedOff(ctx, user);
}

/**
 * POST /api/auth/reset-password/factors (issue 32): for the reset page, what signs the account in
 * besides its password — its passkeys and whether an authenticator app is on — to a holder of a
 * valid, unused, unexpired reset link (the same 400 as the reset otherwise). Changes nothing.
 */
export async function listResetFactors(ctx: AppContext, token: string): Promise<ResetFactors> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)));
  if (!row) throw new AppError('invalid_input', validation.resetTokenInvalid, { errors: { token: validation.resetTokenInvalid } });
  const [passkeyList, totp] = await Promise.all([listPasskeys(ctx, row.userId), hasConfirmedTotp(ctx, row.userId)]);
  return { passkeys: passkeyList, totp };
}
