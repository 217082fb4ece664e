import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { senderMatchesCustomer, type PaymentReviewReason } from '../../../domain/payment-matching';
import type { PageQuery } from '../../../domain/schemas/admin';
import type { PaymentReview, PaymentReviewCandidate } from '../../../domain/schemas/payment-review';
import type { TransferStatus } from '../../../domain/transfer-status';
import { afterCursor, cursorTimestamp, toPage, type Page } from '../http/paging';
import type { Db } from '../db/client';
import { newestFirst } from '../db/order';
import { incomingETransfers, transfers, users } from '../db/schema';

type Reader = Pick<Db, 'select'>;

const openReview = and(isNotNull(incomingETransfers.reviewReason), isNull(incomingETransfers.resolution));

/** Open reviews naming one of the customer's transfers (the customer drawer, issue 34). */
function namingCustomer(customerId: number) {
  return sql`exists (select 1 from ${transfers} t where t.id = any(${incomingETransfers.candidateTransferIds}) and t.user_id = ${customerId})`;
}

/**
 * Incoming e-Transfers waiting for an operator, newest first, each with every transfer its message
 * names; with `customerId`, only those naming one of that customer's transfers.
 */
export async function listPaymentReviews(
  db: Reader,
  page: PageQuery,
  options: { customerId?: number } = {},
): Promise<Page<PaymentReview & { cursorAt: string }>> {
  const rows = await db
    .select({
      id: incomingETransfers.id,
      transactionId: incomingETransfers.transactionId,
      amount: incomingETransfers.amount,
      senderName: incomingETransfers.senderName,
      senderEmail: incomingETransfers.senderEmail,
      message: incomingETransfers.message,
      receivedAt: incomingETransfers.receivedAt,
      reason: incomingETransfers.reviewReason,
      rawText: incomingETransfers.rawText,
      candidateTransferIds: incomingETransfers.candidateTransferIds,
      cursorAt: cursorTimestamp(incomingETransfers.recordedAt),
    })
    .from(incomingETransfers)
    .where(
      and(
        openReview,
        options.customerId === undefined ? undefined : namingCustomer(options.customerId),
        afterCursor(incomingETransfers.recordedAt, incomingETransfers.id, page.cursor),
      ),
    )
    .orderBy(...newestFirst(incomingETransfers.recordedAt, incomingETransfers.id))
    .limit(page.limit + 1);

  const candidateIds = [...new Set(rows.flatMap((row) => row.candidateTransferIds ?? []))];
  const candidates = new Map((await candidateTransfers(db, candidateIds)).map((candidate) => [candidate.id, candidate]));
  return toPage(
    rows.map((row) => ({
      id: row.id,
      transactionId: row.transactionId,
      amount: row.amount,
      senderName: row.senderName,
      senderEmail: row.senderEmail,
      message: row.message,
      receivedAt: row.receivedAt.toISOString(),
      reason: row.reason as PaymentReviewReason,
      rawText: row.rawText,
      cursorAt: row.cursorAt,
      candidates: (row.candidateTransferIds ?? []).flatMap((transferId) => {
        const candidate = candidates.get(transferId);
        return candidate ? [toCandidate(candidate, { name: row.senderName, email: row.senderEmail, amount: row.amount })] : [];
      }),
    })),
    page.limit,
  );
}

export async function countPaymentReviews(db: Reader): Promise<number> {
  const [row] = await db.select({ n: count() }).from(incomingETransfers).where(openReview);
  return row?.n ?? 0;
}

type CandidateRow = Awaited<ReturnType<typeof candidateTransfers>>[number];

async function candidateTransfers(db: Reader, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: transfers.id,
      referenceCode: transfers.referenceCode,
      cadAmount: transfers.cadAmount,
      status: transfers.status,
      paid: sql<boolean>`${transfers.apayloTransactionId} is not null`,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      legalName: users.legalName,
      email: users.email,
    })
    .from(transfers)
    .innerJoin(users, eq(users.id, transfers.userId))
    .where(inArray(transfers.id, ids));
}

function toCandidate(row: CandidateRow, sender: { name: string; email: string; amount: string }): PaymentReviewCandidate {
  return {
    transferId: row.id,
    referenceCode: row.referenceCode,
    cadAmount: row.cadAmount,
    status: row.status as TransferStatus,
    // The verified legal name when there is one (issue 31), as the desk shows it.
    customerName: row.legalName ?? row.username,
    customerEmail: row.email,
    senderMatches: senderMatchesCustomer(sender, row),
    // numeric(10,2) on both sides: equal amounts are equal strings.
    acceptable: row.status === 'pending' && !row.paid && row.cadAmount === sender.amount,
  };
}
