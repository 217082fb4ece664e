import { and, eq, inArray, sql } from 'drizzle-orm';
import { payoutStatesLeadingTo, type PayoutState } from '../../../domain/payout-states';
import { recordAudit } from '../audit/audit';
import type { Db } from '../db/client';
import { mailQueue, payouts, transferEvents, transfers } from '../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type PayoutRow = typeof payouts.$inferSelect;

/** The timestamp column each state stamps when a payout reaches it. */
const STAMPS: Partial<Record<PayoutState, keyof PayoutRow>> = {
  sending: 'sentAt',
  in_flight: 'inFlightAt',
  paid: 'paidAt',
  failed: 'failedAt',
  returned: 'returnedAt',
};

export interface PayoutMoveFields {
  providerStatus?: string | null;
  providerId?: string | null;
  providerReference?: string | null;
  nameCheck?: string | null;
  nameAtBank?: string | null;
  failureReason?: string | null;
  clearedByUserId?: number | null;
}

/**
 * Moves one payout to `to`, in the caller's transaction, by ONE conditional update: only from a
 * state domain/payout-states.ts lets lead to `to`, so of concurrent movers (two instances, a late
 * rail answer) exactly one wins and a move never goes back. Audited. Answers the moved row, or
 * undefined when the payout was not in a state that leads there (someone else moved it first).
 * A payout reaching `paid` completes its transfer in the same transaction (completeTransferPaid).
 */
export async function movePayout(
  tx: Tx,
  payoutId: number,
  to: PayoutState,
  fields: PayoutMoveFields,
  at: Date,
  actorUserId: number | null = null,
): Promise<PayoutRow | undefined> {
  const from = payoutStatesLeadingTo(to);
  const stamp = STAMPS[to];
  const [before] = await tx.select({ state: payouts.state }).from(payouts).where(eq(payouts.id, payoutId));
  const [row] = await tx
    .update(payouts)
    .set({ ...fields, state: to, updatedAt: at, ...(stamp ? { [stamp]: at } : {}) })
    .where(and(eq(payouts.id, payoutId), inArray(payouts.state, from)))
    .returning();
  if (!row) return undefined;
  await recordAudit(tx, {
    actorUserId,
    action: 'payout.state_changed',
    targetType: 'payout',
    targetId: payoutId,
    before: { transferId: row.transferId, attempt: row.attempt, state: before?.state ?? null },
    after: { transferId: row.transferId, attempt: row.attempt, state: to, ...definedOnly(fields) },
  });
  if (to === 'paid') await completeTransferPaid(tx, row, at);
  return row;
}

function definedOnly(fields: PayoutMoveFields): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== null));
}

/**
 * The rupees arrived: the approved transfer becomes completed, with its timeline event, the
 * customer's mail (queued, sent after the commit) and the audit, in the payout's transaction. The
 * update is conditional (approved → completed), so a transfer is completed once however often its
 * payout is reported paid.
 */
async function completeTransferPaid(tx: Tx, payout: PayoutRow, at: Date): Promise<void> {
  const [moved] = await tx
    .update(transfers)
    .set({ status: 'completed', completedAt: at, updatedAt: at })
    .where(and(eq(transfers.id, payout.transferId), eq(transfers.status, 'approved')))
    .returning({ id: transfers.id });
  if (!moved) return;
  const reason = payout.providerReference ? `Paid by ${payout.provider}, reference ${payout.providerReference}` : `Paid by ${payout.provider}`;
  const [event] = await tx
    .insert(transferEvents)
    .values({ transferId: moved.id, fromStatus: 'approved', toStatus: 'completed', actorUserId: null, reason, createdAt: at })
    .returning({ id: transferEvents.id });
  await tx.insert(mailQueue).values({ transferEventId: event!.id, createdAt: at, nextAttemptAt: at });
  await recordAudit(tx, {
    actorUserId: null,
    action: 'transfer.status_changed',
    targetType: 'transfer',
    targetId: moved.id,
    before: { status: 'approved' },
    after: { status: 'completed', payoutId: payout.id, reference: payout.providerReference },
  });
}

/** The next attempt number of a transfer's payout (1 for its first). */
export async function nextAttempt(tx: Tx, transferId: number): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${payouts.attempt}), 0)::int` })
    .from(payouts)
    .where(eq(payouts.transferId, transferId));
  return (row?.last ?? 0) + 1;
}
