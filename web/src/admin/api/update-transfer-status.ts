import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTransferSchema } from '../../../../domain/schemas/admin';
import type { TransferStatus } from '../../../../domain/transfer-status';
import { apiJson } from '../../lib/api-client';
import { adminTransfersQueryKey } from './get-admin-transfers';
import { transferStatsQueryKey } from './get-transfer-stats';
import { pendingQueuesQueryKey } from '../payouts/api/pending-queues';

export interface StatusChange {
  id: number;
  status: TransferStatus;
  /** A rejection's reason, shown to the customer. */
  reason?: string | undefined;
  /** Why a transfer is approved before its payment is recorded (issue 33). */
  unpaidReason?: string | undefined;
}

const mutationKey = ['update-transfer-status'] as const;

export function updateTransferStatus({ id, status, reason, unpaidReason }: StatusChange) {
  return apiJson('PATCH', `/api/admin/transfers/${id}`, adminTransferSchema, { status, reason: reason || undefined, unpaidReason: unpaidReason || undefined });
}

/**
 * Moves a transfer on (approve, reject, mark complete), then refetches the transfers and the counts.
 * The mutation stays pending until they are back, so no stale row offers its old actions meanwhile.
 */
export function useUpdateTransferStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: updateTransferStatus,
    // After a failure too: a 409 means the row changed elsewhere, so show what it is now.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminTransfersQueryKey }),
        queryClient.invalidateQueries({ queryKey: transferStatsQueryKey }),
        queryClient.invalidateQueries({ queryKey: pendingQueuesQueryKey }),
      ]),
  });
}

/** docs/product.md § Admin dashboard: every action button is disabled while any status update runs. */
export function useStatusUpdateRunning(): boolean {
  return useIsMutating({ mutationKey }) > 0;
}
