import { queryOptions, useQuery } from '@tanstack/react-query';
import { transferListSchema } from '../../../../domain/schemas/transfer';
import { getQueryFn } from '../../lib/api-client';

export const transfersQueryKey = ['/api/transfers'] as const;

/** The customer's transfers, newest first, with the recipient account already masked by the server. */
export function transfersQueryOptions() {
  return queryOptions({ queryKey: transfersQueryKey, queryFn: getQueryFn({ schema: transferListSchema }) });
}

export function useTransfers() {
  return useQuery(transfersQueryOptions());
}
