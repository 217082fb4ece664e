import { sumDecimals } from '../../../domain/money';
import type { TransferTotals } from '../../../domain/schemas/transfer';
import { TRANSFER_STATUSES, type TransferStatus } from '../../../domain/transfer-status';

/** A count and an exact CAD sum (numeric as text) for one status, as a GROUP BY status answers them. */
export interface StatusTotal {
  status: string;
  count: number;
  cadTotal: string;
}

/**
 * The counts per status, their total and the exact CAD sum (2 decimals, summed as decimals, never
 * floats) of every transfer but the cancelled ones, whose money never moved (transferTotalsSchema).
 */
export function totalsByStatus(rows: readonly StatusTotal[]): TransferTotals {
  const count = (status: TransferStatus) => rows.find((row) => row.status === status)?.count ?? 0;
  const counts = {
    pending: count('pending'),
    approved: count('approved'),
    completed: count('completed'),
    rejected: count('rejected'),
    cancelled: count('cancelled'),
  };
  return {
    ...counts,
    total: TRANSFER_STATUSES.reduce((sum, status) => sum + counts[status], 0),
    totalCad: sumDecimals(
      rows.filter((row) => row.status !== 'cancelled').map((row) => row.cadTotal),
      2,
    ),
  };
}
