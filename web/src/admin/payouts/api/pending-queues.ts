import { queryOptions, useQuery } from '@tanstack/react-query';
import { MONITORING_STATUS_REFETCH_MS } from '../../../../../domain/constants';
import { pendingQueuesSchema } from '../../../../../domain/schemas/admin';
import { getQueryFn } from '../../../lib/api-client';

export const pendingQueuesQueryKey = ['/api/admin/transfers/queues'] as const;

/** The desk's pending queues (docs/api.md § GET /api/admin/transfers/queues), refreshed as the monitor's status is. */
export function pendingQueuesQueryOptions() {
  return queryOptions({
    queryKey: pendingQueuesQueryKey,
    queryFn: getQueryFn({ schema: pendingQueuesSchema }),
    refetchInterval: MONITORING_STATUS_REFETCH_MS,
  });
}

export function usePendingQueues() {
  return useQuery(pendingQueuesQueryOptions());
}
