import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema, type MessageResponse } from '../../../../domain/schemas/common';
import { apiJson } from '../../lib/api-client';
import { endSession } from './session';

export function logout() {
  return apiJson('POST', '/api/auth/logout', messageResponseSchema);
}

interface LogoutOptions {
  onSuccess?: (answer: MessageResponse) => void;
  onError?: (error: Error) => void;
  onSettled?: () => void;
}

/**
 * Signs out on the server; whatever the answer, the session then ends in this browser too. The
 * callbacks live on the mutation (not on mutate()) so they run even though signing out unmounts
 * the screen that asked for it.
 */
export function useLogout({ onSuccess, onError, onSettled }: LogoutOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: (answer) => onSuccess?.(answer),
    onError: (error) => onError?.(error),
    onSettled: () => {
      endSession(queryClient);
      onSettled?.();
    },
  });
}
