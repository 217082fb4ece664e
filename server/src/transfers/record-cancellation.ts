import type { Db } from '../db/client';
import { mailQueue, transferEvents } from '../db/schema';
import { recordAudit } from '../audit/audit';
import { uncountTransfers } from '../compliance/eft-case-writes';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Cancellation {
  /** The transfers the conditional update just moved from pending to cancelled. */
  transferIds: readonly number[];
  /** The customer who cancelled their own transfer; null for the system (not paid in time). */
  actorUserId: number | null;
  /** Why, kept on the timeline and in the audit (the system's reason; none for the customer's own choice). */
  reason: string | null;
  at: Date;
  ip?: string | null;
  /** BUSINESS_TIMEZONE: an EFT report case reopened by the change is due 5 working days from its date. */
  timeZone: string;
}

/**
 * What a cancellation writes with it, in the transaction of the update that made it (decision
 * 016): each transfer's timeline event, the customer's mail (decision 008: sent after the commit,
 * in the account's language) and the audit record; and the transfers leave their EFT report cases
 * (issue 31: compliance/eft-case-writes.ts), whose caller locked the transfers' customers and
 * beneficiaries before moving them (compliance/party-locks.ts).
 */
export async function recordCancellation(tx: Tx, cancellation: Cancellation): Promise<void> {
  if (cancellation.transferIds.length === 0) return;
  const events = await tx
    .insert(transferEvents)
    .values(
      cancellation.transferIds.map((transferId) => ({
        transferId,
        fromStatus: 'pending',
        toStatus: 'cancelled',
        actorUserId: cancellation.actorUserId,
        reason: cancellation.reason,
        createdAt: cancellation.at,
      })),
    )
    .returning({ id: transferEvents.id });
  await tx.insert(mailQueue).values(events.map((event) => ({ transferEventId: event.id, createdAt: cancellation.at, nextAttemptAt: cancellation.at })));
  for (const transferId of cancellation.transferIds) {
    await recordAudit(tx, {
      actorUserId: cancellation.actorUserId,
      action: 'transfer.status_changed',
      targetType: 'transfer',
      targetId: transferId,
      before: { status: 'pending' },
      after: { status: 'cancelled', by: cancellation.actorUserId === null ? 'system' : 'customer', ...(cancellation.reason ? { reason: cancellation.reason } : {}) },
      ip: cancellation.ip ?? null,
    });
  }
  await uncountTransfers(tx, cancellation.transferIds, cancellation.at, cancellation.timeZone);
}
