import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerLimitsSchema } from '../../../../domain/schemas/compliance';
import { getQueryFn } from '../../lib/api-client';

export const limitsQueryKey = ['/api/limits'] as const;

/** The customer's tier, verification and each limit with what is used and what remains (GET /api/limits). */
export function limitsQueryOptions() {
  return queryOptions({ queryKey: limitsQueryKey, queryFn: getQueryFn({ schema: customerLimitsSchema }) });
}

export function useLimits() {
  return useQuery(limitsQueryOptions());
}
