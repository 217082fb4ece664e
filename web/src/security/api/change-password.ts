import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '../../../../domain/schemas/security';
import { messageResponseSchema } from '../../../../domain/schemas/common';
import { apiJson } from '../../lib/api-client';
import { sessionsQueryKey } from './sessions';

/** POST /api/auth/password: the server ends every other session, so the list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: ChangePasswordRequest) => apiJson('POST', '/api/auth/password', messageResponseSchema, data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
