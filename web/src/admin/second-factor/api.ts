import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { secondFactorStatusSchema, type SecondFactorCodeRequest } from '../../../../domain/schemas/second-factor';
import { getQueryFn } from '../../lib/api-client';
import { submitSecondFactor } from '../../auth/api/second-factor';

export const secondFactorStatusQueryKey = ['/api/auth/second-factor'] as const;

/** GET /api/auth/second-factor: has the account a second factor, and did this session use it within 12 hours. */
export function useSecondFactorStatus() {
  return useQuery(queryOptions({ queryKey: secondFactorStatusQueryKey, queryFn: getQueryFn({ schema: secondFactorStatusSchema }) }));
}

/** POST /api/auth/second-factor on a signed-in session: steps it up in place (the same cookie). */
export function useStepUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: SecondFactorCodeRequest) => submitSecondFactor(data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorStatusQueryKey }),
  });
}
