export const TRANSFER_STATUSES = ['pending', 'approved', 'completed', 'rejected'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** The only moves a transfer can make (docs/product.md § Transfer status); the server enforces them. */
export const TRANSFER_TRANSITIONS: Readonly<Record<TransferStatus, readonly TransferStatus[]>> = {
  pending: ['approved', 'rejected'],
  approved: ['completed'],
  completed: [],
  rejected: [],
};

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
