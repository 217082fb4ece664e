import { inArray, sql } from 'drizzle-orm';
import { adminMessages, apiMessages } from '../../../domain/messages';
import { statusesLeadingTo, type TransferStatus } from '../../../domain/transfer-status';
import { complianceCaseMessages } from '../../../domain/compliance-case-messages';
import { recordAudit } from '../audit/audit';
import type { UserRow } from '../auth/user-response';
import type { AppContext, RequestMeta } from '../context';
import { mailQueue, transferEvents, transfers } from '../db/schema';
import { HELD_TARGETS, transferOnHold } from '../compliance/case-hold';
import { conflict, notFound } from '../http/errors';
import { screeningPending } from '../screening/screening-pending';
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
  /** Kept on the transfer's timeline; a rejection's reason also becomes its errorMessage. */
  reason?: string | undefined;
  /** complete-transfer: only economy transfers may be completed this way. */
  economyOnly?: boolean;
}

/**
 * Moves a transfer along the status machine (domain/transfer-status.ts). The machine is enforced
 * by ONE conditional update — it changes the row only if its current status leads to the target —
 * so of any number of concurrent requests exactly one wins; the others see the row already moved
 * and get 409 with its current status. The same transaction writes the timeline event and the
 * audit row, so a change is never recorded without happening or happen without a record, and the
 * customer's mail into the mail queue, so it is sent after the commit even if this process dies;
 * a mail failure is retried, never undoes the change.
 */
export async function changeTransferStatus(
  ctx: AppContext,
  actor: UserRow,
  change: StatusChange,
  meta: RequestMeta,
): Promise<AdminTransferRow> {
  const from = statusesLeadingTo(change.to);
  const now = ctx.clock.now();
  const rejectionReason = change.to === 'rejected' ? (change.reason ?? null) : null;
  // A transfer under an open compliance case moves no further than pending/approved until it is closed.
  const held = HELD_TARGETS.has(change.to);

  const changed = await ctx.db.transaction(async (tx) => {
    // The CTE locks the row and reads the status it really had (after any concurrent change
    // committed); the update applies only when that status leads to the target.
    const result = await tx.execute<{ id: number; previous_status: TransferStatus }>(sql`
      with current_row as (
        select ${transfers.id} as id, ${transfers.status} as status
        from ${transfers} where ${transfers.id} = ${change.transferId}
        for update
      )
      update ${transfers} set
        status = ${change.to},
        updated_at = ${now},
        completed_at = case when ${change.to} = 'completed' then ${now}::timestamptz else ${transfers.completedAt} end,
        error_message = case when ${change.to} = 'rejected' then ${rejectionReason}::text else ${transfers.errorMessage} end
      from current_row
      where ${transfers.id} = current_row.id
        and ${inArray(sql`current_row.status`, from)}
        ${change.economyOnly ? sql`and ${transfers.paymentMethod} = 'economy'` : sql``}
        ${held ? sql`and not ${transferOnHold(transfers)} and not ${screeningPending(payerColumns)}` : sql``}
      returning ${transfers.id} as id, current_row.status as previous_status`);
    const row = result.rows[0];
    if (!row) return undefined;
    const [event] = await tx
      .insert(transferEvents)
      .values({
        transferId: row.id,
        fromStatus: row.previous_status,
        toStatus: change.to,
        actorUserId: actor.id,
        reason: change.reason ?? null,
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
      after: { status: change.to, ...(change.reason ? { reason: change.reason } : {}) },
      ip: meta.ip,
    });
    return row;
  });

  if (!changed) throw await refusal(ctx, change);
  ctx.mailQueue.kick();

  const transfer = await findAdminTransfer(ctx.db, change.transferId);
  if (!transfer) throw notFound(apiMessages.transferNotFound);
  return transfer;
}

/**
 * Why the conditional update changed nothing: 404 for an unknown id, 409 with the current status
 * for a move the status machine refuses, else 409 `compliance_hold` for a held transfer, or 409
 * `screening_pending` for one whose parties are not yet screened against the current list.
 */
async function refusal(ctx: AppContext, change: StatusChange) {
  // Raw SQL, not the select builder: a single-table select writes columns unqualified, which
  // inside transferOnHold's subqueries would name the cases' own columns ("id", "user_id").
  const result = await ctx.db.execute<{ status: string; paymentMethod: string; onHold: boolean; screeningPending: boolean }>(sql`
    select ${transfers.status} as status, ${transfers.paymentMethod} as "paymentMethod", ${transferOnHold(transfers)} as "onHold",
      ${screeningPending(payerColumns)} as "screeningPending"
    from ${transfers} where ${transfers.id} = ${change.transferId}`);
  const current = result.rows[0];
  if (!current) return notFound(apiMessages.transferNotFound);
  const body = { status: current.status };
  if (change.economyOnly) {
    if (current.status !== 'approved') return conflict(adminMessages.completeNotApproved(current.status), body);
    if (current.paymentMethod !== 'economy') return conflict(adminMessages.completeNotEconomy, body);
  }
  const movable = statusesLeadingTo(change.to).includes(current.status as TransferStatus);
  if (movable && current.onHold && HELD_TARGETS.has(change.to)) {
    return conflict(complianceCaseMessages.onHold, { code: 'compliance_hold' });
  }
  if (movable && current.screeningPending && HELD_TARGETS.has(change.to)) {
    return conflict(complianceCaseMessages.screeningPending, { code: 'screening_pending' });
  }
  return conflict(adminMessages.statusConflict(current.status, change.to), body);
}
