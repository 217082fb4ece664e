import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recipientSchema, type Recipient, type RecipientAddressRequest } from '../../../../domain/schemas/recipient';
import { apiJson } from '../../lib/api-client';
import { recipientsQueryKey } from '../../recipients/api/get-recipients';

export function updateRecipientAddress(id: number, data: RecipientAddressRequest) {
  return apiJson('PATCH', `/api/recipients/${id}`, recipientSchema, data);
}

/** Saves a recipient's address (the travel rule); the cached list shows it at once, then is refetched. */
export function useUpdateRecipientAddress(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: RecipientAddressRequest) => updateRecipientAddress(id, data),
    onSuccess: (recipient) => {
      queryClient.setQueryData<Recipient[]>(recipientsQueryKey, (list) => list?.map((item) => (item.id === recipient.id ? recipient : item)));
      void queryClient.invalidateQueries({ queryKey: recipientsQueryKey });
    },
  });
}
