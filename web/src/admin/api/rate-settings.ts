import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rateChangeDecisionResponseSchema, rateChangeRequestListSchema, rateSettingsSchema } from '../../../../domain/schemas/rate-settings';
import { apiJson, getQueryFn } from '../../lib/api-client';
import { exchangeRateQueryKey } from '../../send/api/get-exchange-rate';
import { rateHistoryQueryKey } from './get-rate-history';

export const rateSettingsQueryKey = ['/api/admin/rate-settings'] as const;
export const rateChangesQueryKey = ['/api/admin/exchange-rates/changes'] as const;

/** The source, market rate, margin and today's effective rate (issue 33). */
export function useRateSettings() {
  return useQuery(queryOptions({ queryKey: rateSettingsQueryKey, queryFn: getQueryFn({ schema: rateSettingsSchema }) }));
}

/** Rate changes waiting for a second operator. */
export function useRateChanges() {
  return useQuery(queryOptions({ queryKey: rateChangesQueryKey, queryFn: getQueryFn({ schema: rateChangeRequestListSchema }) }));
}

/** Everything a rate change moves: the public rate, the history, the settings and the waiting changes. */
export function invalidateRates(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all(
    [exchangeRateQueryKey, rateHistoryQueryKey, rateSettingsQueryKey, rateChangesQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

export function useUpdateMargin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (marginPercent: string) => apiJson('PUT', '/api/admin/rate-settings', rateSettingsSchema, { marginPercent }),
    onSuccess: () => invalidateRates(queryClient),
  });
}

export function useDecideRateChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'reject' }) =>
      apiJson('POST', `/api/admin/exchange-rates/changes/${id}/${decision}`, rateChangeDecisionResponseSchema),
    onSuccess: () => invalidateRates(queryClient),
  });
}
