import { maskAccountNumber } from '../../../domain/mask';
import type { PaymentMethod } from '../../../domain/quote';
import type { MidFields } from '../../../domain/schemas/mid-rate';
import type { Transfer } from '../../../domain/schemas/transfer';
import type { TransferStatus } from '../../../domain/transfer-status';
import type { transfers } from '../db/schema';

export type TransferRow = typeof transfers.$inferSelect;

/** The sender's view of a transfer; the recipient account leaves the server masked. */
export function toTransferResponse(row: TransferRow): Transfer {
  return {
    id: row.id,
    referenceCode: row.referenceCode,
    status: row.status as TransferStatus,
    createdAt: row.createdAt.toISOString(),
    cadAmount: row.cadAmount,
    inrAmount: row.inrAmount,
    exchangeRate: row.exchangeRate,
    paymentMethod: row.paymentMethod as PaymentMethod,
    recipientName: row.recipientName,
    recipientAccount: maskAccountNumber(row.recipientAccountNumber),
    recipientBankName: row.recipientBankName,
    paymentReceived: row.apayloTransactionId !== null,
    ...midFields(row),
  };
}

/** The market rate a transfer or quote was priced from (issue 33): null for a manual rate with no market. */
export function midFields(row: { midRate: string | null; midSource: string | null; midAsOf: Date | null }): MidFields {
  return { midRate: row.midRate, midSource: row.midSource as MidFields['midSource'], midAsOf: row.midAsOf?.toISOString() ?? null };
}
