import { inArray, sql } from 'drizzle-orm';
import { adminMessages, apiMessages } from '../../../domain/messages';
import { statusesLeadingTo, type TransferStatus } from '../../../domain/transfer-status';
import { complianceCaseMessages } from '../../../domain/compliance-case-messages';
import { recordAudit } from '../audit/audit';
import type { UserRow } from '../auth/user-response';
import type { AppContext, RequestMeta } from '../context';
import { mailQueue, transferEvents, transfers } from '../db/schema';
import { recordCaseEvents } from '../compliance/case-events';
import { casesHolding, FROZEN_TARGETS, HELD_TARGETS, transferFrozen, transferOnHold } from '../compliance/case-hold';
import { refuseDuty } from '../compliance/duties';
import { uncountTransfers } from '../compliance/eft-case-writes';
import { lockTransferParties } from '../compliance/party-locks';
import { recordRefusedAttempts } from '../compliance/record-attempts';
import { conflict, notFound } from '../http/errors';
import { screeningPending } from '../screening/screening-pending';
import { createPayout, settlePayoutsByHand } from '../payouts/create-payout';
import { findAdminTransfer, type AdminTransferRow } from './transfer-list';

const payerColumns = {
  userId: transfers.userId,
  recipientId: transfers.recipientId,
  payerName: transfers.apayloSenderName,
  payerScreenedVersion: transfers.payerScreenedVersion,
};

export interface StatusChange {
  transferId: number;
  to: TransferStatus;
  /** Kept on the transfer's timeline; a rejection's reason also becomes its errorMessage (unless withheld, below). */
  reason?: string | undefined;
  /** complete-transfer: only economy transfers may be completed this way. */
  economyOnly?: boolean;
  /**
   * Approving a transfer whose payment is not recorded (issue 33, item 8): why. Required when
   * approval needs the payment (config.approvalNeedsPayment); audited and kept on the payout.
   */
  unpaidReason?: string | undefined;
  /**
   * The refund of an approved transfer whose payout failed, came back or was blocked (issue 33;
   * POST /api/admin/transfers/:id/payout-refund): approved → rejected, a move PATCH never makes.
   */
  refund?: boolean;
}

/** The statuses a change moves from: the status machine's, or only approved for a refund. */
function changeFrom(change: StatusChange): TransferStatus[] {
  return change.refund ? ['approved'] : statusesLeadingTo(change.to);
}

interface Moved extends Record<string, unknown> {
  id: number;
  previous_status: TransferStatus;
  held: boolean;
  user_id: number;
  recipient_id: number;
  cad_amount: string;
  reference_code: string;
}

/**
 * Moves a transfer along the status machine (domain/transfer-status.ts). The machine is enforced
 * by ONE conditional update — it changes the row only if its current status leads to the target —
 * so of any number of concurrent requests exactly one wins; the others see the row already moved
 * and get 409 with its current status. The same transaction writes the timeline event and the
 * audit row, so a change is never recorded without happening or happen without a record, and the
 * customer's mail into the mail queue, so it is sent after the commit even if this process dies;
 * a mail failure is retried, never undoes the change.
 *
 * The compliance controls are part of the same update (issue 17, issue 31): an operator never moves
 * a transfer they sent (403 own_transfer); a held transfer is not approved or completed (409
 * compliance_hold); a frozen one (a listed-person property report) is neither approved, completed
 * nor rejected (409 listed_property_frozen). A rejection takes the transfer out of its EFT report
 * cases (eft-case-writes.ts) after locking its customer and beneficiary (party-locks.ts); rejecting
 * a held transfer withholds the operator's reason from the customer (no tipping off: their timeline
 * and mail show none, errorMessage stays empty; the event, the audit and the holding cases' history
 * keep it) and keeps the refusal as an attempt.
 */
