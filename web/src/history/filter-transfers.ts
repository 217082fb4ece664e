import type { Transfer } from '../../../domain/schemas/transfer';
import type { TransferStatus } from '../../../domain/transfer-status';

export type StatusFilter = TransferStatus | 'all';

/**
 * docs/product.md § Transfer history: a case-insensitive search of the reference code or the recipient's
 * name, and a status.
 */
export function filterTransfers(transfers: readonly Transfer[], search: string, status: StatusFilter): Transfer[] {
  const needle = search.trim().toLocaleLowerCase();
  return transfers.filter(
    (transfer) =>
      (status === 'all' || transfer.status === status) &&
      (needle === '' ||
        transfer.referenceCode.toLocaleLowerCase().includes(needle) ||
        transfer.recipientName.toLocaleLowerCase().includes(needle)),
  );
}
