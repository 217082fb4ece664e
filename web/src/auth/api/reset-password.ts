import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResetPasswordWithRemovals } from '../../../../domain/schemas/security';
import { messageResponseSchema } from '../../../../domain/schemas/common';
import { apiJson } from '../../lib/api-client';
import { logout } from './logout';
import { endSession } from './session';

/** The new password, and what the owner ticked to remove with it (issue 32): one request, all or nothing. */
export function resetPassword(data: ResetPasswordWithRemovals) {
  return apiJson('POST', '/api/auth/reset-password', messageResponseSchema, data);
}

/**
 * Sets a new password from an emailed link. Afterwards the browser is signed out (the server ends
 * the account's sessions; a session of another account open in this browser is ended as well), so
 * the next step is signing in with the new password.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: async () => {
      await logout().catch(() => undefined);
      endSession(queryClient);
    },
  });
}