export async function changeTransferStatus(
  ctx: AppContext,
  actor: UserRow,
  change: StatusChange,
  meta: RequestMeta,
): Promise<AdminTransferRow> {
  const from = changeFrom(change);
  const now = ctx.clock.now();
  const rejecting = change.to === 'rejected';
  const rejectionReason = rejecting ? (change.reason ?? null) : null;
  const approving = change.to === 'approved';
  const unpaidReason = approving ? (change.unpaidReason ?? null) : null;
  // Approve needs the money first (issue 33): without a recorded payment, only with a reason.
  const needsPayment = approving && ctx.config.approvalNeedsPayment && unpaidReason === null;

  const changed = await ctx.db.transaction(async (tx) => {
    if (rejecting) await lockTransferParties(tx, [change.transferId]);
    // The CTE locks the row and reads the status it really had (after any concurrent change
    // committed) and whether a case holds it; the update applies only when that status leads to the target.
    const result = await tx.execute<Moved>(sql`
      with current_row as (
        select ${transfers.id} as id, ${transfers.status} as status, ${transferOnHold(transfers)} as held,
          ${transfers.apayloTransactionId} is not null as paid
        from ${transfers} where ${transfers.id} = ${change.transferId}
        for update of ${transfers}
      )
      update ${transfers} set
        status = ${change.to},
        updated_at = ${now},
        completed_at = case when ${change.to} = 'completed' then ${now}::timestamptz else ${transfers.completedAt} end,
        error_message = case when ${change.to} = 'rejected' then (case when current_row.held then null else ${rejectionReason}::text end)
          else ${transfers.errorMessage} end
      from current_row
      where ${transfers.id} = current_row.id
        and ${inArray(sql`current_row.status`, from)}
        and ${transfers.userId} <> ${actor.id}
        ${change.economyOnly ? sql`and ${transfers.paymentMethod} = 'economy'` : sql``}
        ${HELD_TARGETS.has(change.to) ? sql`and not current_row.held and not ${screeningPending(payerColumns)}` : sql``}
        ${FROZEN_TARGETS.has(change.to) ? sql`and not ${transferFrozen(transfers)}` : sql``}
        ${needsPayment ? sql`and current_row.paid` : sql``}
      returning ${transfers.id} as id, current_row.status as previous_status, current_row.held as held, ${transfers.userId} as user_id,
        ${transfers.recipientId} as recipient_id, ${transfers.cadAmount}::text as cad_amount, ${transfers.referenceCode} as reference_code`);
    const row = result.rows[0];
    if (!row) return undefined;
    const withheld = rejecting && row.held;
    const [event] = await tx
      .insert(transferEvents)
      .values({
        transferId: row.id,
        fromStatus: row.previous_status,
        toStatus: change.to,
        actorUserId: actor.id,
        reason: change.reason ?? null,
        reasonWithheld: withheld,
        createdAt: now,
      })
      .returning({ id: transferEvents.id });
    // The customer hears of every move but a return to pending (mail/mail-queue.ts renders it).
    if (change.to !== 'pending') await tx.insert(mailQueue).values({ transferEventId: event!.id, createdAt: now, nextAttemptAt: now });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'transfer.status_changed',
      targetType: 'transfer',
      targetId: row.id,
      before: { status: row.previous_status },
      after: {
        status: change.to,
        ...(change.reason ? { reason: change.reason } : {}),
        ...(withheld ? { reasonWithheld: true } : {}),
        ...(unpaidReason ? { unpaidReason } : {}),
      },
      ip: meta.ip,
    });
    // The payout state machine (payouts/, issue 33): an automatic rail's payout starts with the
    // approval; a transfer completed by hand or refunded cancels the attempt not yet sent.
    if (approving && ctx.payoutRail.automatic) {
      await createPayout(tx, { transferId: row.id, provider: ctx.payoutRail.name, actorUserId: actor.id, unpaidReason, at: now });
    }
    if (!approving && row.previous_status === 'approved') await settlePayoutsByHand(tx, row.id, actor.id, now);
    if (rejecting) await uncountTransfers(tx, [row.id], now, ctx.config.businessTimeZone);
    if (withheld) {
      const holding = await casesHolding(tx, row.id);
      await recordCaseEvents(
        tx,
        holding.map((caseId) => ({ caseId, kind: 'transfer_rejected' as const, actorUserId: actor.id, text: change.reason ?? null, details: { transferId: row.id }, at: now })),
      );
      await recordRefusedAttempts(tx, [
        { userId: row.user_id, recipientId: row.recipient_id, cadAmount: row.cad_amount, reason: 'compliance_hold', referenceCode: row.reference_code, transferId: row.id, at: now },
      ]);
    }
    return row;
  });

  if (!changed) throw await refusal(ctx, actor, change, meta);
  ctx.mailQueue.kick();

  const transfer = await findAdminTransfer(ctx.db, change.transferId);
  if (!transfer) throw notFound(apiMessages.transferNotFound);
  return transfer;
}

/**
 * Why the conditional update changed nothing: 404 for an unknown id; 403 own_transfer for the
 * operator's own transfer (audited); 409 with the current status for a move the status machine
 * refuses; else 409 listed_property_frozen (audited), compliance_hold, or screening_pending for a
 * transfer whose parties are not yet screened against the current sanctions list.
 */
async function refusal(ctx: AppContext, actor: UserRow, change: StatusChange, meta: RequestMeta) {
  // Raw SQL, not the select builder: a single-table select writes columns unqualified, which
  // inside transferOnHold's subqueries would name the cases' own columns ("id", "user_id").
  const result = await ctx.db.execute<{
    status: string;
    paymentMethod: string;
    userId: number;
    onHold: boolean;
    frozen: boolean;
    screeningPending: boolean;
    paid: boolean;
  }>(sql`
    select ${transfers.status} as status, ${transfers.apayloTransactionId} is not null as paid, ${transfers.paymentMethod} as "paymentMethod", ${transfers.userId} as "userId",
      ${transferOnHold(transfers)} as "onHold", ${transferFrozen(transfers)} as frozen, ${screeningPending(payerColumns)} as "screeningPending"
    from ${transfers} where ${transfers.id} = ${change.transferId}`);
  const current = result.rows[0];
  if (!current) return notFound(apiMessages.transferNotFound);
  const duty = { attempted: `transfer.${change.to}`, targetType: 'transfer', targetId: change.transferId };
  if (current.userId === actor.id) return refuseDuty(ctx, actor, { code: 'own_transfer', ...duty }, meta);
  const body = { status: current.status };
  if (change.economyOnly) {
    if (current.status !== 'approved') return conflict(adminMessages.completeNotApproved(current.status), body);
    if (current.paymentMethod !== 'economy') return conflict(adminMessages.completeNotEconomy, body);
  }
  const movable = changeFrom(change).includes(current.status as TransferStatus);
  if (movable && current.frozen && FROZEN_TARGETS.has(change.to)) return refuseDuty(ctx, actor, { code: 'listed_property_frozen', ...duty }, meta);
  if (movable && current.onHold && HELD_TARGETS.has(change.to)) {
    return conflict(complianceCaseMessages.onHold, { code: 'compliance_hold' });
  }
  if (movable && current.screeningPending && HELD_TARGETS.has(change.to)) {
    return conflict(complianceCaseMessages.screeningPending, { code: 'screening_pending' });
  }
  if (movable && change.to === 'approved' && !current.paid && ctx.config.approvalNeedsPayment && !change.unpaidReason) {
    return conflict(adminMessages.paymentNotRecorded, { code: 'payment_not_recorded' });
  }
  return conflict(adminMessages.statusConflict(current.status, change.to), body);
}
