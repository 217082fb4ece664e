import { and, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import { cancelMessages } from '../../../domain/cancel-texts';
import type { TransferKey } from '../../../domain/schemas/transfer';
import { statusesLeadingTo } from '../../../domain/transfer-status';
import type { UserRow } from '../auth/user-response';
import { transferFrozen } from '../compliance/case-hold';
import { lockTransferParties } from '../compliance/party-locks';
import type { AppContext, RequestMeta } from '../context';
import type { Db } from '../db/client';
import { transfers } from '../db/schema';
import { conflict } from '../http/errors';
import { findOwnTransfer } from './find-own-transfer';
import { recordCancellation } from './record-cancellation';
import type { TransferRow } from './to-response';

/** A frozen party's transfer (issue 31), its columns named in full: the condition's subquery has columns of the same names. */
const frozen = transferFrozen({ id: sql`${transfers}.id`, userId: sql`${transfers}.user_id`, recipientId: sql`${transfers}.recipient_id` });

/**
 * POST /api/transfers/:id/cancel: the customer cancels their own transfer while it is pending and
 * no payment is recorded for it (domain/transfer-status.ts canCancel). ONE conditional update
 * decides it (decision 016): of a cancel racing an operator's approval, or the payment monitor
 * recording the e-Transfer, exactly one changes the row; the loser sees it moved and is told
 * (409 with the status it has now). The same transaction writes the timeline event, the audit
 * record and the customer's mail, and takes the transfer out of its EFT report cases (after
 * locking its customer and beneficiary, as a creation batch does: party-locks.ts). Anyone else's
 * transfer is "Transfer not found" (404).
 *
 * A transfer frozen by a listed-person property report (issue 31) is not cancelled either:
 * cancelling is handing the property back. The customer is told only that it cannot be cancelled
 * in the app (409, neutral: nothing says why).
 */
export async function cancelTransfer(ctx: AppContext, user: UserRow, key: TransferKey, meta: RequestMeta): Promise<TransferRow> {
  const now = ctx.clock.now();
  const byKey = 'id' in key ? eq(transfers.id, key.id) : eq(transfers.referenceCode, key.referenceCode);
  const cancelled = await ctx.db.transaction(async (tx) => {
    const [target] = await tx.select({ id: transfers.id }).from(transfers).where(and(byKey, eq(transfers.userId, user.id)));
    if (!target) return undefined;
    await lockTransferParties(tx, [target.id]);
    const [row] = await tx
      .update(transfers)
      .set({ status: 'cancelled', updatedAt: now })
      .where(
        and(
          eq(transfers.id, target.id),
          eq(transfers.userId, user.id),
          inArray(transfers.status, statusesLeadingTo('cancelled')),
          isNull(transfers.apayloTransactionId),
          not(frozen),
        ),
      )
      .returning();
    if (row) {
      await recordCancellation(tx, { transferIds: [row.id], actorUserId: user.id, reason: null, at: now, ip: meta.ip, timeZone: ctx.config.businessTimeZone });
    }
    return row;
  });
  if (!cancelled) throw await refusal(ctx.db, user, key);
  ctx.mailQueue.kick();
  return cancelled;
}

/** Why nothing was cancelled: not the caller's (404), paid meanwhile, frozen, or no longer pending (409 with its status). */
async function refusal(db: Db, user: UserRow, key: TransferKey) {
  const current = await findOwnTransfer(db, user.id, key);
  const body = { status: current.status };
  if (current.status === 'pending' && current.apayloTransactionId !== null) return conflict(cancelMessages.paymentReceived, body);
  if (current.status === 'pending') {
    const [held] = await db.select({ frozen }).from(transfers).where(eq(transfers.id, current.id));
    if (held?.frozen) return conflict(cancelMessages.unavailable, body);
  }
  return conflict(cancelMessages.notCancellable(current.status), body);
}
