import { queryOptions, useQuery } from '@tanstack/react-query';
import { providerBalanceSchema } from '../../../../domain/schemas/admin';
import { getQueryFn } from '../../lib/api-client';

export const providerBalanceQueryKey = ['/api/admin/apaylo-balance'] as const;
/** docs/product.md § Business constants: the collection account's balance is refetched every 60 s. */
export const BALANCE_REFETCH_MS = 60_000;

export function providerBalanceQueryOptions() {
  return queryOptions({
    queryKey: providerBalanceQueryKey,
    queryFn: getQueryFn({ schema: providerBalanceSchema }),
    refetchInterval: BALANCE_REFETCH_MS,
  });
}

export function useProviderBalance() {
  return useQuery(providerBalanceQueryOptions());
}
