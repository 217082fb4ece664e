import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transferSchema } from '../../../../domain/schemas/transfer';
import { apiJson } from '../../lib/api-client';
import { limitsQueryKey } from '../../compliance/api/get-limits';
import { transfersQueryKey } from './get-transfers';

/** POST /api/transfers/:id/cancel, by reference code (the details page's key): the transfer, cancelled. */
export function cancelTransfer(referenceCode: string) {
  return apiJson('POST', `/api/transfers/${encodeURIComponent(referenceCode)}/cancel`, transferSchema);
}

/**
 * Cancels one of the customer's transfers, then refreshes what shows it: the history's pages and
 * summary, and any transfer read by a key under /api/transfers (the details page's), and the limits
 * it no longer uses. After a refusal too: a 409 means the transfer moved meanwhile.
 */
export function useCancelTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTransfer,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: transfersQueryKey }),
        queryClient.invalidateQueries({ queryKey: limitsQueryKey }),
      ]),
  });
}
