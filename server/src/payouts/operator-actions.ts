import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { adminMessages, apiMessages } from '../../../domain/messages';
import { LIVE_PAYOUT_STATES } from '../../../domain/payout-states';
import type { Payout } from '../../../domain/schemas/payouts';
import type { UserRow } from '../auth/user-response';
import type { AppContext, RequestMeta } from '../context';
import { refuseDuty } from '../compliance/duties';
import { databaseErrorCode } from '../db/errors';
import { payouts, transfers } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { createPayout } from './create-payout';
import { movePayout, type PayoutRow } from './payout-moves';

/** A payout row as the API answers it (domain/schemas/payouts.ts). */
export function payoutResponse(row: PayoutRow): Payout {
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  return {
    id: row.id,
    transferId: row.transferId,
    attempt: row.attempt,
    idempotencyKey: row.idempotencyKey,
    provider: row.provider,
    state: row.state as Payout['state'],
    providerStatus: row.providerStatus,
    providerId: row.providerId,
    providerReference: row.providerReference,
    nameCheck: row.nameCheck as Payout['nameCheck'],
    nameAtBank: row.nameAtBank,
    failureReason: row.failureReason,
    unpaidReason: row.unpaidReason,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    inFlightAt: iso(row.inFlightAt),
    paidAt: iso(row.paidAt),
    failedAt: iso(row.failedAt),
    returnedAt: iso(row.returnedAt),
  };
}

/** Every payout attempt of a transfer, first attempt first. 404 for an unknown transfer. */
export async function listPayouts(ctx: AppContext, transferId: number): Promise<Payout[]> {
  const [transfer] = await ctx.db.select({ id: transfers.id }).from(transfers).where(eq(transfers.id, transferId));
  if (!transfer) throw notFound(apiMessages.transferNotFound);
  const rows = await ctx.db.select().from(payouts).where(eq(payouts.transferId, transferId)).orderBy(asc(payouts.attempt));
  return rows.map(payoutResponse);
}

async function ownTransferCheck(ctx: AppContext, actor: UserRow, transferId: number, attempted: string, meta: RequestMeta) {
  const [transfer] = await ctx.db.select({ userId: transfers.userId, status: transfers.status }).from(transfers).where(eq(transfers.id, transferId));
  if (!transfer) throw notFound(apiMessages.transferNotFound);
  if (transfer.userId === actor.id) {
    throw await refuseDuty(ctx, actor, { code: 'own_transfer', attempted, targetType: 'transfer', targetId: transferId }, meta);
  }
  return transfer;
}

/**
 * Pay again (POST /api/admin/transfers/:id/payout-retry): a new attempt, with a new idempotency
 * key, for an approved transfer whose last attempt failed, came back or was blocked (after the
 * operator had the recipient's details checked). 409 payout_not_retryable otherwise (not approved,
 * or an attempt still live: the unique index decides a race between two operators).
 */
export async function retryPayout(ctx: AppContext, actor: UserRow, transferId: number, meta: RequestMeta): Promise<PayoutRow> {
  await ownTransferCheck(ctx, actor, transferId, 'payout.retry', meta);
  const refused = () => conflict(adminMessages.payoutNotRetryable, { code: 'payout_not_retryable' });
  if (!ctx.payoutRail.automatic) throw refused();
  const now = ctx.clock.now();
  try {
    const created = await ctx.db.transaction(async (tx) => {
      const [transfer] = await tx
        .select({ status: transfers.status })
        .from(transfers)
        .where(eq(transfers.id, transferId))
        .for('update');
      if (transfer?.status !== 'approved') return undefined;
      const [live] = await tx
        .select({ id: payouts.id })
        .from(payouts)
        .where(and(eq(payouts.transferId, transferId), inArray(payouts.state, [...LIVE_PAYOUT_STATES])));
      if (live) return undefined;
      return createPayout(tx, { transferId, provider: ctx.payoutRail.name, actorUserId: actor.id, unpaidReason: null, at: now });
    });
    if (!created) throw refused();
    const [row] = await ctx.db.select().from(payouts).where(eq(payouts.id, created.id));
    return row!;
  } catch (error) {
    if (databaseErrorCode(error) === '23505') throw refused();
    throw error;
  }
}

/**
 * Pay anyway (POST /api/admin/transfers/:id/payout-clear): the bank matched the recipient's name
 * only partly, or could not check it, and the operator decides to pay: review → cleared, audited
 * with the operator; the job then sends it without asking the bank again.
 */
export async function clearPayout(ctx: AppContext, actor: UserRow, transferId: number, meta: RequestMeta): Promise<PayoutRow> {
  await ownTransferCheck(ctx, actor, transferId, 'payout.clear', meta);
  const [latest] = await ctx.db.select().from(payouts).where(eq(payouts.transferId, transferId)).orderBy(desc(payouts.attempt)).limit(1);
  const moved =
    latest?.state === 'review'
      ? await ctx.db.transaction((tx) => movePayout(tx, latest.id, 'cleared', { clearedByUserId: actor.id }, ctx.clock.now(), actor.id))
      : undefined;
  if (!moved) throw conflict(adminMessages.payoutNotInReview, { code: 'payout_not_in_review' });
  return moved;
}
