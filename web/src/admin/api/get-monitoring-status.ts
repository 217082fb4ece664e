import { queryOptions, useQuery } from '@tanstack/react-query';
import { MONITORING_STATUS_REFETCH_MS } from '../../../../domain/constants';
import { monitoringStatusSchema } from '../../../../domain/schemas/admin';
import { getQueryFn } from '../../lib/api-client';

export const monitoringStatusQueryKey = ['/api/admin/monitoring-status'] as const;

export function monitoringStatusQueryOptions() {
  return queryOptions({
    queryKey: monitoringStatusQueryKey,
    queryFn: getQueryFn({ schema: monitoringStatusSchema }),
    refetchInterval: MONITORING_STATUS_REFETCH_MS,
  });
}

export function useMonitoringStatus() {
  return useQuery(monitoringStatusQueryOptions());
}
