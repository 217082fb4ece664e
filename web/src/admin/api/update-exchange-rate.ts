import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateExchangeRateResponseSchema } from '../../../../domain/schemas/admin';
import { apiJson } from '../../lib/api-client';
import { exchangeRateQueryKey } from '../../send/api/get-exchange-rate';
import { rateHistoryQueryKey } from './get-rate-history';

export function updateExchangeRate(rate: string) {
  return apiJson('POST', '/api/admin/exchange-rates', updateExchangeRateResponseSchema, {
    fromCurrency: 'CAD',
    toCurrency: 'INR',
    rate,
  });
}

/** Sets the CAD→INR rate for new transfers, then refetches the public rate (Send screen) and the history. */
export function useUpdateExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExchangeRate,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: exchangeRateQueryKey }),
        queryClient.invalidateQueries({ queryKey: rateHistoryQueryKey }),
      ]),
  });
}
