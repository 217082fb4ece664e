import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { EMAIL_VERIFICATION_TOKEN_TTL_MS } from '../../../domain/constants';
import { securityMessages } from '../../../domain/security-texts';
import { recordAudit } from '../audit/audit';
import type { AppContext, RequestMeta } from '../context';
import { emailVerificationTokens, users } from '../db/schema';
import { AppError } from '../http/errors';
import { accountLocale } from '../i18n/account-locale';
import { verifyEmailMail } from '../mail/security-templates';
import { mailSite } from '../mail/layout';
import { limitKeys } from './limits';
import { hashToken } from './sessions';
import type { UserRow } from './user-response';

/** 256-bit tokens; only their SHA-256 is stored (as reset tokens: password-reset.ts). */
const VERIFY_TOKEN_BYTES = 32;

/**
 * Mails a new link that verifies the user's email; it replaces any earlier unused one. The token is
 * stored before this returns; the mail itself goes after the answer (a slow mail server holds up nothing).
 */
export async function sendVerificationLink(ctx: AppContext, user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'locale'>, meta: RequestMeta): Promise<void> {
  const token = randomBytes(VERIFY_TOKEN_BYTES).toString('base64url');
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(emailVerificationTokens)
      .where(and(eq(emailVerificationTokens.userId, user.id), isNull(emailVerificationTokens.usedAt)));
    await tx.insert(emailVerificationTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TOKEN_TTL_MS),
      createdAt: now,
    });
    await recordAudit(tx, { actorUserId: user.id, action: 'auth.email_verification_sent', targetType: 'user', targetId: user.id, ip: meta.ip });
  });
  const mail = verifyEmailMail({
    to: user.email,
    firstName: user.firstName,
    link: `${ctx.config.appUrl}/verify-email?token=${token}`,
    site: mailSite(ctx.config),
    locale: accountLocale(user.locale),
  });
  ctx.background.run('email verification link', () => ctx.mailer.send(mail));
}

/** "Send a new link" from the banner: quietly limited per account; nothing to do once verified. */
export async function resendVerificationLink(ctx: AppContext, user: UserRow, meta: RequestMeta): Promise<'sent' | 'already_verified'> {
  if (user.emailVerifiedAt) return 'already_verified';
  await ctx.limiter.consume(limitKeys.verifyResendPerAccount(user.id), ctx.authLimits.verifyResendPerAccount);
  await sendVerificationLink(ctx, user, meta);
  return 'sent';
}

/**
 * Opens a link: a valid, unused, unexpired token marks its account's email verified. It works
 * signed in or not (the mail may be read on another device); a used token never works again.
 */
export async function verifyEmail(ctx: AppContext, token: string, meta: RequestMeta): Promise<void> {
  const now = ctx.clock.now();
  const userId = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, hashToken(token)),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, now),
        ),
      )
      .returning({ userId: emailVerificationTokens.userId });
    if (!claimed) throw new AppError('invalid_input', securityMessages.verifyTokenInvalid, { errors: { token: securityMessages.verifyTokenInvalid } });
    await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, claimed.userId), isNull(users.emailVerifiedAt)));
    await recordAudit(tx, { actorUserId: claimed.userId, action: 'auth.email_verified', targetType: 'user', targetId: claimed.userId, ip: meta.ip });
    return claimed.userId;
  });
  // The users trigger tells every instance; this one forgets at once, so the next /me says verified.
  ctx.sessions.forgetUser(userId);
}
