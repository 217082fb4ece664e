import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Quote } from '../../../../domain/quote';
import { transferRefusalSchema, type TransferRefusal } from '../../../../domain/schemas/compliance';
import { staleQuoteResponseSchema, transferSchema, type CreateTransferRequest } from '../../../../domain/schemas/transfer';
import { limitsQueryKey } from '../../compliance/api/get-limits';
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
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: transfersQueryKey });
      // What the customer may still send has changed.
      void queryClient.invalidateQueries({ queryKey: limitsQueryKey });
    },
    onError: (error) => {
      // The rate moved on: the rate everyone else on this screen shows is refreshed as well.
      if (staleQuoteOf(error)) void queryClient.invalidateQueries({ queryKey: exchangeRateQueryKey });
      // Refused by a limit: the limits shown were out of date (another device sent meanwhile).
      if (transferRefusalOf(error)) void queryClient.invalidateQueries({ queryKey: limitsQueryKey });
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

/** The server's refusal when a transfer breaks a compliance rule (422 with a code), else undefined. */
export function transferRefusalOf(error: unknown): TransferRefusal | undefined {
  if (!isApiError(error, 422) || !error.serverMessage) return undefined;
  try {
    const parsed = transferRefusalSchema.safeParse(JSON.parse(error.bodyText));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
