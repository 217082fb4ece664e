import { and, eq } from 'drizzle-orm';
import { passkeyMessages } from '../../../../domain/passkey-texts';
import type { Passkey } from '../../../../domain/schemas/passkeys';
import { recordAudit } from '../../audit/audit';
import type { AppContext, RequestMeta } from '../../context';
import { passkeys } from '../../db/schema';
import { notFound } from '../../http/errors';
import { toPasskeyResponse } from './list-passkeys';
import { isUuid } from './passkey-id';

/** PATCH /api/auth/passkeys/:id: renames one of the caller's own passkeys (404 for any other). */
export async function renamePasskey(ctx: AppContext, userId: number, id: string, name: string, meta: RequestMeta): Promise<Passkey> {
  if (!isUuid(id)) throw notFound(passkeyMessages.notFound);
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select({ name: passkeys.name }).from(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, userId))).for('update');
    if (!before) throw notFound(passkeyMessages.notFound);
    const [row] = await tx.update(passkeys).set({ name }).where(and(eq(passkeys.id, id), eq(passkeys.userId, userId))).returning();
    if (!row) throw notFound(passkeyMessages.notFound);
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'auth.passkey_renamed',
      targetType: 'user',
      targetId: userId,
      before: { passkeyId: id, name: before.name },
      after: { passkeyId: id, name },
      ip: meta.ip,
    });
    return toPasskeyResponse(row);
  });
}
