import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { complianceSettingsSchema, transferAttemptListSchema, type ComplianceSettings } from '../../../../../domain/schemas/compliance-case-work';
import { apiJson, apiSend } from '../../../lib/api-client';
import { fetchPage } from '../../../lib/paged-list';

const ATTEMPTS_PAGE_SIZE = 20;

/** Refused attempts (issue 31), newest first: every customer's, or one's. */
export function useAttempts(userId: number | undefined) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['/api/admin/compliance/attempts', userId ?? 'all'],
      queryFn: ({ pageParam, signal }) =>
        fetchPage('/api/admin/compliance/attempts', { userId, limit: ATTEMPTS_PAGE_SIZE, cursor: pageParam }, transferAttemptListSchema, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}

const settingsKey = ['/api/admin/compliance/settings'] as const;

export function useComplianceSettings() {
  return useQuery(queryOptions({ queryKey: settingsKey, queryFn: () => apiJson('GET', '/api/admin/compliance/settings', complianceSettingsSchema) }));
}

export function useSaveComplianceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ComplianceSettings) => apiSend('PUT', '/api/admin/compliance/settings', settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKey }),
  });
}
