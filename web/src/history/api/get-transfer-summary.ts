import { queryOptions, useQuery } from '@tanstack/react-query';
import { transferTotalsSchema } from '../../../../domain/schemas/transfer';
import { getQueryFn } from '../../lib/api-client';
import { transfersQueryKey } from './get-transfers';

/**
 * The summary counts and sums every one of the customer's transfers on the server, not the pages
 * loaded so far. Its key extends the list's, so refreshing the history refreshes both.
 */
export function transferSummaryQueryOptions() {
  return queryOptions({ queryKey: [...transfersQueryKey, 'summary'], queryFn: getQueryFn({ schema: transferTotalsSchema }) });
}

export function useTransferSummary() {
  return useQuery(transferSummaryQueryOptions());
}
