import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { PASSWORD_RESET_TOKEN_TTL_MS } from '../../../domain/constants';
import { validation } from '../../../domain/messages';
import type { ResetPasswordRequest } from '../../../domain/schemas/auth';
import { recordAudit } from '../audit/audit';
import type { AppContext, RequestMeta } from '../context';
import { passwordResetTokens, users } from '../db/schema';
import { AppError } from '../http/errors';
import { accountLocale } from '../i18n/account-locale';
import { passwordResetMail } from '../mail/templates';
import { limitKeys } from './limits';
import { findUserByEmail } from './login';
import { hashPassword } from './passwords';
import { deleteUserSessions, hashToken } from './sessions';

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
    locale: accountLocale(user.locale),
  });
  await ctx.mailer.send(mail);
}

/** Sets a new password with a valid, unused, unexpired token, and ends every session of the user. */
export async function resetPassword(ctx: AppContext, input: ResetPasswordRequest, meta: RequestMeta): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  const { email, userId } = await ctx.db.transaction(async (tx) => {
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
      .returning({ id: users.id, email: users.email });
    if (!user) throw new Error('reset token without a user');
    await deleteUserSessions(tx, user.id);
    await recordAudit(tx, { actorUserId: user.id, action: 'auth.password_reset', targetType: 'user', targetId: user.id, ip: meta.ip });
    return { email: user.email, userId: user.id };
  });
  ctx.sessions.forgetUser(userId);
  await ctx.limiter.reset(limitKeys.loginFailures(email));
}
