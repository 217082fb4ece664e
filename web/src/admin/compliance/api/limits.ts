import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminLimitsSchema, type LimitsBody } from '../../../../../domain/schemas/compliance';
import { apiJson, apiSend } from '../../../lib/api-client';

export const adminLimitsQueryKey = ['/api/admin/limits'] as const;

/** Both tiers' limits, and the smallest amount a transfer may carry (MIN_TRANSFER_CAD, read-only). */
export function useAdminLimits() {
  return useQuery(queryOptions({ queryKey: adminLimitsQueryKey, queryFn: () => apiJson('GET', '/api/admin/limits', adminLimitsSchema) }));
}

/**
 * Saves both tiers at once; the server checks them (a 400 says why not). What is stored is read
 * back rather than taken from the answer, whose shape the editor does not depend on.
 */
export function useUpdateLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (limits: LimitsBody) => apiSend('PUT', '/api/admin/limits', limits),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminLimitsQueryKey }),
  });
}
