import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { updateExchangeRateResponseSchema } from '../../../../domain/schemas/admin';
import { rateChangePendingResponseSchema } from '../../../../domain/schemas/rate-settings';
import { apiJson } from '../../lib/api-client';
import { invalidateRates } from './rate-settings';

/** 201: the rate is live; 202: it waits for a second operator (issue 33). */
const answerSchema = z.union([updateExchangeRateResponseSchema, rateChangePendingResponseSchema]);

export function updateExchangeRate({ rate, confirm }: { rate: string; confirm?: boolean }) {
  return apiJson('POST', '/api/admin/exchange-rates', answerSchema, { fromCurrency: 'CAD', toCurrency: 'INR', rate, ...(confirm ? { confirm } : {}) });
}

/** Sets the CAD→INR rate for new transfers, then refetches the public rate (Send screen), the history and the settings. */
export function useUpdateExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateExchangeRate, onSuccess: () => invalidateRates(queryClient) });
}
