import { queryOptions, useQuery, type QueryFunction } from '@tanstack/react-query';
import { TRANSFER_DETAILS_REFETCH_MS } from '../../../../domain/constants';
import { transferDetailsSchema, type TransferDetails } from '../../../../domain/schemas/transfer';
import { upcomingSteps } from '../../../../domain/transfer-timeline';
import { getQueryFn } from '../../lib/api-client';
import { transfersQueryKey } from './get-transfers';

const fetchDetails: QueryFunction<TransferDetails> = getQueryFn({ schema: transferDetailsSchema });

/** Whether nothing more will happen to the transfer: paid out, rejected or cancelled. */
const isFinal = (details: TransferDetails | undefined) => details !== undefined && upcomingSteps(details.timeline).length === 0;

/**
 * One of the customer's transfers with its timeline (GET /api/transfers/:reference). Unlike the
 * app's other reads, it asks again every TRANSFER_DETAILS_REFETCH_MS and when the window regains
 * focus while the transfer can still move, so the timeline follows an operator's action without a
 * reload; once final it is left alone. Under the history's key, so what refreshes the history
 * refreshes it too.
 */
export function transferDetailsQueryOptions(reference: string) {
  return queryOptions({
    queryKey: [...transfersQueryKey, reference],
    queryFn: fetchDetails,
    refetchInterval: (query) => (isFinal(query.state.data) ? false : TRANSFER_DETAILS_REFETCH_MS),
    refetchOnWindowFocus: (query) => (isFinal(query.state.data) ? false : 'always'),
  });
}

export function useTransferDetails(reference: string) {
  return useQuery(transferDetailsQueryOptions(reference));
}
