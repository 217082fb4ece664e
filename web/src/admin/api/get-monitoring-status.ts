import { queryOptions, useQuery } from '@tanstack/react-query';
import { monitoringStatusSchema } from '../../../../domain/schemas/admin';
import { getQueryFn } from '../../lib/api-client';

export const monitoringStatusQueryKey = ['/api/admin/monitoring-status'] as const;
/** docs/product.md § Business constants: the monitor's health is refetched every 30 s. */
export const MONITORING_REFETCH_MS = 30_000;

export function monitoringStatusQueryOptions() {
  return queryOptions({
    queryKey: monitoringStatusQueryKey,
    queryFn: getQueryFn({ schema: monitoringStatusSchema }),
    refetchInterval: MONITORING_REFETCH_MS,
  });
}

export function useMonitoringStatus() {
  return useQuery(monitoringStatusQueryOptions());
}
