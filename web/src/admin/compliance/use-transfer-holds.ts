import type { AdminTransfer } from '../../../../domain/schemas/admin';
import { useFrozenCases, useOpenCases } from './api/cases';

/**
 * Whether a transfer is held by an open compliance case. The server's own `onHold` wins when it
 * sends one; otherwise it is read from the open cases: a suspicious-transaction or sanctions case
 * naming the transfer, a sanctions case on its recipient, or one on its customer that names no
 * transfer (the customer is flagged) — not a review the refused-attempts rule opened (issue 31).
 * The server decides in the end: approving a held transfer answers 409 with its message.
 */
export function useTransferHolds(): (transfer: AdminTransfer) => boolean {
  const cases = useOpenCases().data?.rows ?? [];
  const holding = cases.filter((open) => open.kind === 'str' || open.kind === 'sanctions');
  return (transfer) =>
    transfer.onHold ??
    holding.some((open) =>
      open.transferIds.length > 0
        ? open.transferIds.includes(transfer.id)
        : open.recipientId !== null
          ? open.kind === 'sanctions' && open.recipientId === transfer.recipientId
          : open.rule === null && open.customerEmail?.toLowerCase() === transfer.senderEmail.toLowerCase(),
    );
}

/**
 * Whether a transfer is frozen (issue 31): its recipient, or its customer as a whole, is the party of
 * a listed-person property report no authorities' decision has lifted. The server refuses approval
 * and rejection (409 listed_property_frozen) either way; this only says it before the click.
 */
export function useTransferFreezes(): (transfer: AdminTransfer) => boolean {
  const frozen = useFrozenCases().data?.rows ?? [];
  return (transfer) =>
    frozen.some((found) =>
      found.recipientId !== null ? found.recipientId === transfer.recipientId : found.customerEmail?.toLowerCase() === transfer.senderEmail.toLowerCase(),
    );
}
