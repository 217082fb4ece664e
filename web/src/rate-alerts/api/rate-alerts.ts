import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rateAlertListSchema, rateAlertSchema, type CreateRateAlertRequest } from '../../../../domain/schemas/rate-alerts';
import { apiJson, apiSend } from '../../lib/api-client';

export const rateAlertsQueryKey = ['/api/rate-alerts'] as const;

/** The customer's active rate alerts (GET /api/rate-alerts), oldest first. */
export function useRateAlerts() {
  return useQuery({ queryKey: rateAlertsQueryKey, queryFn: () => apiJson('GET', '/api/rate-alerts', rateAlertListSchema) });
}

export function useCreateRateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateRateAlertRequest) => apiJson('POST', '/api/rate-alerts', rateAlertSchema, request),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: rateAlertsQueryKey }),
  });
}

export function useDeleteRateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend('DELETE', `/api/rate-alerts/${id}`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: rateAlertsQueryKey }),
  });
}
