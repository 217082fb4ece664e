import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { limitsSchema, type LimitsBody } from '../../../../../domain/schemas/compliance';
import { apiJson, apiSend } from '../../../lib/api-client';

export const adminLimitsQueryKey = ['/api/admin/limits'] as const;

export function useAdminLimits() {
  return useQuery(queryOptions({ queryKey: adminLimitsQueryKey, queryFn: () => apiJson('GET', '/api/admin/limits', limitsSchema) }));
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
