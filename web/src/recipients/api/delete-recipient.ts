import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '../../../../domain/schemas/common';
import type { Recipient } from '../../../../domain/schemas/recipient';
import { apiJson } from '../../lib/api-client';
import { recipientsQueryKey } from './get-recipients';

export function deleteRecipient(id: number) {
  return apiJson('DELETE', `/api/recipients/${id}`, messageResponseSchema);
}

/** Deletes a saved recipient (its past transfers keep their copy of it) and refreshes the list. */
export function useDeleteRecipient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipient,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Recipient[]>(recipientsQueryKey, (list) => list?.filter((item) => item.id !== id));
      void queryClient.invalidateQueries({ queryKey: recipientsQueryKey });
    },
  });
}
