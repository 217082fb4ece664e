import { queryOptions, useQuery } from '@tanstack/react-query';
import { exchangeRateHistorySchema } from '../../../../domain/schemas/admin';
import { fetchPage } from '../../lib/paged-list';

export const rateHistoryQueryKey = ['/api/admin/exchange-rates/history'] as const;
const RATE_HISTORY_SHOWN = 5;

/** The last few rate changes, newest first, with who made them. */
export function rateHistoryQueryOptions() {
  return queryOptions({
    queryKey: rateHistoryQueryKey,
    queryFn: ({ signal }) =>
      fetchPage('/api/admin/exchange-rates/history', { limit: RATE_HISTORY_SHOWN }, exchangeRateHistorySchema, signal),
  });
}

export function useRateHistory() {
  return useQuery(rateHistoryQueryOptions());
}
