import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROVIDER_BALANCE_REFETCH_MS } from '../../../../domain/constants';
import { providerBalanceSchema } from '../../../../domain/schemas/admin';
import { getQueryFn } from '../../lib/api-client';

export const providerBalanceQueryKey = ['/api/admin/apaylo-balance'] as const;

export function providerBalanceQueryOptions() {
  return queryOptions({
    queryKey: providerBalanceQueryKey,
    queryFn: getQueryFn({ schema: providerBalanceSchema }),
    refetchInterval: PROVIDER_BALANCE_REFETCH_MS,
  });
}

export function useProviderBalance() {
  return useQuery(providerBalanceQueryOptions());
}
