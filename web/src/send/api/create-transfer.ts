import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Quote } from '../../../../domain/quote';
import { staleQuoteResponseSchema, transferSchema, type CreateTransferRequest } from '../../../../domain/schemas/transfer';
import { transfersQueryKey } from '../../history/api/get-transfers';
import { apiJson, isApiError } from '../../lib/api-client';
import { exchangeRateQueryKey } from './get-exchange-rate';

/**
 * Submits a transfer. 201 creates it; 200 means this referenceCode was already submitted with the
 * same details (a retry after a lost answer) and is the same success.
 */
export function createTransfer(data: CreateTransferRequest) {
  return apiJson('POST', '/api/transfers', transferSchema, data);
}

export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransfer,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: transfersQueryKey }),
    onError: (error) => {
      // The rate moved on: the rate everyone else on this screen shows is refreshed as well.
      if (staleQuoteOf(error)) void queryClient.invalidateQueries({ queryKey: exchangeRateQueryKey });
    },
  });
}

/** The server's current quote when it refused a submission because the rate changed (409), else undefined. */
export function staleQuoteOf(error: unknown): Quote | undefined {
  if (!isApiError(error, 409)) return undefined;
  try {
    const parsed = staleQuoteResponseSchema.safeParse(JSON.parse(error.bodyText));
    return parsed.success ? parsed.data.quote : undefined;
  } catch {
    return undefined;
  }
}
