import type { AdminTransfer } from '../../../../domain/schemas/admin';
import { useOpenCases } from './api/cases';

/**
 * Whether a transfer is held by an open compliance case. The server's own `onHold` wins when it
 * sends one; otherwise it is read from the open cases: a suspicious-transaction or sanctions case
 * naming the transfer, or one on its customer that names no transfer (the customer is flagged).
 * The server decides in the end: approving a held transfer answers 409 with its message.
 */
export function useTransferHolds(): (transfer: AdminTransfer) => boolean {
  const cases = useOpenCases().data?.rows ?? [];
  const holding = cases.filter((open) => open.kind !== 'eftr');
  return (transfer) =>
    transfer.onHold ??
    holding.some((open) =>
      open.transferIds.length > 0
        ? open.transferIds.includes(transfer.id)
        : open.recipientId === null && open.customerEmail.toLowerCase() === transfer.senderEmail.toLowerCase(),
    );
}
