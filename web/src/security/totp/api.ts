import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '../../../../domain/schemas/common';
import {
  totpConfirmResponseSchema,
  totpEnrolmentSchema,
  totpStatusSchema,
  type SecondFactorCodeRequest,
} from '../../../../domain/schemas/second-factor';
import { apiJson, getQueryFn } from '../../lib/api-client';
import { useReauthentication } from '../reauthentication/use-reauthentication';

export const totpStatusQueryKey = ['/api/auth/totp'] as const;
/** What the desk reads of the second factor: setting up or turning off the app changes it. */
const secondFactorStatusQueryKey = ['/api/auth/second-factor'] as const;

/** GET /api/auth/totp: whether the authenticator app is on, and the recovery codes left. */
export function useTotpStatus() {
  return useQuery(queryOptions({ queryKey: totpStatusQueryKey, queryFn: getQueryFn({ schema: totpStatusSchema }) }));
}

// Every change below may first ask the person to confirm it is them (issue 32: useReauthentication).

/** POST /api/auth/totp: a new secret and its otpauth:// URI (not asked for at sign-in until confirmed). */
export function useStartTotp() {
  const guard = useReauthentication();
  return useMutation({ mutationFn: () => guard(() => apiJson('POST', '/api/auth/totp', totpEnrolmentSchema)) });
}

/** POST /api/auth/totp/confirm: one code turns it on; the answer holds the recovery codes, this once. */
export function useConfirmTotp() {
  const queryClient = useQueryClient();
  const guard = useReauthentication();
  return useMutation({
    mutationFn: (data: SecondFactorCodeRequest) => guard(() => apiJson('POST', '/api/auth/totp/confirm', totpConfirmResponseSchema, data)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: totpStatusQueryKey }),
  });
}

/** DELETE /api/auth/totp: turns the app off (its recovery codes too). */
export function useTurnOffTotp() {
  const queryClient = useQueryClient();
  const guard = useReauthentication();
  return useMutation({
    mutationFn: () => guard(() => apiJson('DELETE', '/api/auth/totp', messageResponseSchema)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: totpStatusQueryKey });
      void queryClient.invalidateQueries({ queryKey: secondFactorStatusQueryKey });
    },
  });
}

/** POST /api/auth/totp/recovery-codes: 10 new codes, shown this once; the earlier ones stop working. */
export function useNewRecoveryCodes() {
  const queryClient = useQueryClient();
  const guard = useReauthentication();
  return useMutation({
    mutationFn: () => guard(() => apiJson('POST', '/api/auth/totp/recovery-codes', totpConfirmResponseSchema)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: totpStatusQueryKey }),
  });
}
