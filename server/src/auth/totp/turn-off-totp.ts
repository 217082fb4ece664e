import { eq } from 'drizzle-orm';
import { apiMessages } from '../../../../domain/messages';
import { recordAudit } from '../../audit/audit';
import type { AppContext, RequestMeta } from '../../context';
import type { Db } from '../../db/client';
import { totpCredentials, totpRecoveryCodes } from '../../db/schema';
import { conflict } from '../../http/errors';
import { accountLocale } from '../../i18n/account-locale';
import { totpTurnedOffMail } from '../../mail/security-templates';
import { mailSite } from '../../mail/layout';
import { forgetSecondFactorOfSessions } from '../reauthentication';
import type { UserRow } from '../user-response';

/** The database or a transaction: what these statements need. */
type Writer = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * DELETE /api/auth/totp (issue 32): turns the authenticator app off — its secret and its recovery
 * codes are deleted, so sign-in no longer asks for a code (a passkey, if any, still does). Needs a
 * recent re-authentication (the route declares it). 409 `totp_not_enabled` when no app is on.
 * Audited; the owner is mailed. Every session of the account loses its second factor, so an
 * operator is asked for another one (or walked through enrolment) before the desk answers again.
 */
export async function turnOffTotp(ctx: AppContext, user: UserRow, meta: RequestMeta): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => removeTotp(tx, user.id, meta, { viaReset: false }));
  if (!removed) throw conflict(apiMessages.totpNotEnabled, { code: 'totp_not_enabled' });
  ctx.sessions.forgetUser(user.id);
  mailTotpTurnedOff(ctx, user);
}

/**
 * Deletes the account's confirmed authenticator app and its recovery codes in the caller's
 * transaction, audited (`auth.totp_turned_off`), and takes the second factor away from the
 * account's sessions. Answers whether there was one. Also used by a password reset.
 */
export async function removeTotp(tx: Writer, userId: number, meta: RequestMeta, options: { viaReset: boolean }): Promise<boolean> {
  const [row] = await tx.select({ confirmedAt: totpCredentials.confirmedAt }).from(totpCredentials).where(eq(totpCredentials.userId, userId)).for('update');
  if (!row?.confirmedAt) return false;
  await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
  await tx.delete(totpCredentials).where(eq(totpCredentials.userId, userId));
  await forgetSecondFactorOfSessions(tx, userId);
  await recordAudit(tx, { actorUserId: userId, action: 'auth.totp_turned_off', targetType: 'user', targetId: userId, after: { viaReset: options.viaReset }, ip: meta.ip });
  return true;
}

export function mailTotpTurnedOff(ctx: AppContext, user: Pick<UserRow, 'email' | 'firstName' | 'locale'>): void {
  const mail = totpTurnedOffMail({ to: user.email, firstName: user.firstName, site: mailSite(ctx.config), locale: accountLocale(user.locale) });
  ctx.background.run('authenticator turned off mail', () => ctx.mailer.send(mail));
}
