import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recipientSchema, type CreateRecipientRequest, type Recipient } from '../../../../domain/schemas/recipient';
import { apiJson, isApiError } from '../../lib/api-client';
import { recipientsQueryKey } from './get-recipients';

export function createRecipient(data: CreateRecipientRequest) {
  return apiJson('POST', '/api/recipients', recipientSchema, data);
}

/** Saves a recipient; the new one is in the cached list at once (so it can be selected), then the list is refetched. */
export function useCreateRecipient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecipient,
    onSuccess: (recipient) => {
      queryClient.setQueryData<Recipient[]>(recipientsQueryKey, (list) =>
        list ? [recipient, ...list.filter((item) => item.id !== recipient.id)] : list,
      );
      void queryClient.invalidateQueries({ queryKey: recipientsQueryKey });
    },
  });
}

/**
 * docs/product.md § Send money: a refused recipient whose message names IFSC is an IFSC error. Only a 400
 * counts: a duplicate (409) also mentions "IFSC code" in its message, but the code itself is fine.
 */
export function isIfscError(error: unknown): boolean {
  return isApiError(error, 400) && (error.serverMessage ?? '').includes('IFSC');
}
