import { and, eq } from 'drizzle-orm';
import { passkeyMessages } from '../../../../domain/passkey-texts';
import { recordAudit } from '../../audit/audit';
import type { AppContext, RequestMeta } from '../../context';
import { passkeys } from '../../db/schema';
import { notFound } from '../../http/errors';
import { isUuid } from './passkey-id';

/** DELETE /api/auth/passkeys/:id: removes one of the caller's own passkeys (404 for any other, operators included). */
export async function removePasskey(ctx: AppContext, userId: number, id: string, meta: RequestMeta): Promise<void> {
  if (!isUuid(id)) throw notFound(passkeyMessages.notFound);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
      .returning({ id: passkeys.id, name: passkeys.name });
    if (!row) throw notFound(passkeyMessages.notFound);
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'auth.passkey_removed',
      targetType: 'user',
      targetId: userId,
      before: { passkeyId: row.id, name: row.name },
      ip: meta.ip,
    });
  });
}
