import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '../../../../domain/schemas/common';
import { meQueryKey } from '../../auth/api/get-me';
import { apiJson } from '../../lib/api-client';

/** POST /api/auth/verify-email with the emailed link's token; the signed-in user (if any) is read again. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiJson('POST', '/api/auth/verify-email', messageResponseSchema, { token }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

/** "Send a new link" (POST /api/auth/verify-email/resend). */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiJson('POST', '/api/auth/verify-email/resend', messageResponseSchema),
  });
}
