import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { adminMessages } from '../../../domain/messages';
import { senderMatchesCustomer } from '../../../domain/payment-matching';
import type { AcceptPaymentRequest, DismissPaymentRequest } from '../../../domain/schemas/payment-review';
import { findAdminTransfer, type AdminTransferRow } from '../admin/transfer-list';
import { recordAudit } from '../audit/audit';
import type { AppContext, RequestMeta } from '../context';
import { refuseDuty } from '../compliance/duties';
import type { Db } from '../db/client';
import { incomingETransfers, transfers, users } from '../db/schema';
import { AppError, conflict, notFound } from '../http/errors';
import { screenPayer } from '../screening/screen-parties';
import { recordPayment } from './match-incoming';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * An operator's decision on an e-Transfer waiting for review. The decision is claimed first (one
 * conditional update), so two operators deciding at once get exactly one decision and the other a
 * 409; everything else happens in the same transaction and is undone if the payment cannot be
 * recorded.
 */
async function claimReview(tx: Tx, ctx: AppContext, reviewId: number, actorUserId: number, resolution: 'accepted' | 'dismissed', note: string | undefined) {
  const [claimed] = await tx
    .update(incomingETransfers)
    .set({ resolution, resolvedAt: ctx.clock.now(), resolvedBy: actorUserId, resolutionNote: note ?? null })
    .where(and(eq(incomingETransfers.id, reviewId), isNotNull(incomingETransfers.reviewReason), isNull(incomingETransfers.resolution)))
    .returning();
  if (claimed) return claimed;
  const [existing] = await tx
    .select({ resolution: incomingETransfers.resolution })
    .from(incomingETransfers)
    .where(and(eq(incomingETransfers.id, reviewId), isNotNull(incomingETransfers.reviewReason)));
  if (!existing) throw notFound(adminMessages.reviewNotFound);
  throw conflict(adminMessages.reviewDecided(existing.resolution ?? 'decided'));
}

/**
 * Separation of duties (issue 31): an operator never decides an e-Transfer that names one of their
 * own transfers — 403 own_case, audited. Checked before the claim (the candidates never change).
 */
async function refuseOwnReview(ctx: AppContext, actorUserId: number, reviewId: number, meta: RequestMeta): Promise<void> {
  const result = await ctx.db.execute<{ own: boolean }>(sql`
    select exists (
      select 1 from ${incomingETransfers} i join ${transfers} t on t.id = any(i.candidate_transfer_ids)
      where i.id = ${reviewId} and t.user_id = ${actorUserId}) as own`);
  if (result.rows[0]?.own) {
    throw await refuseDuty(ctx, { id: actorUserId }, { code: 'own_case', attempted: 'payment.review_decision', targetType: 'incoming_etransfer', targetId: reviewId }, meta);
  }
}

/** Records the e-Transfer as the payment of one of the transfers its message names. */
export async function acceptPayment(
  ctx: AppContext,
  actorUserId: number,
  reviewId: number,
  input: AcceptPaymentRequest,
  meta: RequestMeta,
): Promise<{ message: string; transfer: AdminTransferRow }> {
  await refuseOwnReview(ctx, actorUserId, reviewId, meta);
  const reference = await ctx.db.transaction(async (tx) => {
    const review = await claimReview(tx, ctx, reviewId, actorUserId, 'accepted', input.note);
    if (!(review.candidateTransferIds ?? []).includes(input.transferId)) {
      throw new AppError('invalid_input', adminMessages.reviewNotCandidate, { errors: { transferId: adminMessages.reviewNotCandidate } });
    }
    const [customer] = await tx
      .select({ referenceCode: transfers.referenceCode, firstName: users.firstName, lastName: users.lastName, legalName: users.legalName, email: users.email })
      .from(transfers)
      .innerJoin(users, eq(users.id, transfers.userId))
      .where(eq(transfers.id, input.transferId));
    if (!customer) throw notFound(adminMessages.reviewNotCandidate);
    const senderMatches = senderMatchesCustomer({ name: review.senderName, email: review.senderEmail }, customer);
    const recorded = await recordPayment(tx, ctx.clock, { incomingId: reviewId, transferId: input.transferId, actorUserId, senderMatches });
    if (!recorded) throw conflict(adminMessages.reviewNotAcceptable(customer.referenceCode));
    await recordAudit(tx, {
      actorUserId,
      action: 'payment.review_accepted',
      targetType: 'incoming_etransfer',
      targetId: reviewId,
      before: { reason: review.reviewReason, candidateTransferIds: review.candidateTransferIds },
      after: { transferId: input.transferId, senderMatchesCustomer: senderMatches, note: input.note ?? null },
    });
    return customer.referenceCode;
  });
  // The payer's name, before the answer; a failure leaves the transfer waiting (screening_pending).
  await screenPayer(ctx, input.transferId);
  const transfer = await findAdminTransfer(ctx.db, input.transferId);
  if (!transfer) throw notFound(adminMessages.reviewNotCandidate);
  return { message: adminMessages.reviewAccepted(reference), transfer };
}

/** Sets the e-Transfer aside (refunded, not for us) with the operator's note; no transfer changes. */
export async function dismissPayment(ctx: AppContext, actorUserId: number, reviewId: number, input: DismissPaymentRequest, meta: RequestMeta): Promise<{ message: string }> {
  await refuseOwnReview(ctx, actorUserId, reviewId, meta);
  await ctx.db.transaction(async (tx) => {
    const review = await claimReview(tx, ctx, reviewId, actorUserId, 'dismissed', input.note);
    await recordAudit(tx, {
      actorUserId,
      action: 'payment.review_dismissed',
      targetType: 'incoming_etransfer',
      targetId: reviewId,
      before: { reason: review.reviewReason, candidateTransferIds: review.candidateTransferIds },
      after: { note: input.note },
    });
  });
  return { message: adminMessages.reviewDismissed };
}

/** The open review naming a transfer, if any (check-payment says so instead of "No Payment"). */
export async function openReviewOf(db: Pick<Db, 'select'>, transferId: number) {
  const [review] = await db
    .select({ amount: incomingETransfers.amount, senderName: incomingETransfers.senderName, senderEmail: incomingETransfers.senderEmail })
    .from(incomingETransfers)
    .where(
      and(
        isNotNull(incomingETransfers.reviewReason),
        isNull(incomingETransfers.resolution),
        sql`${transferId} = any(${incomingETransfers.candidateTransferIds})`,
      ),
    )
    .limit(1);
  return review;
}
