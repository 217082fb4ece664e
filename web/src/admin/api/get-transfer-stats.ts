import { queryOptions, useQuery } from '@tanstack/react-query';
import { transferStatsSchema } from '../../../../domain/schemas/admin';
import { apiJson } from '../../lib/api-client';
import { queryString } from '../../lib/paged-list';

export const transferStatsQueryKey = ['/api/admin/stats'] as const;

/**
 * The count cards: every matching transfer per status, counted by the server for the date range,
 * not only the loaded page (an operator's list is longer than one page).
 */
export function transferStatsQueryOptions(dates: { fromDate: string; toDate: string }) {
  return queryOptions({
    queryKey: [...transferStatsQueryKey, dates],
    queryFn: () => apiJson('GET', `/api/admin/stats${queryString(dates)}`, transferStatsSchema),
  });
}

export function useTransferStats(dates: { fromDate: string; toDate: string }) {
  return useQuery(transferStatsQueryOptions(dates));
}
