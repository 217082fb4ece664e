import { and, eq, ne } from 'drizzle-orm';
import type { ChangePasswordRequest } from '../../../domain/schemas/security';
import { securityMessages } from '../../../domain/security-texts';
import { recordAudit } from '../audit/audit';
import type { AppContext, RequestMeta } from '../context';
import { sessions, users } from '../db/schema';
import { AppError } from '../http/errors';
import { accountLocale } from '../i18n/account-locale';
import { passwordChangedMail } from '../mail/security-templates';
import { mailSite } from '../mail/layout';
import { checkAccountPassword } from './check-account-password';
import { hashPassword } from './passwords';
import { markReauthenticated } from './reauthentication';
import type { UserRow } from './user-response';

/**
 * Changes the signed-in user's password: the current one must be right (counted like a sign-in's,
 * so a stolen session cannot guess it faster than a sign-in could), the new one passes sign-up's
 * rules (the schema). Every other session of the account ends; the caller's stays. Mails the user.
 * The current password in the body is this route's re-authentication (issue 32): it is asked every
 * time, so the route does not also ask for a recent one — a stolen cookie alone changes nothing.
 */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  currentTokenHash: string,
  input: ChangePasswordRequest,
  meta: RequestMeta,
): Promise<void> {
  if (!(await checkAccountPassword(ctx, user, input.currentPassword, meta))) {
    await recordAudit(ctx.db, { actorUserId: user.id, action: 'auth.password_change_failed', targetType: 'user', targetId: user.id, ip: meta.ip });
    throw new AppError('invalid_input', securityMessages.currentPasswordWrong, {
      errors: { currentPassword: securityMessages.currentPasswordWrong },
    });
  }
  if (input.newPassword === input.currentPassword) {
    throw new AppError('invalid_input', securityMessages.newPasswordSame, { errors: { newPassword: securityMessages.newPasswordSame } });
  }

  const passwordHash = await hashPassword(ctx.passwordHashing, input.newPassword);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    // Whoever else holds a session of this account (perhaps the reason for the change) is out.
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.tokenHash, currentTokenHash)));
    // The password was just proved: this session counts as re-authenticated (issue 32).
    await markReauthenticated(tx, currentTokenHash, now, { secondFactor: false });
    await recordAudit(tx, { actorUserId: user.id, action: 'auth.password_changed', targetType: 'user', targetId: user.id, ip: meta.ip });
  });
  // The triggers tell every instance; this one forgets at once.
  ctx.sessions.forgetUser(user.id);
  const mail = passwordChangedMail({ to: user.email, firstName: user.firstName, site: mailSite(ctx.config), locale: accountLocale(user.locale) });
  ctx.background.run('password changed mail', () => ctx.mailer.send(mail));
}
