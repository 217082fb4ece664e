import { and, eq, inArray } from 'drizzle-orm';
import { adminMessages } from '../../../domain/messages';
import { PAYOUT_STATES_AT_RAIL, payoutStatesLeadingTo } from '../../../domain/payout-states';
import { recordAudit } from '../audit/audit';
import { payouts } from '../db/schema';
import { conflict } from '../http/errors';
import { payoutIdempotencyKey } from './idempotency-key';
import { nextAttempt, type Tx } from './payout-moves';

/**
 * A new payout attempt of an approved transfer, in the caller's transaction (the approval's, or an
 * operator's retry): `pending`, with the next attempt number and its own idempotency key. The
 * unique index payouts_one_live_per_transfer refuses a second live attempt.
 */
export async function createPayout(
  tx: Tx,
  input: { transferId: number; provider: string; actorUserId: number; unpaidReason: string | null; at: Date },
): Promise<{ id: number; attempt: number }> {
  const attempt = await nextAttempt(tx, input.transferId);
  const [row] = await tx
    .insert(payouts)
    .values({
      transferId: input.transferId,
      attempt,
      idempotencyKey: payoutIdempotencyKey(input.transferId, attempt),
      provider: input.provider,
      unpaidReason: input.unpaidReason,
      createdAt: input.at,
      updatedAt: input.at,
    })
    .returning({ id: payouts.id, attempt: payouts.attempt });
  await recordAudit(tx, {
    actorUserId: input.actorUserId,
    action: 'payout.created',
    targetType: 'payout',
    targetId: row!.id,
    after: { transferId: input.transferId, attempt, state: 'pending', ...(input.unpaidReason ? { unpaidReason: input.unpaidReason } : {}) },
  });
  return row!;
}

/**
 * A transfer leaves `approved` by an operator's hand (Mark Complete: paid by hand; or rejected:
 * refunded): its payout attempts not yet sent are cancelled in the same transaction. One the rail
 * may already hold (sending, unknown, in flight, paid) refuses the change (409 payout_in_progress),
 * which rolls the whole transaction back: the operator waits for the rail's outcome.
 */
export async function settlePayoutsByHand(tx: Tx, transferId: number, actorUserId: number, at: Date): Promise<void> {
  const cancelled = await tx
    .update(payouts)
    .set({ state: 'cancelled', updatedAt: at })
    .where(and(eq(payouts.transferId, transferId), inArray(payouts.state, payoutStatesLeadingTo('cancelled'))))
    .returning({ id: payouts.id, attempt: payouts.attempt });
  for (const payout of cancelled) {
    await recordAudit(tx, {
      actorUserId,
      action: 'payout.state_changed',
      targetType: 'payout',
      targetId: payout.id,
      after: { transferId, attempt: payout.attempt, state: 'cancelled' },
    });
  }
  const [atRail] = await tx
    .select({ state: payouts.state })
    .from(payouts)
    .where(and(eq(payouts.transferId, transferId), inArray(payouts.state, [...PAYOUT_STATES_AT_RAIL])))
    .limit(1);
  if (atRail) throw conflict(adminMessages.payoutInProgress(atRail.state), { code: 'payout_in_progress', payoutState: atRail.state });
}
