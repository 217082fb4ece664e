export const TRANSFER_STATUSES = ['pending', 'approved', 'completed', 'rejected', 'cancelled'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** The only moves a transfer can make (docs/product.md § Transfer status); the server enforces them. */
export const TRANSFER_TRANSITIONS: Readonly<Record<TransferStatus, readonly TransferStatus[]>> = {
  pending: ['approved', 'rejected', 'cancelled'],
  approved: ['completed'],
  completed: [],
  rejected: [],
  cancelled: [],
};

/**
 * The statuses an operator may ask for (PATCH /api/admin/transfers/:id): approve, reject, complete
 * (and pending, which no move reaches). Cancelling is the customer's own act, or the system's for a
 * transfer left unpaid; an operator who will not process a transfer rejects it, with a reason.
 */
export const OPERATOR_TARGET_STATUSES = ['pending', 'approved', 'completed', 'rejected'] as const satisfies readonly TransferStatus[];

export function canTransition(from: TransferStatus, to: TransferStatus): boolean {
  return TRANSFER_TRANSITIONS[from].includes(to);
}

/** Statuses from which `to` can be reached: the condition of the server's conditional update. */
export function statusesLeadingTo(to: TransferStatus): TransferStatus[] {
  return TRANSFER_STATUSES.filter((from) => canTransition(from, to));
}

export function isFinalStatus(status: TransferStatus): boolean {
  return TRANSFER_TRANSITIONS[status].length === 0;
}

/**
 * Whether a transfer may still be cancelled (by its customer, or by the system once it is overdue):
 * pending, and no payment recorded for it. Once the e-Transfer is recorded the money is ours to
 * process or return, which an operator decides. The server checks the same in its one conditional
 * update (server/src/transfers/cancel-transfer.ts), so a race is decided there, not here.
 */
export function canCancel(transfer: { status: TransferStatus; paymentReceived: boolean }): boolean {
  return canTransition(transfer.status, 'cancelled') && !transfer.paymentReceived;
}

/**
 * What the rupee amount of a transfer is called on its card and page (issue 34): "Received" only
 * once the transfer is completed; until then what the recipient gets; and for a transfer that
 * ended without a payout, that none was made. A pending card never says the money arrived.
 */
export function recipientAmountWording(status: TransferStatus): 'received' | 'recipientGets' | 'notPaidOut' {
  if (status === 'completed') return 'received';
  return status === 'rejected' || status === 'cancelled' ? 'notPaidOut' : 'recipientGets';
}
