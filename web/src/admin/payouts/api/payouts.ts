import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminTransferSchema } from '../../../../../domain/schemas/admin';
import { payoutActionResponseSchema, payoutListSchema } from '../../../../../domain/schemas/payouts';
import { apiJson, getQueryFn } from '../../../lib/api-client';
import { adminTransfersQueryKey } from '../../api/get-admin-transfers';
import { transferStatsQueryKey } from '../../api/get-transfer-stats';
import { pendingQueuesQueryKey } from './pending-queues';

const payoutsQueryKey = (transferId: number) => ['/api/admin/transfers', transferId, 'payouts'] as const;

/** A transfer's payout attempts (docs/api.md § Admin: payouts), fetched when the operator opens them. */
export function usePayouts(transferId: number, enabled: boolean) {
  return useQuery({
    queryKey: payoutsQueryKey(transferId),
    queryFn: getQueryFn({ schema: payoutListSchema }),
    enabled,
  });
}

export type PayoutAction = { kind: 'retry' | 'clear'; transferId: number } | { kind: 'refund'; transferId: number; reason: string };

/** The server's own words for a retry or a release (which attempt, when it is sent); none for a refund. */
async function act(action: PayoutAction): Promise<{ message: string | null }> {
  if (action.kind === 'refund') {
    await apiJson('POST', `/api/admin/transfers/${action.transferId}/payout-refund`, adminTransferSchema, { reason: action.reason });
    return { message: null };
  }
  return apiJson('POST', `/api/admin/transfers/${action.transferId}/payout-${action.kind}`, payoutActionResponseSchema);
}

const mutationKey = ['payout-action'] as const;

/**
 * Pay again, pay anyway or refund; then the list (with every transfer's payouts: their keys start
 * with the list's), the counts and the queues are fetched again (after a 409 too).
 */
export function usePayoutAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: act,
    onSettled: () =>
      Promise.all(
        [adminTransfersQueryKey, transferStatsQueryKey, pendingQueuesQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

export function usePayoutActionRunning(): boolean {
  return useIsMutating({ mutationKey }) > 0;
}
