import { maskAccountNumber } from '../../../domain/mask';
import type { PaymentMethod } from '../../../domain/quote';
import type { Transfer } from '../../../domain/schemas/transfer';
import type { TransferStatus } from '../../../domain/transfer-status';
import type { transfers } from '../db/schema';
import { midFields } from '../rates/mid-fields';

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
