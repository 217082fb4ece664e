import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { screeningStatusSchema, screeningTestResponseSchema, type ScreeningTestRequest } from '../../../../domain/schemas/screening';
import { apiJson } from '../../lib/api-client';

export const screeningStatusQueryKey = ['/api/admin/screening/status'] as const;

/** While a re-screen runs, its progress is read again every few seconds; otherwise once. */
const RUNNING_REFETCH_MS = 3_000;

export function useScreeningStatus() {
  return useQuery(
    queryOptions({
      queryKey: screeningStatusQueryKey,
      queryFn: () => apiJson('GET', '/api/admin/screening/status', screeningStatusSchema),
      refetchInterval: (query) => {
        const status = query.state.data;
        const running = status && (status.rescreen?.finishedAt === null || status.waiting.customers + status.waiting.recipients + status.waiting.payers > 0);
        return running ? RUNNING_REFETCH_MS : false;
      },
    }),
  );
}

export function useScreeningTest() {
  return useMutation({
    mutationFn: (request: ScreeningTestRequest) => apiJson('POST', '/api/admin/screening/test', screeningTestResponseSchema, request),
  });
}
