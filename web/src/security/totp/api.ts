import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  totpConfirmResponseSchema,
  totpEnrolmentSchema,
  totpStatusSchema,
  type SecondFactorCodeRequest,
} from '../../../../domain/schemas/second-factor';
import { apiJson, getQueryFn } from '../../lib/api-client';

export const totpStatusQueryKey = ['/api/auth/totp'] as const;

/** GET /api/auth/totp: whether the authenticator app is on, and the recovery codes left. */
export function useTotpStatus() {
  return useQuery(queryOptions({ queryKey: totpStatusQueryKey, queryFn: getQueryFn({ schema: totpStatusSchema }) }));
}

/** POST /api/auth/totp: a new secret and its otpauth:// URI (not asked for at sign-in until confirmed). */
export function useStartTotp() {
  return useMutation({ mutationFn: () => apiJson('POST', '/api/auth/totp', totpEnrolmentSchema) });
}

/** POST /api/auth/totp/confirm: one code turns it on; the answer holds the recovery codes, this once. */
export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: SecondFactorCodeRequest) => apiJson('POST', '/api/auth/totp/confirm', totpConfirmResponseSchema, data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: totpStatusQueryKey }),
  });
}
