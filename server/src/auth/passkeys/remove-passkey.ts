import { and, eq, inArray } from 'drizzle-orm';
import { passkeyMessages } from '../../../../domain/passkey-texts';
import { recordAudit } from '../../audit/audit';
import type { AppContext, RequestMeta } from '../../context';
import type { Db } from '../../db/client';
import { passkeys } from '../../db/schema';
import { notFound } from '../../http/errors';
import { accountLocale } from '../../i18n/account-locale';
import { passkeyRemovedMail } from '../../mail/security-templates';
import { mailSite } from '../../mail/layout';
import { forgetSecondFactorOfSessions } from '../reauthentication';
import type { UserRow } from '../user-response';
import { isUuid } from './passkey-id';

/**
 * DELETE /api/auth/passkeys/:id: removes one of the caller's own passkeys (404 for any other,
 * operators included). Needs a recent re-authentication (the route declares it, issue 32). Audited;
 * the owner is mailed; the account's sessions lose their second factor (an operator steps up again).
 */
export async function removePasskey(ctx: AppContext, user: UserRow, id: string, meta: RequestMeta): Promise<void> {
  if (!isUuid(id)) throw notFound(passkeyMessages.notFound);
  const [removed] = await ctx.db.transaction(async (tx) => removePasskeys(tx, user.id, [id], meta, { viaReset: false }));
  if (!removed) throw notFound(passkeyMessages.notFound);
  ctx.sessions.forgetUser(user.id);
  mailPasskeyRemoved(ctx, user, removed.name);
}

/**
 * Deletes those of `ids` that are the account's passkeys, in the caller's transaction, each audited
 * (`auth.passkey_removed`); the account's sessions lose their second factor. Answers the removed
 * ones. Also used by a password reset.
 */
export async function removePasskeys(
  tx: Pick<Db, 'delete' | 'insert' | 'update'>,
  userId: number,
  ids: readonly string[],
  meta: RequestMeta,
  options: { viaReset: boolean },
): Promise<{ id: string; name: string }[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const removed = await tx
    .delete(passkeys)
    .where(and(inArray(passkeys.id, valid), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id, name: passkeys.name });
  for (const row of removed) {
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'auth.passkey_removed',
      targetType: 'user',
      targetId: userId,
      before: { passkeyId: row.id, name: row.name },
      after: { viaReset: options.viaReset },
      ip: meta.ip,
    });
  }
  if (removed.length > 0) await forgetSecondFactorOfSessions(tx, userId);
  return removed;
}

export function mailPasskeyRemoved(ctx: AppContext, user: Pick<UserRow, 'email' | 'firstName' | 'locale'>, name: string): void {
  const mail = passkeyRemovedMail({ to: user.email, firstName: user.firstName, name, site: mailSite(ctx.config), locale: accountLocale(user.locale) });
  ctx.background.run('passkey removed mail', () => ctx.mailer.send(mail));
}
