import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { senderMatchesCustomer, type PaymentReviewReason } from '../../../domain/payment-matching';
import { recordAudit } from '../audit/audit';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { incomingETransfers, transfers, users } from '../db/schema';
import { messageReferenceWords } from './message-references';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A transfer whose reference code stands in an incoming e-Transfer's message, with its customer. */
interface Candidate extends Record<string, unknown> {
  incoming_id: number;
  transaction_id: string;
  amount: string;
  sender_name: string;
  sender_email: string;
  transfer_id: number;
  /** Pending, not yet paid, and of exactly the amount received. */
  payable: boolean;
  first_name: string;
  last_name: string;
  legal_name: string | null;
  email: string;
}

export interface MatchOutcome {
  matchedTransferIds: number[];
  reviewCount: number;
}

/**
 * Decides each open incoming e-Transfer (not matched, not waiting for review, not dismissed):
 * - its message names no transfer, or names one that cannot take it (not pending, paid already, or
 *   another amount): it stays open and is tried again on the next run (the customer may submit
 *   the transfer after paying);
 * - it names more than one transfer (any reference of any status, in any case, anywhere in the
 *   message): nobody can tell from the message whose money it is, so it waits for an operator
 *   with every candidate;
 * - it names exactly one payable transfer and its sender is that transfer's customer: the
 *   payment is recorded on the transfer (the status is left to an operator);
 * - the sender is someone else: it waits for an operator, with the mismatch shown.
 * So no reference a customer chooses can take another customer's payment on its own.
 *
 * `onlyTransferId` (an operator's check-payment) decides only the e-Transfers naming that transfer.
 */
export async function matchIncoming(
  tx: Tx,
  clock: Clock,
  options: { onlyTransferId?: number; actorUserId?: number | null },
): Promise<MatchOutcome> {
  const message = messageReferenceWords(sql`${incomingETransfers.message}`);
  const named = options.onlyTransferId === undefined
    ? sql``
    : sql`and ${incomingETransfers.id} in (
        select i2.id from ${incomingETransfers} i2 join ${transfers} t2
          on t2.reference_code = any(${messageReferenceWords(sql`i2.message`)})
        where t2.id = ${options.onlyTransferId})`;
  const rows = await tx.execute<Candidate>(sql`
    select ${incomingETransfers.id} as incoming_id, ${incomingETransfers.transactionId} as transaction_id,
           ${incomingETransfers.amount}::text as amount, ${incomingETransfers.senderName} as sender_name,
           ${incomingETransfers.senderEmail} as sender_email, ${transfers.id} as transfer_id,
           (${transfers.status} in ('pending', 'approved') and ${transfers.apayloTransactionId} is null
             and ${transfers.cadAmount} = ${incomingETransfers.amount}) as payable,
           ${users.firstName} as first_name, ${users.lastName} as last_name, ${users.legalName} as legal_name, ${users.email} as email
    from ${incomingETransfers}
    join ${transfers} on ${transfers.referenceCode} = any(${message})
    join ${users} on ${users.id} = ${transfers.userId}
    where ${incomingETransfers.matchedTransferId} is null and ${incomingETransfers.reviewReason} is null
      and ${incomingETransfers.resolution} is null ${named}
    order by ${incomingETransfers.receivedAt}, ${incomingETransfers.id}, ${transfers.id}`);

  const byIncoming = new Map<number, Candidate[]>();
  for (const row of rows.rows) byIncoming.set(row.incoming_id, [...(byIncoming.get(row.incoming_id) ?? []), row]);

  const outcome: MatchOutcome = { matchedTransferIds: [], reviewCount: 0 };
  for (const [incomingId, candidates] of byIncoming) {
    const [only] = candidates;
    if (candidates.length > 1) {
      await openReview(tx, incomingId, 'several_references', candidates);
      outcome.reviewCount += 1;
    } else if (!only || !only.payable || outcome.matchedTransferIds.includes(only.transfer_id)) {
      continue;
    } else if (!senderMatches(only)) {
      await openReview(tx, incomingId, 'sender_mismatch', candidates);
      outcome.reviewCount += 1;
    } else if (await recordPayment(tx, clock, { incomingId, transferId: only.transfer_id, actorUserId: options.actorUserId ?? null, senderMatches: true })) {
      outcome.matchedTransferIds.push(only.transfer_id);
    }
  }
  return outcome;
}

function senderMatches(candidate: Candidate): boolean {
  return senderMatchesCustomer(
    { name: candidate.sender_name, email: candidate.sender_email },
    { firstName: candidate.first_name, lastName: candidate.last_name, legalName: candidate.legal_name, email: candidate.email },
  );
}

async function openReview(tx: Tx, incomingId: number, reason: PaymentReviewReason, candidates: Candidate[]): Promise<void> {
  await tx
    .update(incomingETransfers)
    .set({ reviewReason: reason, candidateTransferIds: candidates.map((candidate) => candidate.transfer_id) })
    .where(and(eq(incomingETransfers.id, incomingId), isNull(incomingETransfers.reviewReason)));
}

/**
 * Records an incoming e-Transfer as the payment of a transfer that is still pending (or approved
 * without its payment, issue 33) and unpaid;
 * false when the transfer has moved on meanwhile. Audited with who decided (null: the monitor).
 */
export async function recordPayment(
  tx: Tx,
  clock: Clock,
  match: { incomingId: number; transferId: number; actorUserId: number | null; senderMatches: boolean },
): Promise<boolean> {
  const now = clock.now();
  const [incoming] = await tx.select().from(incomingETransfers).where(eq(incomingETransfers.id, match.incomingId));
  if (!incoming) return false;
  const [updated] = await tx
    .update(transfers)
    .set({
      apayloTransactionId: incoming.transactionId,
      apayloSenderName: incoming.senderName,
      apayloSenderEmail: incoming.senderEmail,
      // The payer is screened after the commit (screening/screen-parties.ts); until then the transfer waits.
      payerScreenedVersion: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(transfers.id, match.transferId),
        // Approved too: an approval without a recorded payment (issue 33) waits for it to pay out.
        inArray(transfers.status, ['pending', 'approved']),
        isNull(transfers.apayloTransactionId),
        eq(transfers.cadAmount, incoming.amount),
      ),
    )
    .returning({ id: transfers.id });
  if (!updated) return false;
  await tx
    .update(incomingETransfers)
    .set({ matchedTransferId: updated.id, matchedAt: now })
    .where(eq(incomingETransfers.id, match.incomingId));
  await recordAudit(tx, {
    actorUserId: match.actorUserId,
    action: 'payment.matched',
    targetType: 'transfer',
    targetId: updated.id,
    after: {
      transactionId: incoming.transactionId,
      amount: incoming.amount,
      senderName: incoming.senderName,
      senderEmail: incoming.senderEmail,
      senderMatchesCustomer: match.senderMatches,
    },
  });
  return true;
}
