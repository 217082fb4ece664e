import { and, eq, ne } from 'drizzle-orm';
import type { ChangePasswordRequest } from '../../../domain/schemas/security';
import { securityMessages } from '../../../domain/security-texts';
import { recordAudit } from '../audit/audit';
import type { AppContext, RequestMeta } from '../context';
import { sessions, users } from '../db/schema';
import { AppError } from '../http/errors';
import { accountLocale } from '../i18n/account-locale';
import { passwordChangedMail } from '../mail/security-templates';
import { limitKeys } from './limits';
import { hashPassword, verifyPassword } from './passwords';
import type { UserRow } from './user-response';

/**
 * Changes the signed-in user's password: the current one must be right (counted like a sign-in's,
 * so a stolen session cannot guess it faster than a sign-in could), the new one passes sign-up's
 * rules (the schema). Every other session of the account ends; the caller's stays. Mails the user.
 */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  currentTokenHash: string,
  input: ChangePasswordRequest,
  meta: RequestMeta,
): Promise<void> {
  const failuresKey = limitKeys.loginFailures(user.email);
  await ctx.limiter.consume(limitKeys.loginPerIp(meta.ip), ctx.authLimits.loginPerIp);
  await ctx.limiter.consume(failuresKey, ctx.authLimits.loginFailuresPerAccount);

  const [row] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) {
    await recordAudit(ctx.db, { actorUserId: user.id, action: 'auth.password_change_failed', targetType: 'user', targetId: user.id, ip: meta.ip });
    throw new AppError('invalid_input', securityMessages.currentPasswordWrong, {
      errors: { currentPassword: securityMessages.currentPasswordWrong },
    });
  }
  await ctx.limiter.reset(failuresKey);
  if (input.newPassword === input.currentPassword) {
    throw new AppError('invalid_input', securityMessages.newPasswordSame, { errors: { newPassword: securityMessages.newPasswordSame } });
  }

  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    // Whoever else holds a session of this account (perhaps the reason for the change) is out.
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.tokenHash, currentTokenHash)));
    await recordAudit(tx, { actorUserId: user.id, action: 'auth.password_changed', targetType: 'user', targetId: user.id, ip: meta.ip });
  });
  // The triggers tell every instance; this one forgets at once.
  ctx.sessions.forgetUser(user.id);
  const mail = passwordChangedMail({ to: user.email, firstName: user.firstName, locale: accountLocale(user.locale) });
  ctx.background.run('password changed mail', () => ctx.mailer.send(mail));
}
