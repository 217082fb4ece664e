import { and, eq, inArray, isNull } from 'drizzle-orm';
import { cancelMessages } from '../../../domain/cancel-texts';
import type { TransferKey } from '../../../domain/schemas/transfer';
import { statusesLeadingTo } from '../../../domain/transfer-status';
import type { UserRow } from '../auth/user-response';
import type { AppContext, RequestMeta } from '../context';
import { transfers } from '../db/schema';
import { conflict } from '../http/errors';
import { findOwnTransfer } from './find-own-transfer';
import { recordCancellation } from './record-cancellation';
import type { TransferRow } from './to-response';

/**
 * POST /api/transfers/:id/cancel: the customer cancels their own transfer while it is pending and
 * no payment is recorded for it (domain/transfer-status.ts canCancel). ONE conditional update
 * decides it (decision 016): of a cancel racing an operator's approval, or the payment monitor
 * recording the e-Transfer, exactly one changes the row; the loser sees it moved and is told
 * (409 with the status it has now). The same transaction writes the timeline event, the audit
 * record and the customer's mail. Anyone else's transfer is "Transfer not found" (404).
 */
export async function cancelTransfer(ctx: AppContext, user: UserRow, key: TransferKey, meta: RequestMeta): Promise<TransferRow> {
  const now = ctx.clock.now();
  const byKey = 'id' in key ? eq(transfers.id, key.id) : eq(transfers.referenceCode, key.referenceCode);
  const cancelled = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(transfers)
      .set({ status: 'cancelled', updatedAt: now })
      .where(
        and(
          byKey,
          eq(transfers.userId, user.id),
          inArray(transfers.status, statusesLeadingTo('cancelled')),
          isNull(transfers.apayloTransactionId),
        ),
      )
      .returning();
    if (row) await recordCancellation(tx, { transferIds: [row.id], actorUserId: user.id, reason: null, at: now, ip: meta.ip });
    return row;
  });
  if (!cancelled) throw await refusal(ctx, user, key);
  ctx.mailQueue.kick();
  return cancelled;
}

/** Why nothing was cancelled: not the caller's (404), paid meanwhile, or no longer pending (409 with its status). */
async function refusal(ctx: AppContext, user: UserRow, key: TransferKey) {
  const current = await findOwnTransfer(ctx.db, user.id, key);
  const body = { status: current.status };
  if (current.status === 'pending' && current.apayloTransactionId !== null) return conflict(cancelMessages.paymentReceived, body);
  return conflict(cancelMessages.notCancellable(current.status), body);
}
