import { useMutation, useQueryClient } from '@tanstack/react-query';
import { navigate } from 'wouter/use-browser-location';
import { messageResponseSchema } from '../../../../domain/schemas/common';
import { endSession } from '../../auth/api/session';
import { apiJson } from '../../lib/api-client';

export function closeAccount(password: string) {
  return apiJson('POST', '/api/profile/close', messageResponseSchema, { password });
}

/**
 * Closes the account (POST /api/profile/close). The server has ended every session by then: this
 * browser forgets the user too and returns to the sign-in screen, as signing out does.
 */
export function useCloseAccount({ onClosed }: { onClosed: (message: string) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeAccount,
    onSuccess: (answer) => {
      endSession(queryClient);
      onClosed(answer.message);
      navigate('/');
    },
  });
}
